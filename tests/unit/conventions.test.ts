import {describe, expect, it} from 'vitest';
import {
  authProblems,
  errorProblems,
  graphqlAuthProblems,
  graphqlConfirmationProblems,
  graphqlEnumCasingProblems,
  graphqlErrorCodeProblems,
  graphqlExampleIdProblems,
  graphqlFiles,
  graphqlPaginationProblems,
  graphqlTransactionStatusProblems,
  idPatternProblems,
  idPrefixes,
  paginationProblems,
  restConfirmationProblems,
  restEnumCasingProblems,
  restExampleIdProblems,
  restFiles,
  transactionStatusProblems,
} from '../support/conventions';

/**
 * Every OpenAPI file in reference/rest and every SDL and examples file in reference/graphql follows the conventions of
 * src/data/conventions.ts. A failure names the file and the operation; tests/unit/conventionsChecks.test.ts shows each
 * check failing on a broken document.
 */

const rest = restFiles();
const graphql = graphqlFiles();
const prefixes = idPrefixes(rest);

describe('conventions: every REST API (reference/rest)', () => {
  it('reads all four OpenAPI files and the id prefixes they declare', () => {
    expect(rest.map((file) => file.api)).toEqual(['assets', 'engage', 'lease', 'pools']);
    expect([...prefixes]).toEqual(expect.arrayContaining(['ast', 'pool', 'prj', 'tx', 'lea', 'req']));
  });

  for (const file of rest) {
    describe(file.file, () => {
      it('answers errors as problem details, one code and status per situation', () => {
        expect(errorProblems(file)).toEqual([]);
      });
      it('spells state and kind enums in UPPER_SNAKE_CASE', () => {
        expect(restEnumCasingProblems(file)).toEqual([]);
      });
      it('has one transaction-status path and shape', () => {
        expect(transactionStatusProblems(file)).toEqual([]);
      });
      it('signs in, refreshes and takes API keys the same way', () => {
        expect(authProblems(file)).toEqual([]);
      });
      it('pages lists with limit and cursor', () => {
        expect(paginationProblems(file)).toEqual([]);
      });
      it('gives ids a prefix and a ULID in Crockford base32, in patterns and examples', () => {
        expect([...idPatternProblems(file), ...restExampleIdProblems(file, prefixes)]).toEqual([]);
      });
      it('shows each network’s confirmations from src/data/networks', () => {
        expect(restConfirmationProblems(file)).toEqual([]);
      });
    });
  }
});

describe('conventions: every GraphQL API (reference/graphql)', () => {
  it('reads the SDL of all four products', () => {
    expect(graphql.map((file) => file.api)).toEqual(['assets', 'cp-pools', 'engage', 'pools']);
  });

  for (const file of graphql) {
    describe(file.file, () => {
      it('spells every enum value in UPPER_SNAKE_CASE', () => {
        expect(graphqlEnumCasingProblems(file)).toEqual([]);
      });
      it('signs in and refreshes with the shared mutations', () => {
        expect(graphqlAuthProblems(file)).toEqual([]);
      });
      it('pages connections with first and after', () => {
        expect(graphqlPaginationProblems(file)).toEqual([]);
      });
      it('reports transaction status with the shared fields and states', () => {
        expect(graphqlTransactionStatusProblems(file)).toEqual([]);
      });
      it('names a missing contract role MISSING_ROLE', () => {
        expect(graphqlErrorCodeProblems(file)).toEqual([]);
      });
      it('uses well-formed ids and the networks’ confirmations in its examples', () => {
        expect([...graphqlExampleIdProblems(file, prefixes), ...graphqlConfirmationProblems(file)]).toEqual([]);
      });
    });
  }
});
