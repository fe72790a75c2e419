/**
 * The name a Mermaid diagram's pre-drawn SVG goes by (`drawings/{key}.svg`, served as `/diagrams/{key}.svg`): a
 * hash of its source, computed the same way by the generator, the build and the browser. cyrb53, 53 bits as 14 hex
 * digits; not cryptographic, only a stable name for a hundred-odd sources.
 */
export function diagramKey(source: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return hash.toString(16).padStart(14, '0');
}

/** Where the site serves the pre-drawn diagrams (emitted by the plugin's bundler step), under its base URL. */
export const diagramDir = 'diagrams';
