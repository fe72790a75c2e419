import {tsLiteral} from './literals';
import {queryString, sampleDefaultBaseUrl, sampleVariables, type HeaderSource, type RequestSample} from './request';

const headerValue: Record<HeaderSource, string> = {
  apiKey: `process.env.${sampleVariables.apiKey}!`,
  accessToken: `\`Bearer \${process.env.${sampleVariables.accessToken}}\``,
  idempotencyKey: 'crypto.randomUUID()',
  json: "'application/json'",
};

/**
 * A `fetch` call in Node.js (ES module, top-level await) that turns problem details into an error and prints
 * the result; the base URL defaults to `host` (the Sandbox unless the explorer's reader chose another).
 */
export function fetchSample(sample: RequestSample, resultName: string, host = sampleDefaultBaseUrl): string {
  const lines: string[] = [];
  if (sample.form) lines.push("import {openAsBlob} from 'node:fs';", '');
  lines.push(`const baseUrl = process.env.${sampleVariables.baseUrl} ?? '${host}';`);
  if (sample.form) {
    lines.push('', 'const form = new FormData();');
    for (const part of sample.form) {
      lines.push(
        part.file
          ? `form.append('${part.name}', await openAsBlob('${part.value}'${part.type ? `, {type: '${part.type}'}` : ''}), '${part.value}');`
          : `form.append('${part.name}', ${tsLiteral(part.value)});`,
      );
    }
  }
  lines.push(
    '',
    `const response = await fetch(\`\${baseUrl}${sample.path}${queryString(sample.query)}\`, {`,
    `  method: '${sample.method}',`,
  );
  if (sample.headers.length > 0) {
    lines.push('  headers: {');
    for (const header of sample.headers) lines.push(`    '${header.name}': ${headerValue[header.source]},`);
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
  if (sample.hasResponseBody) lines.push(`const ${resultName} = await response.json();`, `console.log(${resultName});`);
  else lines.push('console.log(response.status);');
  return lines.join('\n');
}
