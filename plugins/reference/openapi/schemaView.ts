import {isReference, refName, resolve} from './document';
import type {OpenApiDocument, Schema} from './types';

/** One row of a field table: a (possibly nested) property of a request or response body. */
export interface FieldRow {
  /** Dotted path: `token.decimals`, `data[].id`. */
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The property's schema as written, which the description's notes were drawn from. */
  schema: Schema;
}

/** Nested objects are expanded this many levels deep; deeper ones are named by type only. */
const maxDepth = 3;

const isObjectSchema = (schema: Schema) => Boolean(schema.properties) || schema.type === 'object';

/** Merges `allOf` branches into one object schema. */
function merged(doc: OpenApiDocument, schema: Schema): Schema {
  const resolved = resolve<Schema>(doc, schema);
  if (!resolved.allOf) return resolved;
  return resolved.allOf
    .map((part) => merged(doc, part))
    .reduce<Schema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: {...all.properties, ...part.properties},
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {description: resolved.description},
    );
}

/** A reader's name for a schema's type: `Amount`, `Token`, `string`, `Pool[]`, `Price | null`, `"max"`. */
export function typeLabel(doc: OpenApiDocument, schema: Schema): string {
  if (isReference(schema)) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return branches.map((branch) => typeLabel(doc, branch)).join(' | ');
  if (schema.allOf?.length === 1) return typeLabel(doc, schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (types.length ? types : ['object'])
    .map((type) => (type === 'array' && schema.items ? `${typeLabel(doc, schema.items)}[]` : type))
    .join(' | ');
}

/** The description a property shows: its own, else the one of the schema it refers to. */
export function describe(doc: OpenApiDocument, schema: Schema): string {
  const own = schema.description ?? (isReference(schema) ? resolve<Schema>(doc, schema).description : undefined) ?? '';
  return withSchemaNotes(doc, own, schema);
}

/** A field's or parameter's description followed by what its schema allows that the description leaves unsaid. */
export function withSchemaNotes(doc: OpenApiDocument, description: string, schema: Schema | undefined): string {
  const notes = schema ? [...valueNotes(doc, schema, description), ...limitNotes(doc, schema, description)] : [];
  return withNotes(description, ...notes);
}

/** A description followed by the notes that apply, one sentence each: the one way rows join them. */
export const withNotes = (description: string, ...notes: (string | undefined)[]): string =>
  [description.trim(), ...notes].filter(Boolean).join(' ');

const valueList = (values: unknown[]) => values.map((value) => `\`${String(value)}\``).join(', ');

/**
 * The values a field's or parameter's schema allows (`One of …`, `Each one of …` for an array's items) and its default,
 * where the description does not already name them all.
 */
function valueNotes(doc: OpenApiDocument, schema: Schema, description: string): string[] {
  const target = resolve<Schema>(doc, schema);
  const items = target.type === 'array' && target.items ? resolve<Schema>(doc, target.items) : undefined;
  return [
    target.enum && valuesNote(description, target.enum),
    items?.enum && valuesNote(description, items.enum, 'each'),
    defaultNote(description, target.default),
  ].filter((note): note is string => Boolean(note));
}

/** `One of \`a\`, \`b\`.` (`Each one of …` for a list's items), unless the description names every value. */
export function valuesNote(description: string, values: unknown[], each?: 'each'): string | undefined {
  if (values.every((value) => description.includes(`\`${String(value)}\``))) return undefined;
  return `${each ? 'Each one of' : 'One of'} ${valueList(values)}.`;
}

/** `Default \`20\`.` for a schema's default, unless the description already says "default" and names the value. */
export function defaultNote(description: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const named = `\`${JSON.stringify(value)}\``;
  return /default/i.test(description) && description.includes(named) ? undefined : `Default ${named}.`;
}

/**
 * The range, length or size a field's or parameter's own schema enforces, where its description does not already say
 * it. A shared type's range is in the data types table; the field may accept less (a slippage of 1 to 1000 `Bps`).
 */
function limitNotes(doc: OpenApiDocument, schema: Schema, description: string): string[] {
  if (isReference(schema)) return [];
  const target = resolve<Schema>(doc, schema);
  return [...numberNotes(target), ...sizeNotes(doc, target)].filter((note) => !saidIn(description, note));
}

/**
 * A description that already gives the limit in its own words: all of a range's numbers (`2 to 10 distinct
 * components`), a length's or count's upper bound (`2 to 11 capital letters`), or that values do not repeat.
 */
function saidIn(description: string, note: string): boolean {
  const numbers = note.match(/\d[\d,]*/g) ?? [];
  if (numbers.length === 0) return /repeat|distinct|unique/i.test(description);
  const stated = (number: string) => new RegExp(`\\b${number}\\b`).test(description);
  if (numbers.every(stated)) return true;
  return /character|item/.test(note) && stated(numbers.at(-1)!);
}

/** `From 1 to 1000.`, `At least 1.`: the range a number field's own schema allows. */
function numberNotes(target: Schema): string[] {
  const {minimum, maximum} = target;
  if (minimum !== undefined && maximum !== undefined) return [`From ${minimum} to ${maximum}.`];
  // A count or block number that cannot be negative says nothing a reader would miss.
  if (minimum !== undefined) return minimum === 0 ? [] : [`At least ${minimum}.`];
  return maximum !== undefined ? [`At most ${maximum}.`] : [];
}

const counted = (count: number, unit: string) => `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;

/** `1 to 120 characters`, `at most 20 items`: a length or count the schema enforces, as a reader would say it. */
function sizeRange(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const floor = min && min > 0 ? min : undefined;
  if (floor !== undefined && max !== undefined)
    return floor === max
      ? `exactly ${counted(max, unit)}`
      : `${floor.toLocaleString('en-US')} to ${counted(max, unit)}`;
  if (max !== undefined) return `at most ${counted(max, unit)}`;
  return floor !== undefined ? `at least ${counted(floor, unit)}` : undefined;
}

const sentence = (text: string | undefined) => (text ? `${text[0].toUpperCase()}${text.slice(1)}.` : undefined);

/** The string length or array size a field's own schema enforces, which requests breaking it are refused for. */
function sizeNotes(doc: OpenApiDocument, target: Schema): string[] {
  if (target.type === 'array') {
    const items = target.items ? resolve<Schema>(doc, target.items) : undefined;
    const each =
      items && !isReference(target.items!) ? sizeRange(items.minLength, items.maxLength, 'character') : undefined;
    return [
      sentence(sizeRange(target.minItems, target.maxItems, 'item')),
      each && `Each ${each}.`,
      target.uniqueItems ? 'No repeats.' : undefined,
    ].filter((note): note is string => Boolean(note));
  }
  const length = sizeRange(target.minLength, target.maxLength, 'character');
  return length && !target.pattern ? [sentence(length)!] : [];
}

/** The object or array-of-objects a property holds, for expanding its fields. */
function nested(doc: OpenApiDocument, schema: Schema): {schema: Schema; suffix: string} | undefined {
  const target = merged(doc, schema);
  if (target.type === 'array' && target.items) {
    const items = merged(doc, target.items);
    return isObjectSchema(items) && items.properties ? {schema: items, suffix: '[]'} : undefined;
  }
  const nonNull = (target.oneOf ?? target.anyOf)?.filter((branch) => resolve<Schema>(doc, branch).type !== 'null');
  if (nonNull?.length === 1) return nested(doc, nonNull[0]);
  return isObjectSchema(target) && target.properties ? {schema: target, suffix: ''} : undefined;
}

/** Field rows of an object schema, nested properties included (`token.decimals`). */
export function fieldRows(doc: OpenApiDocument, schema: Schema, prefix = '', depth = 0): FieldRow[] {
  const object = merged(doc, schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const row: FieldRow = {
      name: path,
      type: typeLabel(doc, property),
      required: required.has(name),
      description: describe(doc, property),
      schema: property,
    };
    const inner = depth + 1 < maxDepth ? nested(doc, property) : undefined;
    return inner ? [row, ...fieldRows(doc, inner.schema, `${path}${inner.suffix}.`, depth + 1)] : [row];
  });
}
