import type {ErrorObject} from 'ajv';
import {schemaLabel} from './schemaLabel';
import type {JsonSchema, SchemaCheck} from './types';

/**
 * Ajv's errors (from the validators the build generates, plugins/reference/openapi/validatorModule.ts) in the
 * explorer's words, each at its place in the value: one problem per broken rule, the rule a reader must fix first
 * (the type, then a fixed value) hiding what follows from it, and a failed `oneOf` explained by the branch of the
 * value's own type when there is exactly one.
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

const formatNames: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'an RFC 3339 date and time, such as 2026-11-02T09:25:30Z',
  email: 'an email address',
  uri: 'an absolute URI',
  'uri-reference': 'a URI reference',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A JSON Pointer, `/terms/rent`, as its segments. */
const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A schema path, `#/properties/lease%20terms`: a JSON Pointer in a URI fragment, so percent-encoded as well. */
const schemaSegments = (schemaPath: string) => segments(schemaPath.replace(/^#/, '')).map(decodeURIComponent);

const walk = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], root);

/** The schema an error's keyword belongs to: its schemaPath without the keyword. */
const locationOf = (error: ErrorObject) => error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));
const within = (error: ErrorObject, location: string) => error.schemaPath.startsWith(`${location}/`);
/** `pointer` is `prefix` or lies under it. */
const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** Rules that, once broken, make the rest of their schema's rules moot, in the order a reader fixes them. */
const decisive = ['type', 'const', 'enum'];
const isCombinator = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

function message(error: ErrorObject, schema: JsonSchema): string {
  switch (error.keyword) {
    case 'type': {
      const types = [schema.type ?? []].flat().join(' or ');
      return `Must be ${schema['x-type'] ? `${schema['x-type']} (${types})` : types}.`;
    }
    case 'const':
      return `Must be ${JSON.stringify(schema.const)}.`;
    case 'enum':
      return `Must be one of ${(schema.enum ?? []).map((option) => JSON.stringify(option)).join(', ')}.`;
    case 'minLength':
      return schema.minLength === 1
        ? 'Must not be empty.'
        : `Must be at least ${plural(schema.minLength!, 'character')}.`;
    case 'maxLength':
      return `Must be at most ${plural(schema.maxLength!, 'character')}.`;
    case 'pattern':
      return `Must be ${schema['x-type'] ? `a valid ${schema['x-type']}` : 'in the documented format'} (pattern ${schema.pattern}).`;
    case 'format':
      return `Must be ${formatNames[schema.format!] ?? `in the ${schema.format} format`}.`;
    case 'minimum':
      return `Must be ${schema.minimum} or more.`;
    case 'maximum':
      return `Must be ${schema.maximum} or less.`;
    case 'minItems':
      return `Must have at least ${plural(schema.minItems!, 'item')}.`;
    case 'maxItems':
      return `Must have at most ${plural(schema.maxItems!, 'item')}.`;
    case 'uniqueItems':
      return 'Must not repeat an item.';
    case 'required':
      return 'Required.';
    case 'minProperties':
      return `Must have at least ${plural(schema.minProperties!, 'field')}.`;
    case 'maxProperties':
      return `Must have at most ${plural(schema.maxProperties!, 'field')}.`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Is not a documented field.';
    default:
      return `Must match the schema (${error.message ?? error.keyword}).`;
  }
}

function explain(errors: ErrorObject[], schema: JsonSchema, value: unknown): SchemaProblem[] {
  const hidden = new Set<ErrorObject>();
  for (const keyword of decisive)
    for (const error of errors.filter((candidate) => candidate.keyword === keyword && !hidden.has(candidate))) {
      const location = locationOf(error);
      for (const other of errors)
        if (other !== error && under(other.instancePath, error.instancePath) && under(locationOf(other), location))
          hidden.add(other);
    }
  const kept = errors.filter((error) => !hidden.has(error));
  const combinators = kept.filter(isCombinator);
  const outer = combinators.filter((error) => !combinators.some((other) => within(error, other.schemaPath)));
  // A failed branch counts none of its properties as evaluated, so the object above it would call each of them
  // undocumented; the branch's own problems explain the value instead.
  const moot = (error: ErrorObject) =>
    error.keyword === 'unevaluatedProperties' &&
    combinators.some((other) => other.instancePath === error.instancePath && locationOf(other) === locationOf(error));
  const problems: SchemaProblem[] = [];
  for (const error of kept.filter((candidate) => !moot(candidate))) {
    if (outer.some((combinator) => within(error, combinator.schemaPath))) continue;
    const path = segments(error.instancePath);
    const at = walk(schema, schemaSegments(locationOf(error))) as JsonSchema;
    if (isCombinator(error)) problems.push(...combinatorProblems(error, kept, schema, value));
    else if (error.keyword === 'required')
      problems.push({
        path: [...path, (error.params as {missingProperty: string}).missingProperty],
        message: message(error, at),
      });
    else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const params = error.params as {additionalProperty?: string; unevaluatedProperty?: string};
      const field = (params.additionalProperty ?? params.unevaluatedProperty)!;
      problems.push({path: [...path, field], message: message(error, at)});
    } else problems.push({path, message: message(error, at)});
  }
  return problems;
}

/** A failed `oneOf` or `anyOf`: the one branch of the value's type explains it best; otherwise name every branch. */
function combinatorProblems(error: ErrorObject, errors: ErrorObject[], schema: JsonSchema, value: unknown) {
  const path = segments(error.instancePath);
  const branches = walk(schema, schemaSegments(error.schemaPath)) as JsonSchema[];
  const label = schemaLabel({oneOf: branches});
  if ((error.params as {passingSchemas?: number[] | null}).passingSchemas)
    return [{path, message: `Matches more than one of ${label}.`}];
  const data = walk(value, path);
  const sameType = branches.flatMap((branch, index) =>
    branch.type === undefined || [branch.type].flat().some((type) => matchesType(data, type)) ? [index] : [],
  );
  if (sameType.length !== 1) return [{path, message: `Must be ${label}.`}];
  const branch = `${error.schemaPath}/${sameType[0]}`;
  return explain(
    errors.filter((candidate) => within(candidate, branch)),
    schema,
    value,
  );
}

/** Every way `value` breaks the schema `check` was generated from, in the explorer's words. */
export function schemaProblems(check: SchemaCheck, schema: JsonSchema, value: unknown): SchemaProblem[] {
  return check(value) ? [] : explain(check.errors ?? [], schema, value);
}
