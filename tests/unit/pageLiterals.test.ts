import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {contentPages, parsePage} from '@site/scripts/support/pageCodeBlocks';
import {
  literalFindings,
  pageLiteralFindings,
  productsOf,
  textSites,
  type LiteralContext,
} from '../support/literals/check';
import {codeNames, libraryLiterals} from '../support/literals/libraries';
import {referenceVocabulary} from '../support/literals/vocabulary';
import {repoRoot} from '../support/paths';

/**
 * Every literal a page writes about the API (enum values in query strings, code, JSON and prose; error codes and their
 * status; REST methods and paths; SDK call arguments) is one the reference has, and so is every literal in the
 * reference's own descriptions. A finding names the file and line.
 */

const reference = loadReference();
const pages = contentPages(repoRoot);
const context: LiteralContext = {
  vocabularies: referenceVocabulary(reference),
  known: codeNames(pages.map((page) => fs.readFileSync(path.join(repoRoot, page), 'utf8'))),
  libraries: libraryLiterals(),
};
const format = (findings: {page: string; line: number; message: string}[]) =>
  findings.map((finding) => `${finding.page}:${finding.line} ${finding.message}`);
/** The findings of a few lines of Markdown as if they stood at line 1 of a page. */
const check = (page: string, markdown: string) =>
  format(pageLiteralFindings(page, fromMarkdown(markdown), context)).map((line) => line.replace(/^\S+:\d+ /, ''));

describe('every literal about the API matches the reference', () => {
  it('finds the literals of the docs, the blog and the pages', () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  for (const page of pages) {
    it(page, () => {
      expect(format(pageLiteralFindings(page, parsePage(repoRoot, page), context))).toEqual([]);
    });
  }

  for (const api of reference.rest)
    it(`reference/${api.file}, its descriptions`, () => {
      expect(
        format(literalFindings(`reference/${api.file}`, textSites(api.source), productsOf(api.id), context)),
      ).toEqual([]);
    });
  for (const api of reference.graphql)
    it(`reference/${api.schemaFile}, its descriptions`, () => {
      expect(format(literalFindings(`reference/${api.schemaFile}`, textSites(api.sdl), [api.id], context))).toEqual([]);
    });
});

describe('the literal checks fail on the text they replaced', () => {
  it('a lower-case state in a query string (Pools lend page: status=active)', () => {
    expect(
      check(
        'docs/pools/back-end/restfulApi/lend.mdx',
        '```bash\ncurl "https://api.sandbox.assetra.dev/pools/v1/pools?network=base&status=active"\n```',
      ),
    ).toEqual([
      'status "active" is not a value of status in the reference (DEPLOYING, ACTIVE, PAUSED, HEALTHY, AT_RISK, LIQUIDATABLE, OK, PENDING, CONFIRMED, FAILED, NOT_FOUND)',
    ]);
  });

  it('a lower-case kind in a query string in prose (manage-pools: role=loan)', () => {
    expect(
      check('docs/pools/front-end-ui/admin-section/manage-pools.mdx', 'From `GET /tokens?network=base&role=loan`.'),
    ).toEqual([
      'role "loan" is not a value of role in the reference (DEFAULT_ADMIN_ROLE, POOL_ADMIN_ROLE, PAUSER_ROLE, LOAN, COLLATERAL)',
    ]);
  });

  it('request prose with a lower-case value (asset: "token", spender: "staking")', () => {
    expect(check('docs/pools/pools-processes/lending.mdx', 'Build it with `asset: "token"`.')).toEqual([
      'asset "token" is not a value of asset in the reference (TOKEN, COLLATERAL)',
    ]);
    expect(
      check('docs/engage/back-end-api/restfulApi/staking.mdx', '`POST …/approvals` with `spender: "staking"`'),
    ).toEqual(['spender "staking" is not a value of spender in the reference (STAKING, VESTING, BUYBACK)']);
  });

  it("SDK snippets with the old values (status: 'at_risk', // 'deploying')", () => {
    expect(check('docs/pools/sdk/collateral-pool.mdx', "filter with `status: 'at_risk'` instead")).toEqual([
      'status "at_risk" is not a value of status in the reference (DEPLOYING, ACTIVE, PAUSED, HEALTHY, AT_RISK, LIQUIDATABLE, OK, PENDING, CONFIRMED, FAILED, NOT_FOUND)',
    ]);
    expect(
      check(
        'docs/pools/sdk/collateral-pool.mdx',
        "```ts\nconsole.log(pool.status); // 'deploying' until the contract is on chain\n```",
      ),
    ).toEqual(['"deploying" is the enum value DEPLOYING in the reference']);
  });

  it('a transaction-status path no API has (the Engage SDK page)', () => {
    expect(
      check('docs/engage/sdk/staking-vesting-buybacks.mdx', 'It polls `GET /transactions/{chainId}/{hash}`.'),
    ).toEqual(['GET /transactions/{chainId}/{hash} is not an operation of the engage REST API']);
  });

  it('an error code nothing defines, and a code with another status', () => {
    expect(check('docs/pools/back-end/backend-overview.mdx', 'It answers `POOL_FROZEN`.')).toEqual([
      'POOL_FROZEN is not an error code, enum value, role or name in the reference',
    ]);
    expect(
      check(
        'docs/pools/back-end/backend-overview.mdx',
        'A missing role is `403 MISSING_ROLE`, a missing key `403 UNAUTHENTICATED`.',
      ),
    ).toEqual(['UNAUTHENTICATED is 401 in the reference, not 403']);
  });

  it('an SDK call in prose with an argument the method does not take', () => {
    expect(
      check(
        'docs/pools/pools-processes/lending.mdx',
        'Call `assetra.pools.buildSupply({poolId, account, amountUsdc})`.',
      ),
    ).toEqual(['assetra.pools.buildSupply takes no amountUsdc']);
  });

  it('a webhook event type the API does not send, in code and in prose', () => {
    expect(
      check(
        'docs/assets/how-tos/build-sign-and-submit-a-transaction.mdx',
        "```ts\nconst eventTypes = ['transaction.confirmed', 'transaction.mined'];\n```",
      ),
    ).toEqual(['transaction.mined is not a webhook event type (EventType in the reference)']);
    expect(
      check('docs/assets/how-tos/issue-an-erc20-asset.mdx', 'Subscribe to the `asset.retired` webhook event.'),
    ).toEqual(['asset.retired is not a webhook event type (EventType in the reference)']);
  });

  it('a description in the reference with a lower-case value (listBorrowPositions: status=at_risk)', () => {
    const pools = reference.rest.find((api) => api.id === 'pools')!;
    expect(
      format(
        literalFindings(
          'reference/rest/pools.openapi.yaml',
          textSites('filter with `status=at_risk`'),
          [pools.id],
          context,
        ),
      ),
    ).toEqual([
      'reference/rest/pools.openapi.yaml:1 status "at_risk" is not a value of status in the reference (DEPLOYING, ACTIVE, PAUSED, HEALTHY, AT_RISK, LIQUIDATABLE, OK, PENDING, CONFIRMED, FAILED, NOT_FOUND)',
    ]);
  });

  it("a problem example's detail with a lower-case state (Engage unstake: status restaked)", () => {
    const engage = reference.rest.find((api) => api.id === 'engage')!;
    const detail = '      detail: Stake 42 was restaked into stake 43 at 2026-12-30T10:02:45Z (status restaked).';
    expect(
      format(literalFindings('reference/rest/engage.openapi.yaml', textSites(detail), [engage.id], context)),
    ).toEqual(['reference/rest/engage.openapi.yaml:1 "restaked" is the enum value RESTAKED in the reference']);
  });
});
