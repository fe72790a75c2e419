import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useGlobalData from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionCards from '@site/src/components/SectionCards';
import {repositoryUrl} from '@site/src/data/site';
import {declaredKeyboardHints} from '@site/plugins/support/keyboardHint';

/** Ways to press keys, as keycaps: "/ or Ctrl + K". */
function Keys({ways}: {ways: string[][]}): ReactNode {
  return ways.map((caps, way) => (
    <React.Fragment key={caps.join('+')}>
      {way > 0 && ' or '}
      {caps.map((cap, index) => (
        <React.Fragment key={cap}>
          {index > 0 && ' + '}
          <kbd>{cap}</kbd>
        </React.Fragment>
      ))}
    </React.Fragment>
  ));
}

/** Replaces the classic dead end with a way forward: search, the sections and a way to report the link. */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // Features a plugin opens from the keyboard (search), as the plugin describes them in its global data.
  const hints = declaredKeyboardHints(useGlobalData());
  const reportUrl = `${repositoryUrl}/issues/new?title=${encodeURIComponent(`Broken link: ${pathname}`)}`;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="markdown">
        <Heading as="h1">Page Not Found</Heading>
        <p>
          There is no page at <code>{pathname}</code>. It may have moved when the docs were reorganised, or the link
          that brought you here has a typo.
        </p>
        <ul>
          {hints.map((hint) => (
            <li key={hint.action}>
              {hint.action}: press <Keys ways={hint.keys} />
              {hint.macKeys && (
                <>
                  {' '}
                  (<Keys ways={hint.macKeys} /> on a Mac)
                </>
              )}{' '}
              and {hint.then}.
            </li>
          ))}
          <li>
            Start again from the <Link to="/">home page</Link> or one of the sections below.
          </li>
          <li>
            If a link on this site sent you here, <Link href={reportUrl}>report the broken link</Link> so we can fix it.
          </li>
        </ul>
      </div>
      <Heading as="h2" className="margin-top--lg margin-bottom--md">
        Documentation sections
      </Heading>
      <SectionCards />
    </main>
  );
}
