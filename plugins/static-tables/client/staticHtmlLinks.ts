import type {MouseEvent, SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {isSitePage} from '@site/src/lib/siteRoutes';
import {siteLinksOf} from './siteLinks';

// HTML made at build time (tables and prose, plugins/static-tables) holds plain <a> elements where the theme would
// render Link. One set of handlers on the element around that HTML gives its links what Link gives one link:
// navigation in the app, the next page's files loaded on hover, focus or touch, and the broken-link check.

/** The same-site page a link inside the HTML opens, or null (another site, a new tab, a download, this page). */
function sitePageOf(target: EventTarget): URL | null {
  const anchor = (target as Element).closest('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  const inPage = url.pathname === window.location.pathname && url.search === window.location.search;
  return url.origin !== window.location.origin || inPage || !isSitePage(url.pathname) ? null : url;
}

const preloaded = new Set<string>();

/** Loads a linked page's files when a pointer, focus or finger reaches the link, as Link does (once a page). */
function preload(event: SyntheticEvent<HTMLElement>): void {
  const url = sitePageOf(event.target);
  if (!url || preloaded.has(url.pathname)) return;
  preloaded.add(url.pathname);
  void window.docusaurus.preload(url.pathname);
}

/** Hands the HTML's same-site links to Docusaurus' broken-link check, as Link does (while the server renders). */
function useCollectedLinks(html: string | undefined): void {
  const brokenLinks = useBrokenLinks();
  if (html === undefined || typeof window !== 'undefined') return;
  for (const href of siteLinksOf(html)) brokenLinks.collectLink(href);
}

/** Event handlers for the element around build-time HTML, whose links then behave as Link's do. */
export function useStaticLinks(html: string | undefined) {
  const history = useHistory();
  useCollectedLinks(html);
  return {
    onClick(event: MouseEvent<HTMLElement>) {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const url = sitePageOf(event.target);
      if (!url) return;
      event.preventDefault();
      history.push(`${url.pathname}${url.search}${url.hash}`);
    },
    onMouseOver: preload,
    onFocus: preload,
    onTouchStart: preload,
  };
}
