import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {nginxSnippet, parseHeadersFile} from '@site/plugins/security-headers/formats';
import {markdownContentTypes, type Header} from '@site/plugins/security-headers/policy';
import {builtPolicy} from '../support/builtPolicy';
import {buildDir, repoRoot} from '../support/paths';
import {environments} from '@site/src/data/platform';

/** The API explorer's real environments, the only other hosts pages may connect to. */
const apiHosts = environments.map((environment) => environment.apiHost);

/** The headers a build's `_headers` file gives every path, and its CSP as directive → sources. */
function readHeaders(dir: string): {headers: Header[]; csp: Map<string, string[]>} {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  expect(rules.map((rule) => rule.pattern)).toEqual(['/*', ...markdownContentTypes('/').map((rule) => rule.pattern)]);
  return {headers: rules[0]!.headers, csp: builtPolicy(dir)};
}

test('build/_headers locks the site down to its own origin', () => {
  const {headers, csp} = readHeaders(buildDir);
  expect(
    Object.fromEntries(
      headers
        .filter((header) => header.name !== 'Content-Security-Policy')
        .map((header) => [header.name, header.value]),
    ),
  ).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  });
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')![0]).toBe("'self'");
  for (const source of csp.get('script-src')!.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('font-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src'), 'the embedded index and the API explorer need no other host').toEqual([
    "'self'",
    ...apiHosts,
  ]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
});

test('the security-headers README’s nginx snippet sends the same headers as build/_headers', () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'plugins', 'security-headers', 'README.md'), 'utf8');
  const snippet = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  const expected = nginxSnippet(readHeaders(buildDir).headers);
  expect(snippet, `plugins/security-headers/README.md should hold this nginx block:\n${expected}`).toBe(expected);
});

test('build/_headers serves the Markdown exports as UTF-8 Markdown and text', () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')).slice(1);
  expect(rules).toEqual([
    {pattern: '/*.md', headers: [{name: 'Content-Type', value: 'text/markdown; charset=utf-8'}]},
    {pattern: '/llms.txt', headers: [{name: 'Content-Type', value: 'text/plain; charset=utf-8'}]},
    {pattern: '/llms-full.txt', headers: [{name: 'Content-Type', value: 'text/plain; charset=utf-8'}]},
  ]);
});
