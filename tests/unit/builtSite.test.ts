import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  builtHtmlFiles,
  builtPages,
  fileCandidates,
  rewriteBuiltPages,
  routeOfFolderPage,
  sitePathOf,
} from '@site/plugins/support/builtSite';

let outDir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  fs.writeFileSync(path.join(outDir, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  write('index.html', '<p>home</p>');
  write('docs/pools/borrowing/index.html', '<p>borrowing</p>');
  write('docs/a-b/index.html', '<p>a-b</p>');
  write('404.html', '<p>not found</p>');
  write('docs/pools/borrowing.md', '# Borrowing');
  write('assets/css/styles.css', 'p{}');
});
afterEach(() => fs.rmSync(outDir, {recursive: true}));

describe('the one reader of a build', () => {
  it('lists every HTML file and nothing else, build-relative with forward slashes, sorted', () => {
    expect(builtHtmlFiles(outDir)).toEqual([
      '404.html',
      'docs/a-b/index.html',
      'docs/pools/borrowing/index.html',
      'index.html',
    ]);
  });

  it('serves each file at the path whose first candidate it is, the static hosts’ rule reversed', () => {
    const served = builtHtmlFiles(outDir).map((file) => [file, sitePathOf(file)]);
    expect(served).toEqual([
      ['404.html', '/404.html'],
      ['docs/a-b/index.html', '/docs/a-b/'],
      ['docs/pools/borrowing/index.html', '/docs/pools/borrowing/'],
      ['index.html', '/'],
    ]);
    for (const [file, sitePath] of served) expect(fileCandidates(sitePath!)[0]).toBe(file);
    expect(fileCandidates('/docs/pools/borrowing')).toEqual([
      'docs/pools/borrowing',
      'docs/pools/borrowing.html',
      'docs/pools/borrowing/index.html',
    ]);
    expect(fileCandidates('/../../etc/passwd')).toEqual(['etc/passwd', 'etc/passwd.html', 'etc/passwd/index.html']);
  });

  it('encodes what a path must, and gives a path that does not decode, or names a backslash, no file', () => {
    expect(sitePathOf('docs/a b/index.html')).toBe('/docs/a%20b/');
    expect(sitePathOf('docs/100%.html')).toBe('/docs/100%25.html');
    for (const file of ['docs/a b/index.html', 'docs/100%.html', 'docs/#1.html'])
      expect(fileCandidates(sitePathOf(file))[0]).toBe(file);
    expect(fileCandidates('/docs/%E0%A4%A')).toEqual([]);
    expect(fileCandidates('/..%5C..%5Csecret')).toEqual([]);
  });

  it('names a folder page by its route, as Docusaurus does', () => {
    expect(['index.html', 'docs/pools/index.html', 'docs/pools/borrowing/index.html'].map(routeOfFolderPage)).toEqual([
      '/',
      '/docs/pools',
      '/docs/pools/borrowing',
    ]);
  });

  it('reads a build’s pages once for all its post-build steps, and again for the next build', () => {
    const build = {outDir, routesPaths: ['/']};
    const first = builtPages(build);
    write('index.html', '<p>changed on disk after the read</p>');
    expect(builtPages({...build})).toBe(first);
    expect(first.find((page) => page.file === 'index.html')?.html).toBe('<p>home</p>');
    const next = builtPages({outDir, routesPaths: ['/']});
    expect(next).not.toBe(first);
    expect(next.find((page) => page.file === 'index.html')?.html).toBe('<p>changed on disk after the read</p>');
  });

  it('refuses props without the route list that identifies the build, rather than share a read across builds', () => {
    expect(() => builtPages({outDir} as Parameters<typeof builtPages>[0])).toThrow(/routesPaths/);
  });

  it('hands a rewrite to the steps after it and to the files, leaving the other pages as they were', () => {
    const build = {outDir, routesPaths: ['/']};
    const changed = rewriteBuiltPages(build, ({file, html}) =>
      file.startsWith('docs/') ? html.replace('<p>', '<p class="drawn">') : undefined,
    );
    expect(changed).toBe(2);
    expect(read('docs/a-b/index.html')).toBe('<p class="drawn">a-b</p>');
    expect(read('index.html')).toBe('<p>home</p>');
    expect(builtPages(build).map(({file, html}) => [file, html])).toEqual([
      ['404.html', '<p>not found</p>'],
      ['docs/a-b/index.html', '<p class="drawn">a-b</p>'],
      ['docs/pools/borrowing/index.html', '<p class="drawn">borrowing</p>'],
      ['index.html', '<p>home</p>'],
    ]);
    expect(fs.readdirSync(path.join(outDir, 'docs', 'a-b'))).toEqual(['index.html']);
  });
});
