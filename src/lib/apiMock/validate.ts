import type {JsonSchema} from './types';

/**
 * A JSON Schema 2020-12 validator for the keywords reference/rest uses, small enough for the browser: the
 * site's Content-Security-Policy forbids the code generation Ajv relies on. tests/unit/apiMock.test.ts checks
 * it agrees with Ajv (the build's validator) on every example of the reference and on broken copies of them.
 */

export interface SchemaProblem {
  /** Where in the value: `['terms', 'rent']`, `['items', '0']`; empty for the value itself. */
  path: string[];
  message: string;
}

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

const matchesType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

const formats: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(value),
  'uri-reference': (value) => !/\s/.test(value),
};

const formatNames: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'an RFC 3339 date and time, such as 2026-11-02T09:25:30Z',
  email: 'an email address',
  uri: 'an absolute URI',
  'uri-reference': 'a URI reference',
};

/** Deep equality of JSON values, for `enum`, `const` and `uniqueItems`. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** A reader's name for what a schema accepts: `Address`, `"max"`, `integer`, `Amount or "max"`. */
export function schemaLabel(schema: JsonSchema): string {
  if (schema['x-type']) return schema['x-type'];
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return branches.map(schemaLabel).join(' or ');
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.length ? types.join(' or ') : 'any value';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function stringProblems(schema: JsonSchema, value: string): string[] {
  const problems: string[] = [];
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    problems.push(
      schema.minLength === 1 ? 'Must not be empty.' : `Must be at least ${plural(schema.minLength, 'character')}.`,
    );
  if (schema.maxLength !== undefined && length > schema.maxLength)
    problems.push(`Must be at most ${plural(schema.maxLength, 'character')}.`);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    const what = schema['x-type'] ? `a valid ${schema['x-type']}` : 'in the documented format';
    problems.push(`Must be ${what} (pattern ${schema.pattern}).`);
  }
  const format = schema.format && formats[schema.format];
  if (format && !format(value)) problems.push(`Must be ${formatNames[schema.format!]}.`);
  return problems;
}

function numberProblems(schema: JsonSchema, value: number): string[] {
  const problems: string[] = [];
  if (schema.minimum !== undefined && value < schema.minimum) problems.push(`Must be ${schema.minimum} or more.`);
  if (schema.maximum !== undefined && value > schema.maximum) problems.push(`Must be ${schema.maximum} or less.`);
  return problems;
}

function branchProblems(schema: JsonSchema, value: unknown, path: string[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const part of schema.allOf ?? []) problems.push(...validateValue(part, value, path));
  const anyOrOne = schema.oneOf ?? schema.anyOf;
  if (!anyOrOne) return problems;
  const results = anyOrOne.map((branch) => validateValue(branch, value, path));
  const passing = results.filter((result) => result.length === 0).length;
  if (schema.oneOf && passing > 1)
    problems.push({path, message: `Matches more than one of ${schemaLabel({oneOf: schema.oneOf})}.`});
  if (passing === 0) {
    // The branch of the value's own type explains the problem best; otherwise name every branch.
    const sameType = anyOrOne.flatMap((branch, index) =>
      branch.type === undefined || [branch.type].flat().some((type) => matchesType(value, type)) ? [index] : [],
    );
    if (sameType.length === 1) problems.push(...results[sameType[0]]);
    else problems.push({path, message: `Must be ${schemaLabel({oneOf: anyOrOne})}.`});
  }
  return problems;
}

/** Every way `value` breaks `schema`, each at its place in the value. */
export function validateValue(schema: JsonSchema, value: unknown, path: string[] = []): SchemaProblem[] {
  const at = (message: string): SchemaProblem => ({path, message});
  if (schema.type !== undefined) {
    const types = [schema.type].flat();
    if (!types.some((type) => matchesType(value, type)))
      return [at(`Must be ${schema['x-type'] ? `${schema['x-type']} (${types.join(' or ')})` : types.join(' or ')}.`)];
  }
  if (schema.const !== undefined && !jsonEqual(schema.const, value))
    return [at(`Must be ${JSON.stringify(schema.const)}.`)];
  if (schema.enum && !schema.enum.some((option) => jsonEqual(option, value)))
    return [at(`Must be one of ${schema.enum.map((option) => JSON.stringify(option)).join(', ')}.`)];
  const problems: SchemaProblem[] = [];
  if (typeof value === 'string') problems.push(...stringProblems(schema, value).map(at));
  if (typeof value === 'number') problems.push(...numberProblems(schema, value).map(at));
  if (Array.isArray(value)) problems.push(...arrayProblems(schema, value, path));
  else if (typeOf(value) === 'object') problems.push(...objectProblems(schema, value as Record<string, unknown>, path));
  problems.push(...branchProblems(schema, value, path));
  return problems;
}

function arrayProblems(schema: JsonSchema, value: unknown[], path: string[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (schema.minItems !== undefined && value.length < schema.minItems)
    problems.push({path, message: `Must have at least ${plural(schema.minItems, 'item')}.`});
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    problems.push({path, message: `Must have at most ${plural(schema.maxItems, 'item')}.`});
  if (schema.uniqueItems && value.some((item, index) => value.slice(0, index).some((other) => jsonEqual(item, other))))
    problems.push({path, message: 'Must not repeat an item.'});
  if (schema.items)
    value.forEach((item, index) => problems.push(...validateValue(schema.items!, item, [...path, String(index)])));
  return problems;
}

function objectProblems(schema: JsonSchema, value: Record<string, unknown>, path: string[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const keys = Object.keys(value);
  for (const name of schema.required ?? []) {
    if (!(name in value)) problems.push({path: [...path, name], message: 'Required.'});
  }
  if (schema.minProperties !== undefined && keys.length < schema.minProperties)
    problems.push({path, message: `Must have at least ${plural(schema.minProperties, 'field')}.`});
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties)
    problems.push({path, message: `Must have at most ${plural(schema.maxProperties, 'field')}.`});
  for (const key of keys) {
    const property = schema.properties?.[key];
    if (property) problems.push(...validateValue(property, value[key], [...path, key]));
    else if (schema.additionalProperties === false)
      problems.push({path: [...path, key], message: 'Is not a documented field.'});
    else if (typeof schema.additionalProperties === 'object')
      problems.push(...validateValue(schema.additionalProperties, value[key], [...path, key]));
  }
  return problems;
}
