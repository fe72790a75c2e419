import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {RootContent, Table} from 'mdast';
import {loadReference} from '@site/plugins/reference/load';
import {
  isReference,
  operations,
  parametersOf,
  requestMediaOf,
  resolve,
  responsesOf,
} from '@site/plugins/reference/openapi/document';
import {restAnchor} from '@site/plugins/reference/items';
import {fieldRows, withSchemaNotes} from '@site/plugins/reference/openapi/schemaView';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';
import {docsDir} from '../../support/paths';
import {renderPage} from '../../support/renderPage';
import {inlineText} from '../../support/facts/prose';

const bundle = loadReference();

/** Every REST table row of every page, keyed `<api> <operation anchor>-<table> <name>`. */
async function renderedRows(): Promise<Map<string, string>> {
  const pages = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}))
    .filter(({source}) => source.includes('::openapi-operations'));
  const found = new Map<string, string>();
  for (const {file, source} of pages) {
    // Operation anchors are unique within an API: two APIs may both have `build-grant-role`.
    const apis = new Set([...source.matchAll(/::openapi-operations\{api="([^"]+)"/g)].map((match) => match[1]));
    if (apis.size !== 1) throw new Error(`${file}: expected the operations of one API, found ${[...apis].join(', ')}`);
    const [api] = apis;
    const tree = await renderPage(file, source);
    let section = '';
    for (const node of tree.children as RootContent[]) {
      if (node.type === 'heading') section = String((node.data?.hProperties as {id?: string} | undefined)?.id ?? '');
      if (node.type !== 'table' || !/-(parameters|request-body|response-body)$/.test(section)) continue;
      for (const row of (node as Table).children.slice(1)) {
        const cells = row.children.map(inlineText);
        found.set(`${api} ${section} ${cells[0]!.replaceAll('`', '')}`, cells.at(-1)!);
      }
    }
  }
  return found;
}

interface Row {
  doc: OpenApiDocument;
  where: string;
  /** The row's key in `renderedRows`. */
  key: string;
  schema: Schema;
}

/** Every parameter row and request or response field row each REST operation's tables should show. */
function rows(doc: OpenApiDocument, api: string): Row[] {
  return operations(doc).flatMap((entry) => {
    const at = `${api} ${entry.method.toUpperCase()} ${entry.path}`;
    const anchor = restAnchor(entry);
    const bodies = [
      ['request', 'request-body', requestMediaOf(doc, entry)?.media.schema],
      [
        'response',
        'response-body',
        responsesOf(doc, entry).find(([status]) => status.startsWith('2'))?.[1].content?.['application/json']?.schema,
      ],
    ] as const;
    return [
      ...parametersOf(doc, entry)
        .filter((parameter) => parameter.schema)
        .map((parameter) => ({
          doc,
          where: `${at} parameter ${parameter.name}`,
          key: `${api} ${anchor}-parameters ${parameter.name}`,
          schema: parameter.schema!,
        })),
      ...bodies.flatMap(([side, section, schema]) =>
        schema
          ? fieldRows(doc, schema).map((row) => ({
              doc,
              where: `${at} ${side} ${row.name}`,
              key: `${api} ${anchor}-${section} ${row.name}`,
              schema: row.schema,
            }))
          : [],
      ),
    ];
  });
}

const states = (text: string, value: number) =>
  [String(value), value.toLocaleString('en-US')].some((form) => new RegExp(`\\b${form}\\b`).test(text));

/**
 * What a row's own schema enforces that its rendered text leaves out, judged without the renderer's rules: every
 * allowed value in backticks (a shared type's too, and each of an array's items), the default with its value, every
 * bound above 0, and that items do not repeat. A shared type's limits (a `$ref`) are its data type row's to state.
 */
function unstated({doc, schema}: Row, text: string): string[] {
  const target = resolve<Schema>(doc, schema);
  const items = target.type === 'array' && target.items ? target.items : undefined;
  const values = [...(target.enum ?? []), ...(items ? (resolve<Schema>(doc, items).enum ?? []) : [])];
  const missing = values.filter((value) => !text.includes(`\`${String(value)}\``)).map((value) => `value ${value}`);
  const fallback = target.default;
  if (fallback !== undefined && !(/default/i.test(text) && text.includes(`\`${JSON.stringify(fallback)}\``)))
    missing.push(`default ${JSON.stringify(fallback)}`);
  if (isReference(schema)) return missing;
  const own = items && !isReference(items) ? [schema, items] : [schema];
  for (const part of own)
    for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
      const bound = part[key];
      // A pattern's field says its rule in words (patternDescriptions.test), lengths included.
      if (typeof bound !== 'number' || bound === 0 || (/Length/.test(key) && part.pattern)) continue;
      // A length or count given as "2 to 11 capital letters" or "up to 20" names its upper bound; the lower one may go.
      const upper = key === 'minLength' ? part.maxLength : key === 'minItems' ? part.maxItems : undefined;
      if (!states(text, bound) && !(upper !== undefined && states(text, upper))) missing.push(`${key} ${bound}`);
    }
  if (target.uniqueItems && !/repeat|distinct|unique/i.test(text)) missing.push('uniqueItems');
  return missing;
}

describe('REST parameter and field rows, as the pages render them', () => {
  let rendered: Map<string, string>;
  beforeAll(async () => {
    rendered = await renderedRows();
  }, 120_000);

  it('state the values, default and limits their own schema enforces', () => {
    const all = bundle.rest.flatMap((api) => rows(api.document, api.id));
    expect(all.length).toBeGreaterThan(3000);
    const problems = all.flatMap((row) => {
      const text = rendered.get(row.key);
      if (text === undefined) return [`${row.where}: no such row on any page`];
      return unstated(row, text).map((what) => `${row.where}: ${what} unstated`);
    });
    expect(problems).toEqual([]);
  });
});

describe('withSchemaNotes', () => {
  const doc = {openapi: '3.1.0', info: {title: 'Test', version: '1'}, paths: {}} as unknown as OpenApiDocument;

  it('adds what the schema allows after the description', () => {
    const schema: Schema = {type: 'integer', minimum: 1, maximum: 100, default: 20};
    expect(withSchemaNotes(doc, 'Results per page.', schema)).toBe('Results per page. Default `20`. From 1 to 100.');
  });

  it('gives way to a description that already says it', () => {
    const schema: Schema = {type: 'string', enum: ['BURN', 'TREASURY'], maxLength: 8};
    expect(withSchemaNotes(doc, 'Either `BURN` or `TREASURY`, at most 8 characters.', schema)).toBe(
      'Either `BURN` or `TREASURY`, at most 8 characters.',
    );
  });

  it('names an array of inline values one by one, with its size and repeats', () => {
    const schema: Schema = {type: 'array', items: {type: 'string', enum: ['a', 'b']}, minItems: 1, uniqueItems: true};
    expect(withSchemaNotes(doc, 'Features.', schema)).toBe(
      'Features. Each one of `a`, `b`. At least 1 item. No repeats.',
    );
  });
});
