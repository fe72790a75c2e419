/**
 * How a plugin tells the CSP which origins its browser code reads from, without either plugin importing the other:
 * its `loadContent` returns them as `connectSources`, and the security headers read every loaded plugin's content.
 */
export interface DeclaresConnectSources {
  connectSources: readonly string[];
}

/** An origin and nothing more (`https://host[:port]`), so a declared value cannot add or end a CSP directive. */
function isOrigin(source: unknown): source is string {
  if (typeof source !== 'string') return false;
  try {
    const url = new URL(source);
    // Hosts are case-insensitive: Algolia's carry the application id in capitals.
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === source.toLowerCase();
  } catch {
    return false;
  }
}

/** Every origin the loaded plugins declare, once each, in plugin order; anything else declared fails the build. */
export function declaredConnectSources(plugins: readonly {name?: string; content?: unknown}[]): string[] {
  const sources = plugins.flatMap(({name, content}) => {
    const declared = (content as Partial<DeclaresConnectSources> | null | undefined)?.connectSources;
    if (declared === undefined) return [];
    const bad = Array.isArray(declared) ? declared.filter((source) => !isOrigin(source)) : [declared];
    if (bad.length > 0)
      throw new Error(`Plugin ${name ?? '(unnamed)'} declares connectSources that are not origins: ${String(bad)}`);
    return declared;
  });
  return [...new Set(sources)];
}
