import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {publishedNetworks} from '@site/src/data/networks';
import {environments, packages, products, apiVersion, exampleApis} from '@site/src/data/platform';
import {docsDir, repoRoot} from '../support/paths';
import {readContentFiles} from '../support/frontMatter';

// Partials (files whose name starts with _) are included by pages, not pages themselves.
const docs = readContentFiles(docsDir).filter(({file}) => !path.basename(file).startsWith('_'));
const everything = [
  ...docs,
  ...readContentFiles(path.join(repoRoot, 'blog')),
  ...readContentFiles(path.join(repoRoot, 'src', 'pages')),
];
const relative = (file: string) => path.relative(repoRoot, file);

describe('content standards (DESIGN §5)', () => {
  it('every doc page has a title and a description', () => {
    for (const {file, frontMatter} of docs) {
      expect(frontMatter.title, relative(file)).toEqual(expect.any(String));
      expect(frontMatter.description, relative(file)).toEqual(expect.any(String));
    }
  });

  it('no page carries placeholder wording', () => {
    const placeholder = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder text/i;
    for (const {file, body} of everything) expect(body, relative(file)).not.toMatch(placeholder);
  });

  it('every Markdown table names each column (an empty header cell fails accessibility checks)', () => {
    for (const {file, body} of everything) {
      for (const line of body.split('\n')) expect(line, relative(file)).not.toMatch(/^\|\s*\|/);
    }
  });

  it('every doc page has real substance (at least 250 words of prose)', () => {
    for (const {file, body} of docs) {
      const words = body
        .replace(/```[\s\S]*?```/g, '')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, relative(file)).toBeGreaterThanOrEqual(250);
    }
  });
});

describe('one platform, one truth (src/data)', () => {
  it('API URLs in pages are built from the platform hosts, products and version', () => {
    const hosts = environments.map((environment) => environment.apiHost.replace('https://', ''));
    const graphqlIds = products.map((product) => product.id);
    const restIds = [
      ...products.filter((product) => product.rest).map((product) => product.id),
      ...exampleApis.map((api) => api.id),
    ];
    for (const {file, body} of everything) {
      for (const [url, host, api, rest] of body.matchAll(/https:\/\/(api[\w.]*\.assetra\.dev)\/([\w-]+)\/([\w-]+)/g)) {
        expect(hosts, `${relative(file)}: ${url}`).toContain(host);
        expect([apiVersion, 'graphql'], `${relative(file)}: ${url}`).toContain(rest);
        expect(rest === apiVersion ? restIds : graphqlIds, `${relative(file)}: ${url}`).toContain(api);
      }
    }
  });

  it('only the published npm packages are named', () => {
    const known: string[] = Object.values(packages);
    for (const {file, body} of everything) {
      for (const [name] of body.matchAll(/@assetra\/[\w-]+/g)) expect(known, relative(file)).toContain(name);
    }
  });

  it('excerpts of reference files quote them exactly', () => {
    let excerpts = 0;
    for (const {file, body} of everything) {
      for (const [, source, quoted] of body.matchAll(/```\w+ title="(reference\/[^"]+) \(excerpt\)"\n([\s\S]*?)```/g)) {
        const original = fs.readFileSync(path.join(repoRoot, source!), 'utf8');
        const lines = quoted!.trimEnd().split('\n');
        // The excerpt may be re-indented; its lines must appear in the file, in order and together.
        const indent = /^\s*/.exec(original.split('\n').find((line) => line.trim() === lines[0]!.trim()) ?? '')![0];
        expect(original, `${relative(file)} quotes ${source}`).toContain(
          lines.map((line) => (line ? indent + line : line)).join('\n'),
        );
        excerpts++;
      }
    }
    expect(excerpts).toBeGreaterThan(0);
  });

  it('network RPC endpoints are rendered from data, never typed into a page', () => {
    const rpcUrls = publishedNetworks().flatMap((network) => [network.mainnet.rpcUrl, network.testnet.rpcUrl]);
    for (const {file, body} of everything) {
      for (const rpcUrl of rpcUrls) expect(body.includes(rpcUrl), `${relative(file)} types ${rpcUrl}`).toBe(false);
    }
  });
});
