/**
 * How a plugin tells the CSP which origins its browser code reads from, without either plugin importing the other:
 * its `loadContent` returns them as `connectSources`, and the security headers read every loaded plugin's content.
 */
export interface DeclaresConnectSources {
  connectSources: readonly string[];
}

function declaresConnectSources(content: unknown): content is DeclaresConnectSources {
  const sources = (content as Partial<DeclaresConnectSources> | null | undefined)?.connectSources;
  return Array.isArray(sources) && sources.every((source) => typeof source === 'string');
}

/** Every origin the loaded plugins declare, once each, in plugin order. */
export function declaredConnectSources(plugins: readonly {content?: unknown}[]): string[] {
  return [...new Set(plugins.flatMap(({content}) => (declaresConnectSources(content) ? content.connectSources : [])))];
}
