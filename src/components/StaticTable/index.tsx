import React, {type ComponentProps, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {isSitePage} from '@site/src/lib/siteRoutes';
import {useScrollsSideways} from './useScrollsSideways';
import styles from './styles.module.css';

// A Markdown table with nothing interactive in it arrives as HTML made at build time
// (plugins/static-tables): React hydrates the <table>, not its thousands of cells. Any other table
// renders from its children as usual.

/** Its links are plain <a>: a click on a link to another page of the site navigates in the app, as a Link would. */
function useSiteLinkClicks(): (event: MouseEvent<HTMLTableElement>) => void {
  const history = useHistory();
  return (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    const inPage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (url.origin !== window.location.origin || inPage || !isSitePage(url.pathname)) return;
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
  };
}

/**
 * Hands the table's same-site links to Docusaurus' broken-link check, as Link does (it collects while the server
 * renders).
 */
function useCollectedLinks(html: string | undefined): void {
  const brokenLinks = useBrokenLinks();
  if (html === undefined || typeof window !== 'undefined') return;
  for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
    // Links to other sites are not checked, as with Link.
    if (isInternalUrl(href)) brokenLinks.collectLink(href.replace(/&amp;/g, '&'));
  }
}

type Props = ComponentProps<'table'> & {
  /** The table's inner HTML, from plugins/static-tables. */
  html?: string;
};

export default function StaticTable({html, children, ...attributes}: Props): ReactNode {
  const onClick = useSiteLinkClicks();
  const [frame, scrollsSideways] = useScrollsSideways();
  useCollectedLinks(html);
  return (
    // A frame that scrolls sideways takes keyboard focus, so the arrow keys scroll it (WCAG 2.1.1).
    <div ref={frame} className={styles.frame} tabIndex={scrollsSideways ? 0 : undefined}>
      {html === undefined ? (
        <table {...attributes}>{children}</table>
      ) : (
        <table {...attributes} onClick={onClick} dangerouslySetInnerHTML={{__html: html}} />
      )}
    </div>
  );
}
