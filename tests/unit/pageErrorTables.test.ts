import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getNamedType, isInputObjectType, isObjectType, type GraphQLField} from 'graphql';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {operations, parametersOf} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {findPlacements} from '@site/plugins/reference/placements';
import {everyEndpointProblemCodes} from '@site/src/data/conventions';
import {errorExampleCodes} from '../support/errorExampleCodes';
import {errorsSentenceCodes} from '../support/errorsSentence';
import {docsDir} from '../support/paths';

/**
 * A page's errors table promises the codes its operations answer, besides the ones any endpoint may answer
 * (`<Fact of="everyEndpointCodes" />`) and the not-found code of an id the request names. So it lists every other
 * code the reference gives those operations: REST in their error examples, GraphQL in the fields' "Errors:"
 * sentences. A reader found the mixer's `409 SYMBOL_TAKEN` missing, and the same gap was on twelve more pages.
 */

/** `assetId` → `ASSET_NOT_FOUND`: the code an unknown id answers. */
const notFoundOf = (name: string) => `${name.replace(/Id$/, '').replace(/[A-Z]/g, '_$&').toUpperCase()}_NOT_FOUND`;

/** A code the reference gives a page's operations: where, and whether the table may leave it out. */
interface Answered {
  where: string[];
  /** Any endpoint may answer it, or it is the not-found code of an id the request names. */
  generic: boolean;
}

/** Whether `code` is the not-found code of one of `ids`: `POOL_NOT_FOUND`, or a product's `CP_POOL_NOT_FOUND`. */
const notFoundOfAny = (code: string, ids: Set<string>) => [...ids].some((id) => code === id || code.endsWith(`_${id}`));

function note(codes: Map<string, Answered>, code: string, where: string, ids: Set<string>): void {
  const generic = everyEndpointProblemCodes.includes(code) || notFoundOfAny(code, ids);
  const known = codes.get(code);
  codes.set(code, {where: [...(known?.where ?? []), where], generic: generic && (known?.generic ?? true)});
}

/** Adds the codes the error examples of one tag's REST operations show, with the operations that show each. */
function restCodes(codes: Map<string, Answered>, document: OpenApiDocument, tag: string): void {
  for (const entry of operations(document).filter((operation) => operation.tag === tag)) {
    const pathIds = new Set(
      parametersOf(document, entry)
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => notFoundOf(parameter.name)),
    );
    for (const {status, code} of errorExampleCodes(document, entry))
      note(codes, code, `${entry.method.toUpperCase()} ${entry.path}`, status === '404' ? pathIds : new Set<string>());
  }
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

/** A problem code in backticks: capitals with at least one underscore. */
const codePattern = /`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g;

/**
 * Every GraphQL problem code: those the "Errors:" sentences and the root types' descriptions name. A status
 * (`MIN_APR_NOT_MET`, a transaction's `NOT_FOUND`) or a role (`POOL_ADMIN_ROLE`) in a description is none.
 */
const graphqlProblemCodes = new Set(
  [...graphqlApis.values()].flatMap(({schema}) =>
    Object.values(schema.getTypeMap()).flatMap((type) => {
      if (!isObjectType(type) || type.name.startsWith('__')) return [];
      const root = [schema.getQueryType(), schema.getMutationType()].includes(type);
      const shared = root ? [...(type.description ?? '').matchAll(codePattern)].map(([, code]) => code!) : [];
      return [...shared, ...Object.values(type.getFields()).flatMap((field) => errorsSentenceCodes(field.description))];
    }),
  ),
);

/** Adds the codes the fields of one examples group name in their "Errors:" sentences, with the fields naming each. */
function graphqlCodes(codes: Map<string, Answered>, apiId: string, group: string): void {
  const api = graphqlApis.get(apiId)!;
  for (const {field: name} of api.examples.groups.find((candidate) => candidate.id === group)!.operations) {
    const [typeName, fieldName] = name.split('.') as [string, string];
    const type = api.schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${name}: no such field`);
    const field = type.getFields()[fieldName]!;
    const ids = argumentIds(field);
    for (const code of errorsSentenceCodes(field.description)) note(codes, code, fieldName, ids);
    // The root type's description gives the builders of its resource (an asset, a pool: a builder that takes its id)
    // their shared codes; a builder of drafts answers `…_NOT_DRAFT` in place of `…_NOT_ACTIVE`.
    const shared = [...(type.description ?? '').matchAll(codePattern)].map(([, code]) => code!);
    const forDrafts = /`[A-Z]+_NOT_DRAFT`/.test(field.description ?? '');
    if (fieldName.startsWith('build') && shared.some((code) => code.endsWith('_NOT_FOUND') && notFoundOfAny(code, ids)))
      for (const code of shared)
        if (!code.endsWith(forDrafts ? '_NOT_ACTIVE' : '_NOT_DRAFT')) note(codes, code, fieldName, ids);
    // Codes the field's description names outside its "Errors:" sentence may be listed, but need not be.
    for (const [, code] of (field.description ?? '').matchAll(codePattern))
      if (graphqlProblemCodes.has(code!) && !codes.has(code!)) note(codes, code!, fieldName, new Set([code!]));
  }
}

/** The header of an errors table: its first column names the code. */
const errorTableHeader = /^\| (?:Code|`extensions\.code`) \|/;

/** The errors tables of a page, each with the prose between its section's heading and it; fenced code is left out. */
function errorTables(source: string): {lead: string; rows: string[][]}[] {
  const tables: {lead: string; rows: string[][]}[] = [];
  let lead: string[] = [];
  let table: string[][] | undefined;
  for (const line of source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').split('\n')) {
    if (line.startsWith('#')) lead = [];
    if (!line.startsWith('|')) {
      table = undefined;
      lead.push(line);
    } else if (errorTableHeader.test(line)) {
      table = [];
      tables.push({lead: lead.join(' '), rows: table});
    } else table?.push(line.split('|').slice(1, -1));
  }
  return tables;
}

const inBackticks = (text: string) => [...text.matchAll(/`(?:\d{3} )?([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);

/**
 * The codes an errors table lists: those in the first cell of its rows, and those a sentence between its section's
 * heading and the table says the operations also answer ("Every builder can also answer `ASSET_NOT_FOUND`, …").
 */
function listedCodes(source: string): Set<string> {
  const codes = new Set<string>();
  for (const {lead, rows} of errorTables(source)) {
    // Prose lists codes in a sentence that says the operations also answer them ("Every builder can also answer").
    for (const sentence of lead.split(/(?<=\.)\s+/))
      if (/\b(?:can|may) also answer\b/.test(sentence))
        for (const code of inBackticks(sentence)) if (code.includes('_')) codes.add(code);
    for (const [first = ''] of rows) for (const code of inBackticks(first)) codes.add(code);
  }
  return codes;
}

/** Whether the page has an errors table: one whose first header cell names the code. */
const hasErrorTable = (source: string) => source.split('\n').some((line) => errorTableHeader.test(line));

const restApis = new Map(loadRest().map((api) => [api.id, api.document]));
const allPlacements = findPlacements(docsDir);
const placements = allPlacements.filter(
  (placement) => placement.name === 'openapi-operations' || placement.name === 'graphql-operations',
);
/** Pages that render their API's whole catalogue (the lease API page) keep a table of the codes met most. */
const withCatalogue = new Set(allPlacements.filter(({name}) => name === 'openapi-errors').map(({file}) => file));
const operationPages = [...new Set(placements.map((placement) => placement.file))]
  .filter((file) => !withCatalogue.has(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}));
const pages = operationPages.filter(({source}) => hasErrorTable(source));

/** Every code the reference gives the operations a page renders, merged over its directives. */
function answeredOn(file: string): Map<string, Answered> {
  const codes = new Map<string, Answered>();
  for (const {name, attributes} of placements.filter((placement) => placement.file === file))
    if (name === 'openapi-operations') restCodes(codes, restApis.get(attributes.api!)!, attributes.tag!);
    else graphqlCodes(codes, attributes.api!, attributes.group!);
  return codes;
}

describe("a REST or GraphQL page's errors table", () => {
  it('is on every page of operations but the authentication pages, which link to the sign-in errors', () => {
    const without = operationPages.filter(({source}) => !hasErrorTable(source));
    expect(without.map(({file}) => file).filter((file) => !file.endsWith('/authentication.mdx'))).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pages)('$file lists every code its operations answer beyond the generic ones', ({file, source}) => {
    const listed = listedCodes(source);
    const missing = [...answeredOn(file)]
      .filter(([code, {generic}]) => !generic && !listed.has(code))
      .map(([code, {where}]) => `${code} (${where.join(', ')})`);
    expect(missing.join('; '), `${file}: codes the errors table leaves out`).toBe('');
  });

  it.each(pages)('$file lists only codes its operations answer, or ones any endpoint may', ({file, source}) => {
    const answered = answeredOn(file);
    const extra = [...listedCodes(source)].filter(
      (code) => !answered.has(code) && !everyEndpointProblemCodes.includes(code),
    );
    expect(extra, `${file}: codes no operation of the page answers`).toEqual([]);
  });

  it.each(
    pages.filter(({file}) => placements.some((item) => item.file === file && item.name === 'openapi-operations')),
  )('$file says which codes its REST errors table leaves out', ({source}) => {
    const lead = source.split('\n## Errors on this page\n')[1]?.split('\n|')[0];
    expect(lead, 'a REST page has a section "## Errors on this page"').toBeDefined();
    expect(lead).toContain('<Fact of="everyEndpointCodes" />');
  });
});

/**
 * The rows of a GraphQL page's errors table that name the page's operations in their "When" cell, with the codes of
 * each row: `| ASSET_NOT_ACTIVE | buildRegisterIdentity or buildDeleteIdentity for … |`.
 */
function rowsNamingOperations(source: string, operationNames: Set<string>): {codes: string[]; named: string[]}[] {
  return errorTables(source).flatMap(({rows}) =>
    rows
      .map(([first = '', when = '']) => ({
        codes: inBackticks(first),
        named: [...when.matchAll(/`(\w+)`/g)].map((match) => match[1]!).filter((name) => operationNames.has(name)),
      }))
      .filter(({named}) => named.length > 0),
  );
}

describe("a GraphQL page's errors table row that names operations", () => {
  const graphqlPages = pages.filter(({file}) =>
    placements.some((item) => item.file === file && item.name === 'graphql-operations'),
  );

  it('are found on the GraphQL pages', () => {
    const rows = graphqlPages.flatMap(({file, source}) =>
      rowsNamingOperations(source, new Set([...answeredOn(file).values()].flatMap(({where}) => where))),
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(graphqlPages)('$file gives each code to an operation whose "Errors:" sentence names it', ({file, source}) => {
    const answered = answeredOn(file);
    const operationNames = new Set([...answered.values()].flatMap(({where}) => where));
    const wrong = rowsNamingOperations(source, operationNames).flatMap(({codes, named}) =>
      codes
        .filter((code) => !everyEndpointProblemCodes.includes(code))
        .filter((code) => !named.some((name) => answered.get(code)?.where.includes(name)))
        .map((code) => `${code} (${named.join(', ')})`),
    );
    expect(wrong, `${file}: codes a row gives operations whose reference does not name them`).toEqual([]);
  });
});
