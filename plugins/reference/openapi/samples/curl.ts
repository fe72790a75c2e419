import {queryString, sampleDefaultBaseUrl, sampleVariables, type HeaderSource, type RequestSample} from './request';

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

const headerValue: Record<HeaderSource, string> = {
  apiKey: `$${sampleVariables.apiKey}`,
  accessToken: `Bearer $${sampleVariables.accessToken}`,
  idempotencyKey: '$(uuidgen)',
  json: 'application/json',
};

/**
 * A curl command: the base URL from the environment (`host`, the Sandbox unless the explorer's reader chose
 * another, by default); an error status fails it with the body shown.
 */
export function curlSample(sample: RequestSample, host = sampleDefaultBaseUrl): string {
  const url = `\${${sampleVariables.baseUrl}:-${host}}${sample.path}${queryString(sample.query)}`;
  const lines = [`curl --request ${sample.method} "${url}"`, '  --fail-with-body'];
  for (const header of sample.headers) lines.push(`  --header "${header.name}: ${headerValue[header.source]}"`);
  if (sample.body !== undefined) lines.push(`  --data ${shellQuote(JSON.stringify(sample.body, null, 2))}`);
  for (const part of sample.form ?? [])
    lines.push(
      `  --form ${shellQuote(`${part.name}=${part.file ? '@' : ''}${part.value}${part.file && part.type ? `;type=${part.type}` : ''}`)}`,
    );
  return lines.join(' \\\n');
}
