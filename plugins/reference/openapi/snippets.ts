import {examplesOf, parametersOf, requestMediaOf, resolve, securityOf, type OperationEntry} from './document';
import type {OpenApiDocument, Schema} from './types';

/** What a request example needs: the URL with example values, headers and body. */
export interface RequestSample {
  method: string;
  url: string;
  /** Header name → how the snippet obtains the value. */
  headers: {name: string; source: 'apiKey' | 'accessToken' | 'idempotencyKey' | 'json'}[];
  body: unknown;
  /** For a multipart upload, the form's parts instead of a JSON body; `file` parts carry bytes. */
  form?: {name: string; value: string; file: boolean}[];
}

/** Base URL of the Sandbox server: examples always target the Sandbox. */
export function sandboxUrl(doc: OpenApiDocument): string {
  const server =
    doc.servers?.find((candidate) => /sandbox/i.test(candidate.description ?? candidate.url)) ?? doc.servers?.[0];
  if (!server) throw new Error(`${doc.info.title} has no servers`);
  return server.url;
}

export function requestSample(doc: OpenApiDocument, entry: OperationEntry): RequestSample {
  const parameters = parametersOf(doc, entry);
  let path = entry.path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    // The first page needs no cursor.
    if (parameter.in === 'query' && parameter.name !== 'cursor') query.set(parameter.name, String(parameter.example));
  }
  const security = securityOf(doc, entry);
  const headers: RequestSample['headers'] = [];
  if (security.includes('apiKey')) headers.push({name: 'X-API-Key', source: 'apiKey'});
  else if (security.includes('accessToken')) headers.push({name: 'Authorization', source: 'accessToken'});
  if (parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')) {
    headers.push({name: 'Idempotency-Key', source: 'idempotencyKey'});
  }
  const request = requestMediaOf(doc, entry);
  const example = examplesOf(doc, request?.media)[0]?.[1].value;
  const search = query.toString();
  const url = `${sandboxUrl(doc)}${path}${search ? `?${search}` : ''}`;
  if (request?.kind === 'multipart' && example !== undefined) {
    // The client sets the multipart Content-Type with its boundary; binary parts are read from a file.
    const properties = resolve<Schema>(doc, request.media.schema ?? {}).properties ?? {};
    const isFile = (schema: Schema | undefined) =>
      Boolean(schema && (schema.format === 'binary' || schema.contentMediaType));
    const parts = Object.entries(example as Record<string, unknown>);
    const fileName = String(parts.find(([name]) => name === 'name')?.[1] ?? 'file');
    const form = parts.map(([name, value]) =>
      isFile(properties[name]) ? {name, value: fileName, file: true} : {name, value: String(value), file: false},
    );
    return {method: entry.method.toUpperCase(), url, headers, body: undefined, form};
  }
  if (example !== undefined) headers.push({name: 'Content-Type', source: 'json'});
  return {method: entry.method.toUpperCase(), url, headers, body: example};
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

const curlHeaderValue: Record<RequestSample['headers'][number]['source'], string> = {
  apiKey: '$ASSETRA_API_KEY',
  accessToken: 'Bearer $ASSETRA_ACCESS_TOKEN',
  idempotencyKey: '$(uuidgen)',
  json: 'application/json',
};

export function curlSnippet(sample: RequestSample): string {
  const lines = [`curl --request ${sample.method} "${sample.url}"`];
  for (const header of sample.headers) lines.push(`  --header "${header.name}: ${curlHeaderValue[header.source]}"`);
  if (sample.body !== undefined) lines.push(`  --data ${shellQuote(JSON.stringify(sample.body, null, 2))}`);
  for (const part of sample.form ?? [])
    lines.push(`  --form ${shellQuote(`${part.name}=${part.file ? '@' : ''}${part.value}`)}`);
  return lines.join(' \\\n');
}

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
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return JSON.stringify(value);
}

const fetchHeaderValue: Record<RequestSample['headers'][number]['source'], string> = {
  apiKey: 'process.env.ASSETRA_API_KEY!',
  accessToken: '`Bearer ${accessToken}`',
  idempotencyKey: 'crypto.randomUUID()',
  json: "'application/json'",
};

/** A `fetch` call that handles problem details, in the style every page uses. */
export function fetchSnippet(sample: RequestSample, resultName: string, hasResponseBody: boolean): string {
  const lines: string[] = [];
  if (sample.form) {
    lines.push("import {openAsBlob} from 'node:fs';", '', 'const form = new FormData();');
    for (const part of sample.form) {
      lines.push(
        part.file
          ? `form.append('${part.name}', await openAsBlob('${part.value}'), '${part.value}');`
          : `form.append('${part.name}', ${tsLiteral(part.value)});`,
      );
    }
  }
  if (sample.headers.some((header) => header.source === 'accessToken'))
    lines.push('// accessToken: the JWT that POST /auth/verify returned after wallet sign-in.');
  lines.push(`const response = await fetch('${sample.url}', {`, `  method: '${sample.method}',`);
  if (sample.headers.length > 0) {
    lines.push('  headers: {');
    for (const header of sample.headers) lines.push(`    '${header.name}': ${fetchHeaderValue[header.source]},`);
    lines.push('  },');
  }
  if (sample.body !== undefined) lines.push(`  body: JSON.stringify(${tsLiteral(sample.body, '  ')}),`);
  if (sample.form) lines.push('  body: form, // fetch sets the multipart Content-Type and boundary');
  lines.push(
    '});',
    'if (!response.ok) {',
    '  const problem = await response.json(); // application/problem+json',
    '  throw new Error(`${problem.code}: ${problem.detail}`);',
    '}',
  );
  if (hasResponseBody) lines.push(`const ${resultName} = await response.json();`);
  return lines.join('\n');
}
