import {examplesOf, parametersOf, requestBodyOf, securityOf, type OperationEntry} from './document';
import type {OpenApiDocument} from './types';

/** What a request example needs: the URL with example values, headers and body. */
export interface RequestSample {
  method: string;
  url: string;
  /** Header name → how the snippet obtains the value. */
  headers: {name: string; source: 'apiKey' | 'accessToken' | 'idempotencyKey' | 'json'}[];
  body: unknown;
}

/** Base URL of the Sandbox server: examples always target the Sandbox. */
export function sandboxUrl(doc: OpenApiDocument): string {
  const server = doc.servers?.find((candidate) => /sandbox/i.test(candidate.description ?? candidate.url)) ?? doc.servers?.[0];
  if (!server) throw new Error(`${doc.info.title} has no servers`);
  return server.url;
}

export function requestSample(doc: OpenApiDocument, entry: OperationEntry): RequestSample {
  const parameters = parametersOf(doc, entry);
  let path = entry.path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
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
  const media = requestBodyOf(doc, entry)?.content['application/json'];
  const body = examplesOf(doc, media)[0]?.[1].value;
  if (body !== undefined) headers.push({name: 'Content-Type', source: 'json'});
  const search = query.toString();
  return {method: entry.method.toUpperCase(), url: `${sandboxUrl(doc)}${path}${search ? `?${search}` : ''}`, headers, body};
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
  if (sample.headers.some((header) => header.source === 'accessToken')) lines.push('// accessToken: the JWT that POST /auth/verify returned after wallet sign-in.');
  lines.push(`const response = await fetch('${sample.url}', {`, `  method: '${sample.method}',`);
  if (sample.headers.length > 0) {
    lines.push('  headers: {');
    for (const header of sample.headers) lines.push(`    '${header.name}': ${fetchHeaderValue[header.source]},`);
    lines.push('  },');
  }
  if (sample.body !== undefined) lines.push(`  body: JSON.stringify(${tsLiteral(sample.body, '  ')}),`);
  lines.push('});', 'if (!response.ok) {', '  const problem = await response.json(); // application/problem+json', '  throw new Error(`${problem.code}: ${problem.detail}`);', '}');
  if (hasResponseBody) lines.push(`const ${resultName} = await response.json();`);
  return lines.join('\n');
}
