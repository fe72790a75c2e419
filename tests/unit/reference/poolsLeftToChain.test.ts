import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {poolsLeftToChain} from '@site/src/data/conventions';
import {docsDir} from '../../support/paths';

/**
 * What Pools builders leave to the chain (the tokens' own transfer and approval rules, the caller's allowance and
 * balance) is said word for word by both references and rendered from src/data on the pages that restate it; the
 * single-source test fails a page that types it instead.
 */
const rest = () => loadRest().find((api) => api.id === 'pools')!.document.info.description ?? '';
const graphql = () =>
  loadGraphql()
    .find((api) => api.id === 'pools')!
    .schema.getMutationType()?.description ?? '';

/** Pages that give the whole list; the app overview says the approvals' part in its own approval step. */
const wholeList = [
  'pools/back-end/backend-overview.mdx',
  'pools/pools-processes/overview.mdx',
  'pools/pools-processes/lending.mdx',
  'pools/pools-processes/borrowing.mdx',
  'pools/sdk/collateral-pool.mdx',
];

describe('what Pools builders leave to the chain', () => {
  it('the REST description of builders says it in src/data words', () => {
    for (const sentence of [poolsLeftToChain.transferRules, poolsLeftToChain.approvals, poolsLeftToChain.allowance])
      expect(rest()).toContain(sentence);
  });

  it("the GraphQL Mutation description says it with the builders' names", () => {
    const sentences = [
      poolsLeftToChain.transferRulesGraphql,
      poolsLeftToChain.approvals,
      poolsLeftToChain.allowanceGraphql,
    ];
    for (const sentence of sentences) expect(graphql()).toContain(sentence);
  });

  it.each(wholeList)('%s renders the whole list from src/data', (page) => {
    const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
    for (const fact of ['poolsTransferRules', 'poolsApprovalRules', 'poolsAllowance'])
      expect(source).toContain(`<Fact of="${fact}" />`);
  });

  it('the app overview renders the transfer rules and the allowance in its build step', () => {
    const source = fs.readFileSync(path.join(docsDir, 'pools/front-end-ui/overview.mdx'), 'utf8');
    expect(source).toContain('<Fact of="poolsTransferRules" /> <Fact of="poolsAllowance" />');
  });
});
