import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {errorCodesTable, signInOperationsTable} from '@site/src/components/Conventions/authenticationTables';
import {sharedProblemCodes, signIn} from '@site/src/data/conventions';
import {repoRoot} from '../support/paths';

describe('the sign-in and error tables of Authentication and API keys come from src/data/conventions.ts', () => {
  it('names each sign-in step by its one REST operation and its one GraphQL mutation', () => {
    const {rest, graphql} = signIn.operations;
    expect(signInOperationsTable().rows.map((row) => [row[2], row[3]])).toEqual([
      [[{code: rest.nonce}], [{code: graphql.nonce}]],
      [[{code: rest.verify}], [{code: graphql.verify}]],
      [[{code: rest.refresh}], [{code: graphql.refresh}]],
      [[{code: rest.signOut}], [{code: graphql.signOut}]],
    ]);
  });

  it('gives each listed error code its shared status, in the order listed', () => {
    const status = (code: string) => String(sharedProblemCodes.find((rule) => rule.code === code)!.status);
    expect(errorCodesTable('NONCE_EXPIRED FORBIDDEN').rows.map((row) => [row[0], row[1]])).toEqual([
      [[{code: 'NONCE_EXPIRED'}], [status('NONCE_EXPIRED')]],
      [[{code: 'FORBIDDEN'}], [status('FORBIDDEN')]],
    ]);
  });

  it('refuses a code that is not shared, so a page cannot list a product-only code as everyone’s', () => {
    expect(() => errorCodesTable('POOL_NOT_FOUND')).toThrow('POOL_NOT_FOUND is not a shared problem code');
  });
});

describe('the REST authentication pages of the products', () => {
  const pages = [
    'docs/assets/back-end-api/restfulApi/authentication.mdx',
    'docs/pools/back-end/restfulApi/authentication.mdx',
    'docs/engage/back-end-api/restfulApi/authentication.mdx',
  ];
  /** The codes of the sentence "In the <product> error catalogue they are …". */
  const listedCodes = (page: string) => {
    const text = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const sentence = /In the \w+ error catalogue they are ([^.]+)\./.exec(text)?.[1] ?? '';
    return [...sentence.matchAll(/\[`([A-Z_]+)`\]/g)].map((match) => match[1]).sort();
  };

  it('list the same sign-in, refresh and key codes, each one shared by every API', () => {
    const [first, ...others] = pages.map(listedCodes);
    expect(first!.length).toBeGreaterThan(5);
    for (const [index, codes] of others.entries()) expect(codes, pages[index + 1]).toEqual(first);
    const shared = new Set(sharedProblemCodes.map((rule) => rule.code));
    expect(first!.filter((code) => !shared.has(code))).toEqual([]);
  });
});
