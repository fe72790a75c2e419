import {describe, expect, it} from 'vitest';
import {headersFile, nginxSnippet, parseHeadersFile} from '@site/plugins/security-headers/formats';
import {inlineScripts, scriptHash} from '@site/plugins/security-headers/inlineScripts';
import {contentSecurityPolicy, markdownContentTypes, securityHeaders} from '@site/plugins/security-headers/policy';

describe('inline scripts', () => {
  it('finds the scripts a browser runs inline and skips external scripts and data blocks', () => {
    const html = [
      '<script>theme()</script>',
      '<script src=/assets/main.js defer></script>',
      '<script type=application/ld+json>{"@type":"Article"}</script>',
      '<script type="module">boot()</script >',
      "<script data-rh=true type='text/javascript'>banner()</script>",
      '<script type=text/x-template><p>not code</p></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['theme()', 'boot()', 'banner()']);
  });

  it('hashes the script text as CSP does (SHA-256 of its UTF-8 bytes, base64)', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('policy', () => {
  it('allows the documented API hosts in connect-src, then the origins the plugins declare', () => {
    expect(contentSecurityPolicy({inlineScriptHashes: []})).toContain(
      "connect-src 'self' https://api.assetra.dev https://api.sandbox.assetra.dev;",
    );
    const connectSources = ['https://a.example', 'https://b.example'];
    expect(contentSecurityPolicy({inlineScriptHashes: [], connectSources})).toContain(
      "connect-src 'self' https://api.assetra.dev https://api.sandbox.assetra.dev https://a.example https://b.example;",
    );
  });

  it('lists each inline script hash in script-src and never unsafe-inline there', () => {
    const policy = contentSecurityPolicy({inlineScriptHashes: ['sha256-AAA=', 'sha256-BBB=']});
    expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toMatch(/; frame-ancestors 'none'$/);
  });
});

describe('formats', () => {
  const headers = securityHeaders({inlineScriptHashes: ['sha256-AAA=']});

  it('_headers reads back to the same headers for every path', () => {
    expect(parseHeadersFile(headersFile(headers))).toEqual([{pattern: '/*', headers}]);
  });

  it('_headers adds the Markdown content types under the base URL after the rule for every path', () => {
    const rules = markdownContentTypes('/docs-site/');
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/docs-site/*.md',
      '/docs-site/llms.txt',
      '/docs-site/llms-full.txt',
    ]);
    expect(parseHeadersFile(headersFile(headers, rules))).toEqual([{pattern: '/*', headers}, ...rules]);
  });

  it('nginx sends every header on every response, HSTS last for the HTTPS block', () => {
    const lines = nginxSnippet(headers).trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('add_header'))).toHaveLength(headers.length);
    for (const line of lines.filter((entry) => entry.startsWith('add_header')))
      expect(line).toMatch(/^add_header [\w-]+ "[^"]+" always;$/);
    expect(lines.slice(-2)).toEqual([
      '# HTTPS server block only:',
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    ]);
  });
});
