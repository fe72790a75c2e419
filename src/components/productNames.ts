// A relative import, so the build's Markdown export (plugins/llms-txt) can use it outside the bundler too.
import {products, type ProductId} from '../data/platform';
import {sentenceList} from '../lib/sentenceList';

/** "Assets, Pools and Engage" for a list of product ids, in the platform's product order. */
export function productNames(ids: readonly ProductId[]): string {
  const names = products.filter((product) => ids.includes(product.id)).map((product) => product.name);
  if (names.length === 0) return 'None yet';
  return sentenceList(names);
}
