/**
 * A reference value as text: a string as it is, a number, boolean or bigint as `String()` writes it, anything else as
 * JSON. Example values in OpenAPI and GraphQL are `unknown`; `String()` would write an object as "[object Object]".
 */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
