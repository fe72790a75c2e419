import {isInputObjectType, isObjectType, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {idempotency} from '@site/src/data/conventions';
import {restFiles} from '../support/conventions';

/**
 * Every REST API states the one idempotency rule of src/data on its key header, the answers the key does not keep
 * included: without that, "retry a 429 or a 5xx under the same key" read as a replay of the 429 (review pass 75).
 */
describe('the Idempotency-Key header of every REST API states which answers the key does not keep', () => {
  it.each(restFiles().map((rest) => [rest.file, rest] as const))('%s', (_file, rest) => {
    const header = Object.values(rest.doc.components?.parameters ?? {}).find(
      (parameter) => 'name' in parameter && parameter.name === idempotency.header,
    );
    expect(header && 'description' in header ? header.description : '').toContain(idempotency.notKept);
  });
});

/** Descriptions of every `idempotencyKey` argument or input field of a schema, by their coordinates. */
function keyDescriptions(schema: GraphQLSchema): [string, string][] {
  return Object.values(schema.getTypeMap()).flatMap((type) => {
    if (isObjectType(type))
      return Object.values(type.getFields()).flatMap((field) =>
        field.args
          .filter((arg) => arg.name === 'idempotencyKey')
          .map((arg): [string, string] => [`${type.name}.${field.name}(idempotencyKey)`, arg.description ?? '']),
      );
    if (isInputObjectType(type))
      return Object.values(type.getFields())
        .filter((field) => field.name === 'idempotencyKey')
        .map((field): [string, string] => [`${type.name}.idempotencyKey`, field.description ?? '']);
    return [];
  });
}

describe('every GraphQL idempotencyKey states the same rule, in codes', () => {
  const keys = loadReference().graphql.flatMap(({schemaFile, schema}) =>
    keyDescriptions(schema).map(([where, description]) => [`${schemaFile} ${where}`, description] as const),
  );

  it('the schemas take keys (CP Pools takes none)', () => {
    expect(keys.length).toBeGreaterThanOrEqual(6);
  });

  it.each(keys)('%s', (_where, description) => {
    expect(description).toContain(idempotency.notKeptGraphql);
  });
});
