import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {zeroArguments} from '@site/src/data/conventions';
import {docsDir} from '../../support/paths';

/**
 * A builder refuses an amount of 0 or the zero address its contract would revert for (`ZeroAmount`, `ZeroAddress`).
 * Review pass 143 found twenty builders of Pools, Engage and Assets whose descriptions said neither that nor that the
 * chain was left to refuse them. The rule is said once per API, in the text every builder shares, and on each
 * product's overview from src/data; Pools adds how a `max` amount that comes to 0 counts.
 */
const products = ['assets', 'pools', 'engage'];

describe('the zero-amount and zero-address rule', () => {
  it.each(products)('%s: the REST description of builders states it with the REST code', (id) => {
    const description = loadRest().find((api) => api.id === id)!.document.info.description ?? '';
    expect(description).toContain(zeroArguments.rule + zeroArguments.rest);
  });

  it.each(products)('%s: the GraphQL Mutation description states it with the GraphQL code', (id) => {
    const description =
      loadGraphql()
        .find((api) => api.id === id)!
        .schema.getMutationType()?.description ?? '';
    expect(description).toContain(zeroArguments.rule + zeroArguments.graphql);
  });

  it.each(products)('%s: the back-end overview renders it from src/data', (id) => {
    const overview = fs
      .readdirSync(path.join(docsDir, id), {recursive: true, encoding: 'utf8'})
      .find((file) => file.endsWith('backend-overview.mdx'))!;
    expect(fs.readFileSync(path.join(docsDir, id, overview), 'utf8')).toContain('<Fact of="zeroArgumentsRefused" />');
  });

  it('Pools: both references and the overview say how a max amount that comes to 0 counts', () => {
    const rest = loadRest().find((api) => api.id === 'pools')!.document.info.description ?? '';
    const graphql =
      loadGraphql()
        .find((api) => api.id === 'pools')!
        .schema.getMutationType()?.description ?? '';
    expect(rest).toContain(zeroArguments.poolsMax);
    expect(graphql).toContain(zeroArguments.poolsMax);
    expect(fs.readFileSync(path.join(docsDir, 'pools/back-end/backend-overview.mdx'), 'utf8')).toContain(
      '<Fact of="zeroMaxAmount" />',
    );
  });
});
