/**
 * One page of each page type (issue 7 part 3, plus a calculator page and the largest reference
 * pages), shared by the Lighthouse and page-weight benchmarks so both measure the same pages.
 */
export interface PageType {
  kind: string;
  path: string;
  /**
   * Where Lighthouse loads it, when that differs: Lighthouse stops at an HTTP 404, and a static host serves the same
   * 404.html with 200 at its own path.
   */
  lighthousePath?: string;
}

const allPageTypes: readonly PageType[] = [
  {kind: 'home', path: '/'},
  {kind: 'doc', path: '/docs/introduction/'},
  {kind: 'network page', path: '/docs/blockchain-and-web3/base'},
  {kind: 'REST reference', path: '/docs/pools/back-end/restfulApi/lend'},
  {kind: 'REST reference (Assets)', path: '/docs/assets/back-end-api/restfulApi/token-operations'},
  {kind: 'GraphQL reference', path: '/docs/assets/back-end-api/graphqlApi/asset-management'},
  {kind: 'contract page', path: '/docs/engage/smart-contracts/staking-contract/contract-actions'},
  {kind: 'largest page', path: '/docs/rwa-use-cases/lease-agreement/api'},
  {kind: 'calculator page', path: '/docs/pools/pools-processes/borrowing'},
  {kind: 'category index', path: '/docs/category/resources'},
  {kind: 'tags', path: '/docs/tags'},
  {kind: 'blog list', path: '/blog'},
  {kind: 'blog post', path: '/blog/2026/07/14/reference-as-code'},
  {kind: 'search page', path: '/search?q=health%20factor'},
  {kind: 'not-found', path: '/this-page-does-not-exist', lighthousePath: '/404.html'},
  {kind: 'markdown page', path: '/markdown-page'},
];

/** BENCH_ONLY="REST,calculator" keeps the page types whose kind contains one of the words; all by default. */
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
export const pageTypes: readonly PageType[] = only
  ? allPageTypes.filter(({kind}) => only.some((word) => kind.toLowerCase().includes(word)))
  : allPageTypes;

/** Prints a Markdown table, columns padded to their widest cell. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

/** The port a benchmark's server listens on: BENCH_PORT, so benchmarks run beside test servers. */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);
