import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useGlobalData from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SectionCards from '@site/src/components/SectionCards';
import {repositoryUrl} from '@site/src/data/site';

/** Replaces the classic dead end with a way forward: search, the sections and a way to report the link. */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // A search plugin that opens from the keyboard says so in its global data (plugins/search); without one, no hint.
  const searchFromKeyboard = Object.values(useGlobalData()).some(
    (instances) => (instances.default as {keyboardShortcut?: boolean} | undefined)?.keyboardShortcut === true,
  );
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
          {searchFromKeyboard && (
            <li>
              Search the docs: press <kbd>/</kbd> or <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a
              Mac) and type what you were looking for.
            </li>
          )}
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
