import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {crashRecoveredFlag} from './routes';

declare global {
  interface Window {
    [crashRecoveredFlag]?: boolean;
  }
}

/** Throws in the browser until the test sets the flag; the static render stays whole so the build succeeds. */
function Crashing(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && !window[crashRecoveredFlag]) {
    throw new Error('The crash test page failed on purpose.', {
      cause: new Error(`window.${crashRecoveredFlag} is not set.`),
    });
  }
  return <p>The crash test page rendered.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <Crashing />
      </main>
    </Layout>
  );
}
