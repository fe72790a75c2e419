import React, {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const target = '/docs/introduction/';

/** `/docs` has no page of its own: send readers on to the Introduction (SPEC §2, routes.txt). */
export default function DocsRoot(): ReactNode {
  const history = useHistory();
  const targetUrl = useBaseUrl(target);
  useEffect(() => history.replace(target), [history]);
  return (
    <Layout title="Documentation" description="The Assetra documentation starts at the Introduction.">
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${targetUrl}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Documentation</Heading>
        <p>
          The documentation starts at the <Link to={target}>Introduction</Link>. If your browser does not take you
          there, follow the link.
        </p>
      </main>
    </Layout>
  );
}
