import {test, expect} from './fixtures';
import {wcagViolations} from '../support/axe';

const pages = [
  ['home', '/'],
  ['doc', '/docs/introduction/'],
  ['network page', '/docs/blockchain-and-web3/base'],
  ['category index', '/docs/category/resources'],
  ['REST reference', '/docs/pools/back-end/restfulApi/lend'],
  ['REST how-to with many code blocks', '/docs/pools/back-end/restfulApi/borrow'],
  ['process page with many code blocks', '/docs/pools/pools-processes/liquidation'],
  ['GraphQL reference', '/docs/cp-pools/back-end-api/graphqlApi/pools'],
  ['contract reference', '/docs/pools/smart-contracts/erc20-collateral-pool-contract/introduction'],
  ['SDK reference', '/docs/pools/sdk/collateral-pool'],
  ['calculator', '/docs/cp-pools/how-tos/cp-pool-creation'],
  ['checklist and health-factor calculator', '/docs/pools/pools-processes/borrowing'],
  ['vesting chart', '/docs/engage/smart-contracts/vesting-contract/introduction'],
  ['ARTE composer and app screen', '/docs/assets/front-end-ui/arte'],
  ['how-to with diagrams', '/docs/assets/how-tos/issue-an-erc3643-asset-and-onboard-an-investor'],
  ['tags list', '/docs/tags'],
  ['tag page', '/docs/tags/pools'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2024/11/05/collateral-pools-are-live'],
  ['markdown page', '/markdown-page'],
  ['search page', '/search?q=health%20factor'],
  ['not found', '/no-such-page'],
] as const;

// Reference pages carry thousands of nodes (every code token is one): axe needs tens of seconds for one.
test.describe.configure({timeout: 150_000});

for (const theme of ['light', 'dark'] as const) {
  for (const [kind, path] of pages) {
    test(`${kind} has no WCAG 2.1 AA violations (${theme})`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // As a reader who scrolls nowhere: the page as loaded, with nothing changed before the audit.
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Diagrams are in the page's HTML, drawn: the audit sees them as readers do.
      await expect(page.getByLabel('Diagram source')).toHaveCount(0);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
}
