import {pythonLiteral} from './literals';
import {sampleDefaultBaseUrl, sampleVariables, type HeaderSource, type RequestSample} from './request';

const headerValue: Record<HeaderSource, string> = {
  apiKey: `os.environ["${sampleVariables.apiKey}"]`,
  accessToken: `f"Bearer {os.environ['${sampleVariables.accessToken}']}"`,
  idempotencyKey: 'str(uuid.uuid4())',
  // requests sets Content-Type itself for json= and files=.
  json: '',
};

/** Query values as requests sends them: it would write a Python bool as "True", so booleans are strings. */
const queryValue = (value: string | number | boolean) =>
  typeof value === 'boolean' ? JSON.stringify(String(value)) : pythonLiteral(value);

/** A `requests` call: the same request, problem details raised as an error, the result printed. */
export function pythonSample(sample: RequestSample, host = sampleDefaultBaseUrl): string {
  const headers = sample.headers.filter((header) => header.source !== 'json');
  const imports = [
    'import os',
    ...(headers.some((header) => header.source === 'idempotencyKey') ? ['import uuid'] : []),
  ];
  const lines = [
    ...imports,
    '',
    'import requests',
    '',
    `base_url = os.environ.get("${sampleVariables.baseUrl}", "${host}")`,
    '',
    `response = requests.${sample.method.toLowerCase()}(`,
    `    f"{base_url}${sample.path}",`,
  ];
  if (sample.query.length > 0) {
    lines.push('    params={');
    for (const [name, value] of sample.query) lines.push(`        "${name}": ${queryValue(value)},`);
    lines.push('    },');
  }
  if (headers.length > 0) {
    lines.push('    headers={');
    for (const header of headers) lines.push(`        "${header.name}": ${headerValue[header.source]},`);
    lines.push('    },');
  }
  if (sample.body !== undefined) lines.push(`    json=${pythonLiteral(sample.body, '    ')},`);
  const fields = (sample.form ?? []).filter((part) => !part.file);
  const files = (sample.form ?? []).filter((part) => part.file);
  if (fields.length > 0) {
    lines.push('    data={');
    for (const part of fields) lines.push(`        "${part.name}": ${pythonLiteral(part.value)},`);
    lines.push('    },');
  }
  if (files.length > 0) {
    lines.push('    files={');
    for (const part of files)
      lines.push(
        `        "${part.name}": ("${part.value}", open("${part.value}", "rb")${part.type ? `, "${part.type}"` : ''}),`,
      );
    lines.push('    },');
  }
  lines.push(
    ')',
    'if not response.ok:',
    '    problem = response.json()  # application/problem+json',
    `    raise SystemExit(f"{problem['code']}: {problem['detail']}")`,
    sample.hasResponseBody ? 'print(response.json())' : 'print(response.status_code)',
  );
  return lines.join('\n');
}
