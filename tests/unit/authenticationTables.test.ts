import {describe, expect, it} from 'vitest';
import {
  errorCodesTable,
  sessionErrorLinks,
  signInOperationsTable,
} from '@site/src/components/Conventions/authenticationTables';
import {sessionErrorCodes, sharedProblemCodes, signIn} from '@site/src/data/conventions';
import {products} from '@site/src/data/platform';
import {siteUrl} from '@site/src/data/site';
import {loadReference} from '@site/plugins/reference/load';
import {codeAnchor} from '@site/plugins/reference/openapi/document';
import {problemCataloguePath} from '@site/plugins/reference/openapi/validate';

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

describe('the sign-in, refresh and key codes each REST authentication page links (<SessionErrorLinks>)', () => {
  it('are codes every API shares', () => {
    const shared = new Set(sharedProblemCodes.map((rule) => rule.code));
    expect(sessionErrorCodes.filter((code) => !shared.has(code))).toEqual([]);
  });

  const reference = loadReference();
  for (const product of products.filter(({rest}) => rest))
    it(`link to ${product.name}'s error catalogue, the page its problem types point at`, () => {
      const api = reference.rest.find(({id}) => id === product.id)!;
      expect(product.errorCatalogue).toBe(problemCataloguePath(api.document, siteUrl));
      expect(sessionErrorLinks(product.id).filter((part) => typeof part === 'object')).toEqual(
        sessionErrorCodes.map((code) => ({code, link: `${product.errorCatalogue}#${codeAnchor(code)}`})),
      );
    });
});
