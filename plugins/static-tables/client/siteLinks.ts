import isInternalUrl from '@docusaurus/isInternalUrl';

/**
 * The same-site links of build-time HTML, as Link would hand them to the broken-link check: links to other sites are
 * not checked, and `&`, which the HTML writes in an attribute as a character reference, is read back.
 */
export function siteLinksOf(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)]
    .map(([, href]) => href.replace(/&(?:amp|#x26|#38);/g, '&'))
    .filter((href) => isInternalUrl(href));
}
