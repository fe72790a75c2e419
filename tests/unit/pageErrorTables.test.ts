import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getNamedType, isInputObjectType, isObjectType, type GraphQLField} from 'graphql';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {examplesOf, operations, parametersOf, responsesOf} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {findPlacements} from '@site/plugins/reference/placements';
import {everyEndpointProblemCodes} from '@site/src/data/conventions';
import {docsDir} from '../support/paths';

/**
 * A page's errors table promises the codes its operations answer, besides the ones any endpoint may answer
 * (`<Fact of="everyEndpointCodes" />`) and the not-found code of an id the request names. So it lists every other
 * code the reference gives those operations: REST in their error examples, GraphQL in the fields' "Errors:"
 * sentences. A reader found the mixer's `409 SYMBOL_TAKEN` missing, and the same gap was on twelve more pages.
 */

/** `assetId` → `ASSET_NOT_FOUND`: the code an unknown id answers. */
const notFoundOf = (name: string) => `${name.replace(/Id$/, '').replace(/[A-Z]/g, '_$&').toUpperCase()}_NOT_FOUND`;

/** Adds `where` under `code` unless any endpoint may answer the code or it is the not-found code of a named id. */
function note(codes: Map<string, string[]>, code: string, where: string, ids: Set<string>): void {
  if (everyEndpointProblemCodes.includes(code) || ids.has(code)) return;
  codes.set(code, [...(codes.get(code) ?? []), where]);
}

/** The codes the error examples of one tag's REST operations show, with the operations that show each. */
function restCodes(document: OpenApiDocument, tag: string): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const entry of operations(document).filter((operation) => operation.tag === tag)) {
    const pathIds = new Set(
      parametersOf(document, entry)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => notFoundOf(parameter.name)),
    );
    for (const [status, response] of responsesOf(document, entry)) {
      if (!/^[45]/.test(status)) continue;
      for (const media of Object.values(response.content ?? {}))
        for (const [, example] of examplesOf(document, media)) {
          const code = (example.value as {code?: unknown} | undefined)?.code;
          const ids = status === '404' ? pathIds : new Set<string>();
          if (typeof code === 'string') note(codes, code, `${entry.method.toUpperCase()} ${entry.path}`, ids);
        }
    }
  }
  return codes;
}

/**
 * The codes the "Errors:" sentence of a field's description names: the names in backticks after "Errors:", a comma,
 * a semicolon, "and" or "otherwise", as tests/unit/reference/graphqlErrorCodes.test.ts reads them.
 */
function errorsSentenceCodes(field: GraphQLField<unknown, unknown>): string[] {
  const description = field.description ?? '';
  const start = description.indexOf('Errors:');
  if (start < 0) return [];
  const sentence = description.slice(start).split(/\.(?=\s+[A-Z]|\s*$)/)[0]!;
  return [...sentence.matchAll(/(?:Errors:|[,;]|\band|\botherwise)\s+`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!);
}

/** The ids a field's arguments name, its input object's fields included, as their not-found codes. */
function argumentIds(field: GraphQLField<unknown, unknown>): Set<string> {
  const names = field.args.flatMap((argument) => {
    const type = getNamedType(argument.type);
    return [argument.name, ...(isInputObjectType(type) ? Object.keys(type.getFields()) : [])];
  });
  return new Set(names.map(notFoundOf));
}

const graphqlApis = new Map(loadGraphql().map((api) => [api.id, api]));

/** The codes the fields of one examples group name in their "Errors:" sentences, with the fields naming each. */
function graphqlCodes(apiId: string, group: string): Map<string, string[]> {
  const api = graphqlApis.get(apiId)!;
  const codes = new Map<string, string[]>();
  for (const {field: name} of api.examples.groups.find((candidate) => candidate.id === group)!.operations) {
    const [typeName, fieldName] = name.split('.') as [string, string];
    const type = api.schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${name}: no such field`);
    const field = type.getFields()[fieldName]!;
    for (const code of errorsSentenceCodes(field)) note(codes, code, fieldName, argumentIds(field));
  }
  return codes;
}

/** Every code in the first cell of a table row outside fenced code. */
function listedCodes(source: string): Set<string> {
  const withoutFences = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const firstCells = [...withoutFences.matchAll(/^\|([^|]*)\|/gm)].map((match) => match[1]!);
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`(?:\d{3} )?([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)));
}

/** Whether the page has an errors table: one whose first header cell names the code. */
const hasErrorTable = (source: string) => /^\| (?:Code|`extensions\.code`|Error code) \|/m.test(source);

const restApis = new Map(loadRest().map((api) => [api.id, api.document]));
const allPlacements = findPlacements(docsDir);
const placements = allPlacements.filter(
  (placement) => placement.name === 'openapi-operations' || placement.name === 'graphql-operations',
);
/** Pages that render their API's whole catalogue (the lease API page) keep a table of the codes met most. */
const withCatalogue = new Set(allPlacements.filter(({name}) => name === 'openapi-errors').map(({file}) => file));
const pages = [...new Set(placements.map((placement) => placement.file))]
  .filter((file) => !withCatalogue.has(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}))
  .filter(({source}) => hasErrorTable(source));

describe("a REST or GraphQL page's errors table", () => {
  it('is found on the task pages of both APIs', () => {
    expect(pages.filter(({file}) => file.includes('restfulApi')).length).toBeGreaterThanOrEqual(20);
    expect(pages.filter(({file}) => file.includes('graphqlApi')).length).toBeGreaterThanOrEqual(15);
  });

  it.each(pages)(
    '$file lists every code its operations answer beyond the ones every endpoint may',
    ({file, source}) => {
      const listed = listedCodes(source);
      const missing = placements
        .filter((placement) => placement.file === file)
        .flatMap(({name, attributes}) =>
          name === 'openapi-operations'
            ? [...restCodes(restApis.get(attributes.api!)!, attributes.tag!)]
            : [...graphqlCodes(attributes.api!, attributes.group!)],
        )
        .filter(([code]) => !listed.has(code))
        .map(([code, where]) => `${code} (${where.join(', ')})`);
      expect(missing.join('; '), `${file}: codes the errors table leaves out`).toBe('');
    },
  );
});
