import {createHash} from 'node:crypto';
import type {BuiltHtml} from '../support/builtSite';

/**
 * Inline scripts are found with a scanner rather than a full HTML parse: parsing every page would add
 * tens of seconds to each build, and a script's text is raw text that ends at the first `</script`.
 * The build-output tests parse the pages with parse5 and check that both agree.
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const srcAttribute = /(?:^|\s)src(?:\s*=|\s|$)/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Whether a script with this `type` runs (data blocks such as JSON-LD do not, so CSP ignores them). */
export function isExecutableScriptType(type: string | null): boolean {
  const essence = (type ?? '').split(';')[0].trim().toLowerCase();
  return essence === '' || essence === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(essence);
}

/** The text of every inline script of a page that the browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => {
      const type = typeAttribute.exec(attributes);
      return !srcAttribute.test(attributes) && isExecutableScriptType(type ? (type[1] ?? type[2] ?? type[3]) : null);
    })
    .map(([, , text = '']) => text);
}

/** The CSP source expression (without quotes) that allows exactly this script text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Hashes of every distinct inline script of the pages, sorted. */
export function inlineScriptHashes(pages: readonly BuiltHtml[]): string[] {
  const hashes = new Set<string>();
  for (const {html} of pages) for (const text of inlineScripts(html)) hashes.add(scriptHash(text));
  return [...hashes].sort();
}
