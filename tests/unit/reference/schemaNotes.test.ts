import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {
  isReference,
  operations,
  parametersOf,
  requestMediaOf,
  resolve,
  responsesOf,
} from '@site/plugins/reference/openapi/document';
import {fieldRows, withSchemaNotes} from '@site/plugins/reference/openapi/schemaView';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';

const bundle = loadReference();

interface Row {
  doc: OpenApiDocument;
  where: string;
  schema: Schema;
  text: string;
}

/** Every parameter row and request or response field row of every REST operation, as its table shows it. */
function rows(doc: OpenApiDocument, api: string): Row[] {
  return operations(doc).flatMap((entry) => {
    const at = `${api} ${entry.method.toUpperCase()} ${entry.path}`;
    const bodies = [
      ['request', requestMediaOf(doc, entry)?.media.schema],
      [
        'response',
        responsesOf(doc, entry).find(([status]) => status.startsWith('2'))?.[1].content?.['application/json']?.schema,
      ],
    ] as const;
    return [
      ...parametersOf(doc, entry)
        .filter((parameter) => parameter.schema)
        .map((parameter) => ({
          doc,
          where: `${at} parameter ${parameter.name}`,
          schema: parameter.schema!,
          text: withSchemaNotes(doc, parameter.description ?? '', parameter.schema),
        })),
      ...bodies.flatMap(([side, schema]) =>
        schema
          ? fieldRows(doc, schema).map((row) => ({
              doc,
              where: `${at} ${side} ${row.name}`,
              schema: row.schema,
              text: row.description,
            }))
          : [],
      ),
    ];
  });
}

const states = (text: string, value: number) =>
  [String(value), value.toLocaleString('en-US')].some((form) => new RegExp(`\\b${form}\\b`).test(text));

/**
 * What a row's own schema enforces that its text leaves out, judged without the renderer's rules: every allowed value
 * in backticks, the default, every bound above 0, and that items do not repeat. A shared type's limits (a `$ref`) are
 * its data type row's to state; its allowed values are the row's.
 */
function unstated({doc, schema, text}: Row): string[] {
  const target = resolve<Schema>(doc, schema);
  const items = target.type === 'array' && target.items ? target.items : undefined;
  const values = [...(target.enum ?? []), ...(items && !isReference(items) ? (items.enum ?? []) : [])];
  const missing = values.filter((value) => !text.includes(`\`${String(value)}\``)).map((value) => `value ${value}`);
  if (target.default !== undefined && !/default/i.test(text)) missing.push('default');
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

describe('REST parameter and field rows', () => {
  it('state the values, default and limits their own schema enforces', () => {
    const all = bundle.rest.flatMap((api) => rows(api.document, api.id));
    expect(all.length).toBeGreaterThan(1000);
    const problems = all.flatMap((row) => unstated(row).map((what) => `${row.where}: ${what} unstated`));
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
