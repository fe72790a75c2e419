// A relative import, so the build's Markdown export (plugins/llms-txt) can use it outside the bundler too.
import {products, type ProductId} from '../data/platform';

/** "Assets, Pools and Engage" for a list of product ids, in the platform's product order. */
export function productNames(ids: readonly ProductId[]): string {
  const names = products.filter((product) => ids.includes(product.id)).map((product) => product.name);
  if (names.length === 0) return 'None yet';
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
