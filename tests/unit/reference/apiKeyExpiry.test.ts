import {isInputObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {apiKeys} from '@site/src/data/conventions';
import {graphqlFiles, restFiles} from '../../support/conventions';

/**
 * Every product API creates the same organisation keys, so each states the one expiry limit of src/data on the
 * `expiresAt` it takes; review pass 100 found it in Assets REST alone.
 */
const limit = `at most ${apiKeys.maxLifetimeYears} years ahead`;

const restExpiries = restFiles().flatMap(({file, doc}) => {
  const request = doc.components?.schemas?.CreateApiKeyRequest;
  const expiresAt = request?.properties?.expiresAt;
  return request ? [[file, expiresAt && 'description' in expiresAt ? (expiresAt.description ?? '') : '']] : [];
});

const graphqlExpiries = graphqlFiles().flatMap(({file, schema}) => {
  const input = schema.getType('CreateApiKeyInput');
  return isInputObjectType(input) ? [[file, input.getFields().expiresAt?.description ?? '']] : [];
});

describe(`a new API key's expiresAt is ${limit} on every API that creates keys`, () => {
  it('the APIs that create keys: Assets, Pools and Engage, in REST and GraphQL', () => {
    expect([restExpiries.length, graphqlExpiries.length]).toEqual([3, 3]);
  });

  it.each([...restExpiries, ...graphqlExpiries])('%s', (_file, description) => {
    expect(description).toContain(limit);
  });
});
