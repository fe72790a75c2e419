/**
 * The count a results page leads with, saying what was found: how many results, and when some
 * (or all) of them lack a word of the query because few pages or none have every word, how many
 * have them all. `withEveryWord` is absent where the backend does not say (hosted Algolia).
 */
export function resultCount(nbHits: number, withEveryWord: number | undefined, query: string): string {
  if (nbHits === 0) return `No results for “${query}”.`;
  const results = `${nbHits} ${nbHits === 1 ? 'result' : 'results'}`;
  if (withEveryWord === undefined || withEveryWord >= nbHits) return `${results} for “${query}”`;
  if (withEveryWord === 0) return `No page has every word of “${query}”: ${results} with most of them`;
  return `${results} for “${query}”: ${withEveryWord} with every word, the rest with most of them`;
}
