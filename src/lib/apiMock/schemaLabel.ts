import type {JsonSchema} from './types';

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
