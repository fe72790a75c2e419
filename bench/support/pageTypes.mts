import path from 'node:path';
import {pluginFiles} from '../../plugins/support/pluginFiles';
import {siteRoot} from './serveBuild.mjs';

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
  /** The file that holds its page-weight budget: bench/weight's, or the folder's of the plugin that adds the page. */
  budgetFile: string;
}

const siteBudgetFile = path.join(siteRoot, 'bench', 'weight', 'budget.json');

const sitePageTypes: readonly Omit<PageType, 'budgetFile'>[] = [
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
  {kind: 'not-found', path: '/this-page-does-not-exist', lighthousePath: '/404.html'},
  {kind: 'markdown page', path: '/markdown-page'},
];

/** The pages plugins add (the `pages` export of `plugins/<name>/bench/pages.ts`), budgeted in that folder. */
async function pluginPageTypes(): Promise<PageType[]> {
  const declared = await Promise.all(
    pluginFiles(path.join('bench', 'pages.ts')).map(async (file) => {
      const {pages} = (await import(file)) as {pages: Omit<PageType, 'budgetFile'>[]};
      return pages.map((page) => ({...page, budgetFile: path.join(path.dirname(file), 'budget.json')}));
    }),
  );
  return declared.flat();
}

const allPageTypes: readonly PageType[] = [
  ...sitePageTypes.map((page) => ({...page, budgetFile: siteBudgetFile})),
  ...(await pluginPageTypes()),
];

/** BENCH_ONLY="REST,calculator" keeps the page types whose kind contains one of the words; all by default. */
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
export const pageTypes: readonly PageType[] = only
  ? allPageTypes.filter(({kind}) => only.some((word) => kind.toLowerCase().includes(word)))
  : allPageTypes;

/** The port a benchmark's server listens on: BENCH_PORT, so benchmarks run beside test servers. */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT ?? fallback);
