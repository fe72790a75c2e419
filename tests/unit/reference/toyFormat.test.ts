import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {afterAll, describe, expect, it} from 'vitest';
import {downloadsFormat} from '@site/plugins/reference/downloads';
import {
  describeProblems,
  referenceProblems,
  refuseProblems,
  type Formats,
  type ReferenceFormat,
} from '@site/plugins/reference/format';
import {allItems, placeItems} from '@site/plugins/reference/items';
import {loadBundle, loadBundleInParallel, loadRest} from '@site/plugins/reference/load';
import {findPlacements} from '@site/plugins/reference/placements';
import {publishedBy, servedBy, servedFromParts} from '@site/plugins/reference/published';
import remarkReference from '@site/plugins/reference/remark';
import {heading, paragraph, text} from '@site/plugins/support/mdast';

/**
 * A new reference format is one folder implementing `ReferenceFormat`: this test registers a toy one (a list of
 * "name: meaning" lines under reference/glossary/) beside the downloads table, and sees it loaded, validated with
 * file and line, rendered into a page, counted for coverage, and published.
 */

interface Glossary {
  file: string;
  text: string;
  terms: {name: string; meaning: string; line: number}[];
}
type ToyBundle = {dir: string; glossaries: Glossary[]};

const termPattern = /^([a-z-]+): (.+)$/;

const glossaryFormat: ReferenceFormat<{glossaries: Glossary[]}, ToyBundle> = {
  folders: ['glossary'],
  load: (dir) => ({
    glossaries: fs
      .readdirSync(path.join(dir, 'glossary'))
      .sort()
      .map((name) => {
        const file = `glossary/${name}`;
        const source = fs.readFileSync(path.join(dir, file), 'utf8');
        const terms = source.split('\n').flatMap((line, index) => {
          const [, term, meaning] = termPattern.exec(line) ?? [];
          return term && meaning ? [{name: term, meaning, line: index + 1}] : [];
        });
        return {file, text: source, terms};
      }),
  }),
  validate: ({glossaries}) =>
    glossaries.flatMap(({file, text: source}) =>
      source
        .split('\n')
        .map((line, index) => ({line, number: index + 1}))
        .filter(({line}) => line !== '' && !termPattern.test(line))
        .map(({line, number}) => ({file, line: number, message: `"${line}" is not "term: meaning"`})),
    ),
  directives: {
    'glossary-terms': {
      items: (bundle, placement) =>
        bundle.glossaries
          .find((glossary) => glossary.file === placement.attributes.file)!
          .terms.map((term) => ({kind: 'glossary-term', key: term.name, anchor: term.name})),
      render: ({bundle}, placement) =>
        bundle.glossaries
          .find((glossary) => glossary.file === placement.attributes.file)!
          .terms.flatMap((term) => [heading(3, term.name, text(term.name)), paragraph(text(term.meaning))]),
    },
  },
  items: ({glossaries}) =>
    glossaries.flatMap(({terms}) => terms.map((term) => ({kind: 'glossary-term', key: term.name, anchor: term.name}))),
  publish: ({glossaries}) =>
    glossaries.map(({file, text: source}) => ({file, text: source, description: 'Glossary, one term a line'})),
  serve: ({glossaries}) => glossaries.map(({file, terms}) => [`explorer/${file}.json`, JSON.stringify(terms)] as const),
};
const formats: Formats<ToyBundle> = [glossaryFormat, downloadsFormat];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toy-format-'));
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));
const referenceDir = path.join(root, 'reference');
const docsDir = path.join(root, 'docs');
fs.mkdirSync(path.join(referenceDir, 'glossary'), {recursive: true});
fs.mkdirSync(docsDir);
const glossaryText = 'collateral: What a borrower locks\nhealth-factor: How far a loan is from liquidation\n';
fs.writeFileSync(path.join(referenceDir, 'glossary', 'pools.txt'), glossaryText);
const page = '---\nslug: /words\n---\n\n# Words\n\n::glossary-terms{file="glossary/pools.txt"}\n';
fs.writeFileSync(path.join(docsDir, 'words.mdx'), page);
fs.writeFileSync(path.join(docsDir, 'files.mdx'), '# Files\n\n::reference-downloads{files="glossary/pools.txt"}\n');

async function render(file: string): Promise<Root> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkReference, {docsDir, reference: {formats, dir: referenceDir}});
  const source = fs.readFileSync(path.join(docsDir, file), 'utf8').replace(/^---[\s\S]*?---\n/, '');
  return (await processor.run(processor.parse(source), {path: path.join(docsDir, file)} as never)) as unknown as Root;
}

const plain = (node: unknown): string =>
  typeof node === 'object' && node !== null
    ? 'value' in node
      ? String(node.value)
      : 'children' in node && Array.isArray(node.children)
        ? node.children.map(plain).join('')
        : ''
    : '';

describe('a reference format registered by a test', () => {
  const bundle = loadBundle(formats, referenceDir);

  it('loads its files into its part of the bundle', () => {
    expect(bundle.glossaries.map((glossary) => glossary.terms.map((term) => term.name))).toEqual([
      ['collateral', 'health-factor'],
    ]);
  });

  it("renders its directive in a page, where the page's directive was", async () => {
    const tree = await render('words.mdx');
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'heading', 'paragraph', 'heading', 'paragraph']);
    expect(plain(tree.children[3])).toBe('health-factor');
    expect(plain(tree.children[4])).toBe('How far a loan is from liquidation');
  });

  it('places its items at the route the page is served at (its slug) and covers every one', () => {
    const placements = findPlacements(docsDir, ['glossary-terms', 'reference-downloads']);
    const placed = placeItems(formats, bundle, placements);
    expect(placed.map((item) => `${item.route}#${item.anchor}`)).toEqual([
      '/docs/words#collateral',
      '/docs/words#health-factor',
    ]);
    expect(allItems(formats, bundle).map((item) => item.key)).toEqual(placed.map((item) => item.key));
  });

  it('publishes its file for the download tables, and serves its other files', async () => {
    expect([...publishedBy(formats, bundle).keys()]).toEqual(['glossary/pools.txt']);
    expect([...servedBy(formats, bundle).keys()]).toEqual(['explorer/glossary/pools.txt.json']);
    // As the build writes them: the format loading its own part alone, on a worker thread (serveWorker.ts).
    expect(servedFromParts(formats, referenceDir)).toEqual(servedBy(formats, bundle));
    const tree = await render('files.mdx');
    const table = tree.children.find((node) => node.type === 'table');
    expect(plain(table)).toContain('Glossary, one term a line');
    expect(plain(table)).toContain(`${(Buffer.byteLength(glossaryText) / 1024).toFixed(1)} KiB`);
  });

  it('finds nothing wrong in good files, and names the file and line of a bad one', () => {
    expect(referenceProblems(formats, bundle)).toEqual([]);
    const broken: Glossary = {
      file: 'glossary/pools.txt',
      text: `${glossaryText}liquidation = selling collateral\n`,
      terms: [],
    };
    const problems = referenceProblems(formats, {...bundle, glossaries: [broken]});
    expect(describeProblems(problems)).toBe(
      'reference/glossary/pools.txt:3: "liquidation = selling collateral" is not "term: meaning"',
    );
  });

  it('refuses a directive no format defines, and one that two formats claim', () => {
    expect(() => findPlacements(docsDir, ['glossary-terms'])).toThrow(
      'unknown reference directive ::reference-downloads',
    );
    const twin = {...downloadsFormat, folders: []};
    expect(() =>
      remarkReference({docsDir, reference: {formats: [glossaryFormat, downloadsFormat, twin], dir: referenceDir}}),
    ).toThrow('Two reference formats define the directive ::reference-downloads');
  });

  it('refuses a reference with problems, as the build does, listing each at its file and line', () => {
    const broken: Glossary = {file: 'glossary/pools.txt', text: 'collateral = locked\n', terms: []};
    expect(() => refuseProblems(formats, bundle)).not.toThrow();
    expect(() => refuseProblems(formats, {...bundle, glossaries: [broken]})).toThrow(
      'reference/ has 1 problem(s); fix them and build again:\nreference/glossary/pools.txt:1: "collateral = locked"',
    );
  });

  it('loads the formats with slow work first, and reports a failed load without leaving another unhandled', async () => {
    const order: string[] = [];
    const slow: ReferenceFormat<{slow: true}> = {
      folders: [],
      load: () => ({slow: true}),
      loadInParallel: () => {
        order.push('slow started');
        return Promise.reject(new Error('solc failed'));
      },
      directives: {},
    };
    const broken: ReferenceFormat<object> = {
      folders: [],
      load: () => {
        order.push('sync load');
        throw new Error('reference/rest/x.openapi.yaml:2: bad indentation');
      },
      directives: {},
    };
    await expect(loadBundleInParallel([broken, slow], root)).rejects.toThrow('reference/rest/x.openapi.yaml:2');
    expect(order).toEqual(['slow started', 'sync load']);
    await expect(loadBundleInParallel([slow], root)).rejects.toThrow('solc failed');
  });

  it('keeps what each list of formats publishes apart, and refuses a file or part two formats both give', () => {
    expect([...publishedBy([downloadsFormat], bundle).keys()]).toEqual([]);
    expect([...publishedBy(formats, bundle).keys()]).toEqual(['glossary/pools.txt']);
    const twin: ReferenceFormat<{glossaries: Glossary[]}, ToyBundle> = {...glossaryFormat, directives: {}};
    expect(() => publishedBy([glossaryFormat, twin], bundle)).toThrow(
      'Two reference formats publish glossary/pools.txt',
    );
    expect(() => servedBy([glossaryFormat, twin], bundle)).toThrow(
      'Two reference formats serve explorer/glossary/pools.txt.json',
    );
    expect(() => loadBundle([glossaryFormat, twin], referenceDir)).toThrow(
      'Two reference formats load a part named "glossaries"',
    );
  });

  it('names the file and line of a document that does not parse', () => {
    const dir = path.join(root, 'broken-reference');
    fs.mkdirSync(path.join(dir, 'rest'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'rest', 'x.openapi.yaml'), 'openapi: 3.1.0\ninfo:\n  title: x\n    version: 1\n');
    expect(() => loadRest(dir)).toThrow(/^reference\/rest\/x\.openapi\.yaml:3: /);
  });
});
