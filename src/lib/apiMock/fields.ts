import type {ExplorerOperation, JsonSchema, ParameterLocation} from './types';

/**
 * The explorer's form as plain data: one text field per parameter and per top-level body field, typed by its
 * schema. Shared by the browser form, the mock and Node tools, so each reads a reader's input the same way.
 */

/** How a field is typed in: free text, a number, a choice, JSON for nested values, or a file to upload. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'choice' | 'json' | 'file';

export interface FormField {
  /** Unique in the form: `path:poolId`, `query:limit`, `header:Idempotency-Key`, `body:amount`. */
  key: string;
  name: string;
  location: ParameterLocation | 'body';
  kind: FieldKind;
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type) return [schema.type].flat();
  const branches = schema.oneOf ?? schema.anyOf ?? schema.allOf ?? [];
  return branches.flatMap(typesOf);
};

/** The kind of input a schema asks for. A string that may also be null is text: empty means "not sent". */
export function fieldKind(schema: JsonSchema, multipart = false): FieldKind {
  if (multipart && (schema.contentMediaType || schema.format === 'binary')) return 'file';
  if (schema.enum?.every((option) => typeof option === 'string')) return 'choice';
  const types = new Set(typesOf(schema).filter((type) => type !== 'null'));
  if (types.size !== 1) return types.size === 0 && schema.const !== undefined ? 'text' : 'json';
  const [type] = types;
  if (type === 'string') return 'text';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  return 'json';
}

/** Every field of an operation's form, parameters first (path, query, header), then the body's fields. */
export function formFields(operation: ExplorerOperation): FormField[] {
  const order: ParameterLocation[] = ['path', 'query', 'header'];
  const parameters = [...operation.parameters]
    .sort((a, b) => order.indexOf(a.in) - order.indexOf(b.in))
    .map<FormField>((parameter) => ({
      key: `${parameter.in}:${parameter.name}`,
      name: parameter.name,
      location: parameter.in,
      kind: fieldKind(parameter.schema),
      required: parameter.required,
      schema: parameter.schema,
      description: parameter.description,
    }));
  const body = operation.body;
  const required = new Set(body?.schema.required ?? []);
  const bodyFields = Object.entries(body?.schema.properties ?? {}).map<FormField>(([name, schema]) => ({
    key: `body:${name}`,
    name,
    location: 'body',
    kind: fieldKind(schema, body?.kind === 'multipart'),
    required: required.has(name),
    schema,
    description: schema.description,
  }));
  return [...parameters, ...bodyFields];
}

/** A value as the reader sees it in its field: strings bare, everything else as JSON. */
export function fieldText(field: FormField, value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string' && field.kind !== 'json') return value;
  if (field.kind !== 'json' && (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'))
    return String(value);
  // A JSON field, or an object in another field: JSON, never "[object Object]".
  return JSON.stringify(value, null, 2) ?? '';
}

/**
 * The form's texts filled from an example body and the parameters' own examples. An idempotency key is never
 * an example's: each request needs its own, so the caller makes one.
 */
export function exampleTexts(
  operation: ExplorerOperation,
  exampleName: string | undefined,
  idempotencyKey: string,
): Record<string, string> {
  const example =
    operation.body?.examples.find((candidate) => candidate.name === exampleName) ?? operation.body?.examples[0];
  const bodyValue = (example?.value ?? {}) as Record<string, unknown>;
  const texts: Record<string, string> = {};
  for (const field of formFields(operation)) {
    const parameter = operation.parameters.find((candidate) => `${candidate.in}:${candidate.name}` === field.key);
    // The first page needs no cursor, as in the page's examples.
    const value =
      field.location === 'body'
        ? bodyValue[field.name]
        : field.name === 'Idempotency-Key'
          ? idempotencyKey
          : field.name === 'cursor'
            ? undefined
            : parameter?.example;
    texts[field.key] = fieldText(field, value);
  }
  return texts;
}

export type ParsedField = {value: unknown} | {problem: string} | {missing: true};

/** The value a field's text stands for; empty text is a field left out. */
export function parseField(field: FormField, text: string): ParsedField {
  const trimmed = text.trim();
  if (trimmed === '') return {missing: true};
  switch (field.kind) {
    case 'number':
      // Decimal notation only, as the API reads a number: not `1e3`, `0x10` or `Infinity`.
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? {value: Number(trimmed)} : {problem: 'Must be a number.'};
    case 'boolean':
      // The form offers true and false; a request read from the wire may carry anything.
      return trimmed === 'true' || trimmed === 'false'
        ? {value: trimmed === 'true'}
        : {problem: 'Must be true or false.'};
    case 'json':
      try {
        return {value: JSON.parse(trimmed)};
      } catch {
        return {problem: 'Must be valid JSON.'};
      }
    default:
      return {value: text};
  }
}
