import {strictTransportSecurity, type Header, type HeaderRule} from './policy';

const ruleLines = ({pattern, headers}: HeaderRule): string[] => [
  pattern,
  ...headers.map(({name, value}) => `  ${name}: ${value}`),
];

/** The `_headers` file Netlify and Cloudflare Pages read: the headers for every path, then any rules for some paths. */
export function headersFile(headers: readonly Header[], pathRules: readonly HeaderRule[] = []): string {
  return [
    '# Security headers for every path (written by plugins/security-headers at build time).',
    ...ruleLines({pattern: '/*', headers: [...headers]}),
    ...(pathRules.length ? ['# Content types the host may not know.', ...pathRules.flatMap(ruleLines)] : []),
    '',
  ].join('\n');
}

/** Reads a `_headers` file back into path patterns and their headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: "${line}" is not under a path or has no colon`);
    rule.headers.push({name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim()});
  }
  return rules;
}

/**
 * The same headers as nginx `add_header` lines. `always` sends them on error pages too; HSTS goes
 * last, so it can be left out of a plain-HTTP server block.
 */
export function nginxSnippet(headers: readonly Header[]): string {
  const line = ({name, value}: Header) => `add_header ${name} "${value}" always;`;
  const plain = headers.filter((header) => header.name !== strictTransportSecurity.name);
  const hsts = headers.filter((header) => header.name === strictTransportSecurity.name);
  return [...plain.map(line), ...(hsts.length ? ['# HTTPS server block only:', ...hsts.map(line)] : []), ''].join('\n');
}
