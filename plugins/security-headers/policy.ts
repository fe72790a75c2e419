/**
 * The HTTP response headers the site should be served with: the one list the build's `_headers`
 * file, the README's nginx snippet and the browser tests are all made from.
 */

import {environments} from '../../src/data/platform';

export interface Header {
  name: string;
  value: string;
}

/** Headers for the paths a `_headers` pattern matches. */
export interface HeaderRule {
  pattern: string;
  headers: Header[];
}

export interface PolicyInputs {
  /** CSP source expressions ('sha256-…') of every inline script the build emits. */
  inlineScriptHashes: readonly string[];
  /** Other origins the site's plugins read from in the browser (hosted search's, when the build uses it). */
  connectSources?: readonly string[];
}

/** Content-Security-Policy directives, in the order they are written. */
export function cspDirectives({inlineScriptHashes, connectSources = []}: PolicyInputs): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    // The bundles, plus the inline scripts Docusaurus writes into each page (colour mode and
    // announcement bar before first paint, the base-URL banner), allowed by hash, never wholesale.
    ['script-src', ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]],
    // 'unsafe-inline' for styles only: the server-rendered pages carry style="" attributes (React
    // style props, the announcement bar's colours) and Mermaid writes a <style> element into every
    // diagram it draws at run time, so no fixed hash list can cover them. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The theme's CSS draws its chevrons and icons as data: SVGs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // The embedded search index is fetched from the site. The API explorer calls the documented API hosts, and
    // only those; plugins add the hosts they read from (hosted search, Algolia's).
    ['connect-src', ["'self'", ...environments.map((environment) => environment.apiHost), ...connectSources]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return cspDirectives(inputs)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** HSTS for a year on this host and its subdomains; no `preload`, which binds the parent domain. */
export const strictTransportSecurity: Header = {
  name: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/** Every header, for every path of the site. */
export function securityHeaders(inputs: PolicyInputs): Header[] {
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy(inputs)},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    // For browsers that predate CSP's frame-ancestors.
    {name: 'X-Frame-Options', value: 'DENY'},
    // The docs use none of these device features; nothing embedded may ask for them either.
    {name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'},
    strictTransportSecurity,
  ];
}

/**
 * The Markdown copies of the docs (plugins/llms-txt) as UTF-8 text: hosts that do not know `.md`
 * would send it as a download, and the charset keeps dashes and symbols intact.
 */
export function markdownContentTypes(baseUrl: string): HeaderRule[] {
  const type = (pattern: string, value: string): HeaderRule => ({
    pattern: `${baseUrl}${pattern}`,
    headers: [{name: 'Content-Type', value}],
  });
  return [
    type('*.md', 'text/markdown; charset=utf-8'),
    type('llms.txt', 'text/plain; charset=utf-8'),
    type('llms-full.txt', 'text/plain; charset=utf-8'),
  ];
}
