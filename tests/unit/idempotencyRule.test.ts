import {isInputObjectType, isObjectType, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {idempotency} from '@site/src/data/conventions';
import {restFiles} from '../support/conventions';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';

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

/**
 * A key replays the first answer for the same request (method, path and body), and a different request under it,
 * another path included, answers IDEMPOTENCY_KEY_REUSED: a rule worded as "the same key and body" let a DELETE of
 * another file, whose body is as empty as the first, read as a replay (review pass 100).
 */
const bodyOnlyMatch = /same key(?:,| and| with)(?: the)? same body|same key (?:and|with a different) body/i;

export function bodyOnlyRules(files: RepoFile[]): string[] {
  return files.flatMap(({file, text}) =>
    text.split('\n').flatMap((line, index) => (bodyOnlyMatch.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

describe('pages and the reference match a key on the request, not on the body alone', () => {
  it('finds the wordings it replaced', () => {
    const old = [
      '| The same key and body within a day | Replays |',
      '| The same key with a different body | `422` |',
      'the same key with the same body replays the first response',
      '**Same action, same key, same body.**',
    ];
    expect(bodyOnlyRules(old.map((text, index) => ({file: `x${index}`, text})))).toEqual([
      'x0:1',
      'x1:1',
      'x2:1',
      'x3:1',
    ]);
  });

  it('holds for every page, post, reference file and src/data', () => {
    const files = [
      ...pageFiles(),
      ...readRepoFiles('reference', (file) => currentReference(file) && /\.(yaml|graphql|sol)$/.test(file)),
      ...readRepoFiles('src/data', (file) => file.endsWith('.ts')),
    ];
    expect(bodyOnlyRules(files)).toEqual([]);
  });
});
