import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {pluginPages} from '../support/pluginPages';

interface Sample {
  kind: string;
  path: string;
  heading: string | RegExp;
  /** A sentence of the page's own text. */
  text: string;
  /** A sidebar, content or navbar link the reader can follow from there. */
  link: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');
const pager = (page: Page) => page.getByRole('navigation', {name: 'Docs pages'});
const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

/** One page of each type the site has (SPEC §2), those its plugins add included. */
const samples: Sample[] = [
  {
    kind: 'home',
    path: '/',
    heading: 'Assetra Developer Docs',
    text: 'engage token holders, with REST and GraphQL APIs',
    link: (page) => main(page).getByRole('link', {name: 'Resources', exact: true}),
  },
  {
    kind: 'doc',
    path: '/docs/introduction/',
    heading: 'Introduction',
    text: 'This page is your starting point for building on Assetra.',
    link: (page) => page.getByRole('complementary').getByRole('link', {name: 'Tech stack', exact: true}),
  },
  {
    kind: 'REST reference',
    path: '/docs/pools/back-end/restfulApi/lend',
    heading: 'Lend (REST)',
    text: "walks you through the lender's side of Pools",
    link: (page) => pager(page).getByRole('link', {name: /Next/}),
  },
  {
    kind: 'GraphQL reference',
    path: '/docs/cp-pools/back-end-api/graphqlApi/pools',
    heading: 'CP Pools GraphQL API',
    text: 'how your application reads counterparty pools',
    link: (page) => pager(page).getByRole('link', {name: /Previous/}),
  },
  {
    kind: 'contract page',
    path: '/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction',
    heading: 'ERC-20 collateral pool contract',
    text: 'is the on-chain core of Assetra Pools',
    link: (page) => pager(page).getByRole('link', {name: /Next/}),
  },
  {
    kind: 'category index',
    path: '/docs/category/resources',
    heading: 'Resources',
    text: 'a glossary of platform terms',
    link: (page) =>
      main(page)
        .getByRole('link', {name: /Glossary/})
        .first(),
  },
  {
    kind: 'tags list',
    path: '/docs/tags',
    heading: 'Tags',
    text: 'Technical aspects',
    link: (page) => main(page).getByRole('link', {name: /^Pools/}),
  },
  {
    kind: 'tag page',
    path: '/docs/tags/pools',
    heading: /docs tagged with "Pools"$/,
    text: 'Collateral lending pools and counterparty pools.',
    link: (page) => main(page).getByRole('link', {name: /Lend/}).first(),
  },
  {
    kind: 'blog list',
    path: '/blog',
    heading: 'Blog',
    text: 'Releases and engineering notes from the Assetra team.',
    link: (page) => main(page).getByRole('heading', {level: 2}).getByRole('link').first(),
  },
  {
    kind: 'blog post',
    path: '/blog/2024/11/05/collateral-pools-are-live',
    heading: 'Collateral pools are live: lending against tokenised assets',
    text: 'Pools is live in Production and Sandbox.',
    link: (page) => page.getByRole('navigation', {name: 'Blog post page navigation'}).getByRole('link').first(),
  },
  {
    kind: 'markdown page',
    path: '/markdown-page',
    heading: 'Writing pages for the Assetra docs',
    text: 'shows every building block a page can use',
    link: (page) => navbar(page).getByRole('link', {name: 'Introduction', exact: true}),
  },
  {
    kind: 'not-found page',
    path: '/no-such-page',
    heading: 'Page Not Found',
    text: 'It may have moved when the docs were reorganised',
    link: (page) => main(page).getByRole('link', {name: 'Pools', exact: true}),
  },
  ...pluginPages(),
];

test.describe('without JavaScript (SPEC §2)', () => {
  for (const sample of samples) {
    test(`the ${sample.kind} is readable and its links navigate`, async ({browser, baseURL}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      await context.route(
        (url) => url.hostname !== 'localhost',
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      await page.goto(sample.path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(sample.heading);
      await expect(main(page)).toContainText(sample.text);

      const link = sample.link(page);
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new URL(href, baseURL).href);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(main(page)).not.toBeEmpty();
      await context.close();
    });
  }
});
