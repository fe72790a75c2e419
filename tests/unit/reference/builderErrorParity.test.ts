import {describe, expect, it} from 'vitest';
import {isObjectType, type GraphQLObjectType} from 'graphql';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {operations} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {everyEndpointProblemCodes} from '@site/src/data/conventions';
import {errorExampleCodes} from '../../support/errorExampleCodes';
import {errorsSentenceCodes} from '../../support/errorsSentence';

/**
 * An operation that a product's REST and GraphQL APIs both have (the REST operationId is the GraphQL field's name,
 * `buildRegisterIdentity`) refuses the same conditions with the same codes in both. Reviews kept finding a refusal
 * one API documented and the other did not (identity registration while the ONCHAINID deploys, a basket quote of 0,
 * the registry agent's MISSING_ROLE); this compares the codes each API names for every such pair. Codes any endpoint
 * may answer and not-found codes (the APIs name ids differently) are left out.
 */

/** A problem code in backticks: capitals with at least one underscore. */
const codePattern = /`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g;

const isSpecific = (code: string) => !everyEndpointProblemCodes.includes(code) && !code.endsWith('_NOT_FOUND');

/** The codes a REST operation's error examples show, by operationId. */
function restCodesById(document: OpenApiDocument): Map<string, Set<string>> {
  const byId = new Map<string, Set<string>>();
  for (const entry of operations(document)) {
    if (!entry.operation.operationId) continue;
    byId.set(entry.operation.operationId, new Set(errorExampleCodes(document, entry).map(({code}) => code)));
  }
  return byId;
}

/**
 * The specific codes only one side names. A GraphQL builder also answers the codes its root type's description gives
 * every builder (`MISSING_ROLE`, `ASSET_NOT_ACTIVE`), so REST may name those without the field repeating them.
 */
export function codeDifferences(
  rest: Iterable<string>,
  graphqlField: readonly string[],
  graphqlShared: readonly string[],
): {restOnly: string[]; graphqlOnly: string[]} {
  const restSet = new Set([...rest].filter(isSpecific));
  const graphql = new Set([...graphqlField, ...graphqlShared]);
  return {
    restOnly: [...restSet].filter((code) => !graphql.has(code)).sort(),
    graphqlOnly: graphqlField.filter((code) => isSpecific(code) && !restSet.has(code)).sort(),
  };
}

const rootShared = (type: GraphQLObjectType) => [...(type.description ?? '').matchAll(codePattern)].map(([, c]) => c!);

interface Pair {
  api: string;
  name: string;
  rest: Set<string>;
  field: string[];
  shared: string[];
}

const restApis = new Map(loadRest().map((api) => [api.id, api.document]));
const pairs: Pair[] = loadGraphql().flatMap((api) => {
  const document = restApis.get(api.id);
  if (!document) return [];
  const rest = restCodesById(document);
  return [api.schema.getQueryType(), api.schema.getMutationType()].flatMap((type) => {
    if (!type || !isObjectType(type)) return [];
    return Object.values(type.getFields())
      .filter((field) => rest.has(field.name))
      .map((field) => ({
        api: api.id,
        name: field.name,
        rest: rest.get(field.name)!,
        field: errorsSentenceCodes(field.description),
        shared: field.name.startsWith('build') ? rootShared(type) : [],
      }));
  });
});

describe('an operation both APIs have', () => {
  it('is found in every product with both APIs, builders and reads', () => {
    expect(new Set(pairs.map(({api}) => api))).toEqual(new Set(['assets', 'engage', 'pools']));
    expect(pairs.length).toBeGreaterThanOrEqual(50);
    expect(pairs.some(({name}) => name.startsWith('build'))).toBe(true);
    expect(pairs.some(({name}) => !name.startsWith('build'))).toBe(true);
  });

  it.each(pairs.map((pair) => [`${pair.api} ${pair.name}`, pair] as const))(
    '%s names the same specific error codes in REST and GraphQL',
    (_, {rest, field, shared}) => {
      expect(codeDifferences(rest, field, shared)).toEqual({restOnly: [], graphqlOnly: []});
    },
  );
});

describe('the parity check catches mistakes', () => {
  it('reports a code only REST names, and one only the GraphQL field names', () => {
    expect(
      codeDifferences(['STATE_UNCHANGED', 'MISSING_ROLE', 'ASSET_NOT_FOUND'], ['CLAIMS_MISSING', 'MISSING_ROLE'], []),
    ).toEqual({restOnly: ['STATE_UNCHANGED'], graphqlOnly: ['CLAIMS_MISSING']});
  });

  it("takes a builder's shared codes from its root type, but not the other way round", () => {
    expect(codeDifferences(['MISSING_ROLE'], [], ['MISSING_ROLE', 'ASSET_NOT_ACTIVE'])).toEqual({
      restOnly: [],
      graphqlOnly: [],
    });
  });

  it('leaves out codes any endpoint may answer and not-found codes', () => {
    expect(codeDifferences(['FORBIDDEN', 'POOL_NOT_FOUND'], ['CP_POOL_NOT_FOUND'], [])).toEqual({
      restOnly: [],
      graphqlOnly: [],
    });
  });
});
