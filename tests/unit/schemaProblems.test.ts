import {beforeAll, describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {explorerOperations} from '@site/plugins/reference/openapi/explorer';
import {explorerFormats} from '@site/plugins/reference/openapi/explorerFormats';
import {operationSchemas, validatorModuleWriter} from '@site/plugins/reference/openapi/validatorModule';
import {schemaProblems} from '@site/src/lib/apiMock/schemaProblems';
import type {JsonSchema, SchemaCheck} from '@site/src/lib/apiMock/types';
import {importValidators} from '../support/explorerValidators';

/** A schema's name is its validator's export name, so an identifier: `format_date_time`. */
const formatCase = (format: string) => `format_${format.replace(/-/g, '_')}`;

/** The explorer's words for each rule a value breaks, from the validators the build generates. */
const schemas: Record<string, JsonSchema> = {
  amount: {type: 'string', pattern: '^(0|[1-9][0-9]*)$', 'x-type': 'Amount'},
  note: {type: 'string', minLength: 1, maxLength: 4},
  code: {type: 'string', minLength: 3},
  slug: {type: 'string', pattern: '^[a-z]+$'},
  // A keyword the explorer does not word.
  step: {type: 'number', multipleOf: 5} as JsonSchema,
  settings: {type: 'object', minProperties: 1},
  side: {enum: ['buy', 'sell']},
  status: {type: 'string', enum: ['open', 'closed'], 'x-type': 'Status'},
  kind: {const: 'lease'},
  day: {type: 'string', format: 'date'},
  rate: {type: 'integer', minimum: 1, maximum: 10},
  tags: {type: 'array', items: {type: 'string'}, minItems: 1, maxItems: 2, uniqueItems: true},
  order: {
    type: 'object',
    required: ['amount'],
    properties: {amount: {type: 'string', pattern: '^[0-9]+$', 'x-type': 'Amount'}, side: {enum: ['buy', 'sell']}},
    additionalProperties: false,
    maxProperties: 2,
  },
  amountOrMax: {oneOf: [{type: 'string', pattern: '^[0-9]+$', 'x-type': 'Amount'}, {type: 'boolean'}]},
  either: {oneOf: [{type: 'number'}, {type: 'integer'}]},
  anyShape: {
    anyOf: [
      {type: 'string', 'x-type': 'Address'},
      {type: 'integer', 'x-type': 'ChainId'},
    ],
  },
  // Names a schema path percent-encodes or escapes.
  named: {
    type: 'object',
    properties: {
      'lease terms': {type: 'string', pattern: '^[a-z]+$', 'x-type': 'Terms'},
      é: {oneOf: [{type: 'string', minLength: 2}, {type: 'boolean'}]},
      'a/b~c': {type: 'integer'},
    },
  },
  ...Object.fromEntries(Object.keys(explorerFormats).map((format) => [formatCase(format), {type: 'string', format}])),
};

let checks: Record<string, SchemaCheck>;
beforeAll(async () => {
  checks = await importValidators(schemas);
});

const problems = (name: string, value: unknown) =>
  schemaProblems(checks[name]!, schemas[name]!, value).map(({path, message}) => [path.join('.'), message]);

describe("schemaProblems words each rule the explorer's schemas hold", () => {
  it('accepts a valid value with no problem', () => {
    expect(problems('amount', '5000')).toEqual([]);
    expect(problems('order', {amount: '12', side: 'buy'})).toEqual([]);
  });

  it('names the type, by the schema name when it has one, and hides the rules that follow from it', () => {
    expect(problems('amount', 5)).toEqual([['', 'Must be Amount (string).']]);
    expect(problems('rate', 'five')).toEqual([['', 'Must be integer.']]);
    expect(problems('status', 5)).toEqual([['', 'Must be Status (string).']]);
  });

  it('words string rules', () => {
    expect(problems('amount', '5,000')).toEqual([['', 'Must be a valid Amount (pattern ^(0|[1-9][0-9]*)$).']]);
    expect(problems('note', '')).toEqual([['', 'Must not be empty.']]);
    expect(problems('note', 'toolong')).toEqual([['', 'Must be at most 4 characters.']]);
    expect(problems('code', 'ab')).toEqual([['', 'Must be at least 3 characters.']]);
    expect(problems('day', '2026-13-45')).toEqual([['', 'Must be a date (YYYY-MM-DD).']]);
    expect(problems('slug', 'ABC')).toEqual([['', 'Must be in the documented format (pattern ^[a-z]+$).']]);
  });

  it('names every format the explorer checks in words, not by the keyword', () => {
    for (const format of Object.keys(explorerFormats)) {
      const [[, message]] = problems(formatCase(format), 'not a value');
      expect(message, format).not.toMatch(/format/);
    }
  });

  it('falls back to Ajv’s words for a rule it does not name', () => {
    expect(problems('step', 7)).toEqual([['', 'Must match the schema (must be multiple of 5).']]);
  });

  it('words fixed values and numbers', () => {
    expect(problems('side', 'hold')).toEqual([['', 'Must be one of "buy", "sell".']]);
    expect(problems('kind', 'loan')).toEqual([['', 'Must be "lease".']]);
    expect(problems('rate', 0)).toEqual([['', 'Must be 1 or more.']]);
    expect(problems('rate', 11)).toEqual([['', 'Must be 10 or less.']]);
  });

  it('words array rules, and an item at its index', () => {
    expect(problems('tags', [])).toEqual([['', 'Must have at least 1 item.']]);
    expect(problems('tags', ['a', 'b', 'c'])).toEqual([['', 'Must have at most 2 items.']]);
    expect(problems('tags', ['a', 'a'])).toEqual([['', 'Must not repeat an item.']]);
    expect(problems('tags', ['a', 7])).toEqual([['1', 'Must be string.']]);
  });

  it('counts fields', () => {
    expect(problems('settings', {})).toEqual([['', 'Must have at least 1 field.']]);
    expect(problems('order', {amount: '1', side: 'buy', extra: true})).toContainEqual([
      '',
      'Must have at most 2 fields.',
    ]);
  });

  it('finds the rule of a field whose name a schema path escapes (a space, a non-ASCII letter, / and ~)', () => {
    expect(problems('named', {'lease terms': 'ABC', é: 'x', 'a/b~c': 'one'})).toEqual([
      ['lease terms', 'Must be a valid Terms (pattern ^[a-z]+$).'],
      ['é', 'Must be at least 2 characters.'],
      ['a/b~c', 'Must be integer.'],
    ]);
  });

  it('lists an object’s problems in the order of its schema, which is the form’s order', () => {
    expect(problems('order', {side: 'hold', amount: 'x'}).map(([path]) => path)).toEqual(['amount', 'side']);
  });

  it('names a missing or undocumented field at that field', () => {
    expect(problems('order', {side: 'buy', extra: 1})).toEqual([
      ['amount', 'Required.'],
      ['extra', 'Is not a documented field.'],
    ]);
    expect(problems('order', {amount: 'x', side: 'hold'})).toEqual([
      ['amount', 'Must be a valid Amount (pattern ^[0-9]+$).'],
      ['side', 'Must be one of "buy", "sell".'],
    ]);
  });

  it('explains a failed oneOf by the branch of the value’s type, else by naming the branches', () => {
    expect(problems('amountOrMax', '5,000')).toEqual([['', 'Must be a valid Amount (pattern ^[0-9]+$).']]);
    expect(problems('amountOrMax', 5)).toEqual([['', 'Must be Amount or boolean.']]);
    expect(problems('either', 3)).toEqual([['', 'Matches more than one of number or integer.']]);
    expect(problems('anyShape', null)).toEqual([['', 'Must be Address or ChainId.']]);
  });
});

describe('the validator modules the build writes', () => {
  it('are plain ES modules: no require, no eval, nothing compiled in the browser', () => {
    const validatorModule = validatorModuleWriter();
    for (const api of loadReference().rest)
      for (const operation of explorerOperations(api)) {
        const code = validatorModule(operationSchemas(operation));
        expect(code, operation.operationId).not.toMatch(/\brequire\(|\beval\(|new Function|\bimport\b/);
      }
  });
});
