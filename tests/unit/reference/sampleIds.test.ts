import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {examplesOf, operations, responsesOf, type OperationEntry} from '@site/plugins/reference/openapi/document';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {requestSample} from '@site/plugins/reference/openapi/samples/request';

/**
 * A generated sample (cURL, SDK, collections, Try it) asks for the resource its path and query parameters' examples
 * name; the response printed under it must be about that resource. A review found ten Assets operations whose shared
 * `assetId` example (HSIF) sent AUR's, SGLD's, ARS's and HSLF's requests to HSIF. Here every id a sample sends is
 * compared with the ids the operation's own success example states: a property of the same name (`assetId`), or the
 * example's own `id` when the parameter names the resource itself (`/assets/{assetId}` answers an asset whose `id`
 * has the same prefix); in a list, every item.
 */

type Json = Record<string, unknown>;
const idPattern = /^([a-z]+)_[0-9A-HJKMNP-TV-Z]{26}$/;

/** The objects a success example describes: the example itself, or each item of its `data` list. */
function describedObjects(value: unknown): Json[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const object = value as Json;
  return Array.isArray(object.data)
    ? (object.data.filter((item) => item && typeof item === 'object') as Json[])
    : [object];
}

function mismatches(doc: OpenApiDocument, entry: OperationEntry, file: string): string[] {
  const sample = requestSample(doc, entry);
  const sent = [...sample.path.matchAll(/\/([a-z]+_[0-9A-HJKMNP-TV-Z]{26})(?=\/|$)/g)].map((match) => match[1]!);
  const pathNames = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const ids = [
    ...pathNames.map((name, index) => ({name, value: sent[index], in: 'path'})),
    ...sample.query.map(([name, value]) => ({name, value: String(value), in: 'query'})),
  ].filter((id): id is {name: string; value: string; in: string} => Boolean(id.value && idPattern.test(id.value)));
  const success = responsesOf(doc, entry).find(([status]) => status.startsWith('2'))?.[1];
  const examples = examplesOf(doc, success?.content?.['application/json']);
  // The last id in the path names the resource the operation is about (`/assets/{assetId}`): the example's own `id`.
  const resource = ids.filter((id) => id.in === 'path').at(-1);
  const problems: string[] = [];
  for (const [exampleName, example] of examples) {
    for (const object of describedObjects(example.value)) {
      for (const id of ids) {
        const prefix = idPattern.exec(id.value)![1]!;
        const ownId = id === resource && typeof object.id === 'string' && object.id.startsWith(`${prefix}_`);
        const stated = object[id.name] ?? (ownId ? object.id : undefined);
        if (typeof stated === 'string' && idPattern.test(stated) && stated !== id.value)
          problems.push(
            `${file} ${entry.method.toUpperCase()} ${entry.path}: the sample sends ${id.name} ${id.value}, its example "${exampleName}" is about ${stated}`,
          );
      }
    }
  }
  for (const [exampleName, example] of examples) {
    const page = example.value as {data?: unknown; nextCursor?: unknown} | undefined;
    if (!page || !Array.isArray(page.data)) continue;
    // A list answers only items its query's filters match, and a page shorter than `limit` is the last one.
    for (const [name, value] of sample.query) {
      if (name === 'limit') {
        if (page.data.length < Number(value) && page.nextCursor)
          problems.push(
            `${file} ${entry.method.toUpperCase()} ${entry.path}: the sample asks for ${value} items, its example "${exampleName}" has ${page.data.length} and a nextCursor`,
          );
        continue;
      }
      for (const item of describedObjects(page)) {
        const stated = item[name];
        if (typeof stated !== 'string' && typeof stated !== 'number') continue;
        if (String(stated).toLowerCase() !== String(value).toLowerCase())
          problems.push(
            `${file} ${entry.method.toUpperCase()} ${entry.path}: the sample filters ${name}=${value}, its example "${exampleName}" lists an item with ${name} ${stated}`,
          );
      }
    }
  }
  return [...new Set(problems)];
}

describe('generated samples ask for the resource their example response is about', () => {
  const apis = loadReference().rest;

  it('finds ids to compare', () => {
    const compared = apis.flatMap((api) => operations(api.document)).filter((entry) => /\{\w+Id\}/.test(entry.path));
    expect(compared.length).toBeGreaterThan(50);
  });

  for (const api of apis)
    it(api.file, () => {
      expect(operations(api.document).flatMap((entry) => mismatches(api.document, entry, api.file))).toEqual([]);
    });

  it('names the mismatch the review found (a cap change sent to HSIF, answered about AUR)', () => {
    const assets = apis.find((api) => api.id === 'assets')!;
    const doc = structuredClone(assets.document);
    const entry = operations(doc).find((candidate) => candidate.operation.operationId === 'buildSetCap')!;
    // The shared parameter's example, as the ten operations had it: an operation's own parameter wins a name clash.
    const hsif = {
      name: 'assetId',
      in: 'path',
      required: true,
      schema: {type: 'string'},
      example: 'ast_01JC4W9E2H6K8N1Q3S5V7X9Z0B',
    };
    entry.operation.parameters = [...(entry.operation.parameters ?? []), hsif] as typeof entry.operation.parameters;
    expect(mismatches(doc, entry, assets.file)).toEqual([
      expect.stringMatching(
        /buildSetCap|\/cap: the sample sends assetId ast_01JC4W9E2H6K8N1Q3S5V7X9Z0B, its example .* is about ast_01JB7T3F8R2D6G9K4M1P5S8V2Y/,
      ),
    ]);
  });
});
