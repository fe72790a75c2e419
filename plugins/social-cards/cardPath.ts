/**
 * Where each docs page's social card lives. The plugin writes the PNGs there and the theme's page
 * metadata links them, so both import this one module.
 */

/** Open Graph's recommended size for a large image card (1.91:1). */
export const socialCardSize = {width: 1200, height: 630} as const;

/** Folder of the generated cards, relative to the site's base URL. */
export const socialCardDir = 'img/og';

/**
 * The card of the page at `permalink` (which starts with `baseUrl`), as a path relative to the base
 * URL: `/docs/resources/faqs` → `img/og/docs/resources/faqs.png`; a folder index such as
 * `/docs/introduction/` → `img/og/docs/introduction.png`.
 */
export function socialCardPath(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) throw new Error(`Permalink ${permalink} is outside the base URL ${baseUrl}`);
  const route = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  if (route === '') throw new Error(`The site root (${permalink}) has the default social card, not a generated one`);
  return `${socialCardDir}/${route}.png`;
}
