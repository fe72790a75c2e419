const identifier = /^[A-Za-z_$][\w$]*$/;

/** A JSON value as a TypeScript literal: unquoted keys where possible, single-quoted strings. */
export function tsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) => (identifier.test(name) ? name : `'${name}'`);
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${tsLiteral(item, inner)},`).join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return tsString(value);
  return JSON.stringify(value);
}

/** A single-quoted TypeScript string: backslashes, quotes and line breaks escaped (a SIWE message has several). */
export const tsString = (value: string) =>
  `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/** A JSON value as a Python literal (PEP 8 indentation): True, False, None, double-quoted strings. */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([name, item]) => `${inner}${JSON.stringify(name)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
  }
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null || value === undefined) return 'None';
  // A JSON string literal is a valid Python string literal with the same value.
  return JSON.stringify(value);
}

/** A Java string literal. */
export const javaString = (value: string) => JSON.stringify(value);
