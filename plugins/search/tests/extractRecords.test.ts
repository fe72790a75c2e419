import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search/extractRecords';

const docPage = (
  body: string,
) => `<!doctype html><html class="docs-wrapper docs-doc-page docs-doc-id-resources/glossary"><head>
<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current></head>
<body><nav><p>Navbar text</p></nav><main><article><nav class="breadcrumbs"><p>Home</p></nav>
<div class="theme-doc-markdown markdown"><header><h1>Glossary</h1></header>${body}</div></article></main>
<footer><p>Footer text</p></footer></body></html>`;

const page = docPage(`
<p>Terms used across the docs.
<h2 id="h">H<a class="hash-link" href="#h" aria-label="Direct link to H">\u200b</a></h2>
<h3 id="health-factor">Health factor<a class="hash-link" href="#health-factor">\u200b</a></h3>
<p>The health factor is (collateral value × liquidation threshold) / debt value.
<pre><code>const hf = collateral * threshold / debt;</code></pre>
<pre><code><span class="token keyword">const</span> assetra = <span>createAssetraClient</span>({chainId: 84532});
await assetra.pools.buildBorrow(pool.id); // MISSING_ROLE &amp; x.y</code></pre>
<ul><li>Above 1: safe<li><p>Below 1: liquidatable<ul><li>Nested item</ul></ul>
<table><tr><th>Collateral<th>Debt<tr><td>10,000 USDC<td>6,400 USDC</table>
<p>The health factor is (collateral value × liquidation threshold) / debt value.
<h2 id="l">L</h2><p>Liquidation &amp; bonus &lt;script&gt;</p>`);

describe('extractRecords (DocSearch records from rendered HTML)', () => {
  const records = extractRecords({url: '/docs/resources/glossary', html: page, lvl0: 'Resources'});

  it('starts with the page record (lvl1) without an anchor', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      content: null,
      url: '/docs/resources/glossary',
      hierarchy: {lvl0: 'Resources', lvl1: 'Glossary', lvl2: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('records headings with their level, text (no anchor glyph) and anchor', () => {
    const heading = records.find((record) => record.type === 'lvl3');
    expect(heading).toMatchObject({
      hierarchy: {lvl1: 'Glossary', lvl2: 'H', lvl3: 'Health factor'},
      url: '/docs/resources/glossary#health-factor',
      anchor: 'health-factor',
    });
  });

  it('points content at the nearest heading anchor and keeps the hierarchy above it', () => {
    const content = records.find((record) => record.content?.startsWith('The health factor is'));
    expect(content).toMatchObject({
      type: 'content',
      url: '/docs/resources/glossary#health-factor',
      hierarchy: {lvl2: 'H', lvl3: 'Health factor'},
    });
    const intro = records.find((record) => record.content === 'Terms used across the docs.');
    expect(intro?.url).toBe('/docs/resources/glossary');
  });

  it('records a repeated paragraph under the same heading once', () => {
    expect(records.filter((record) => record.content?.startsWith('The health factor is'))).toHaveLength(1);
  });

  it('leaves out code blocks, navigation and the footer on purpose', () => {
    const text = records.map((record) => record.content ?? '').join('\n');
    expect(text).not.toContain('const hf');
    expect(text).not.toContain('Navbar text');
    expect(text).not.toContain('Footer text');
    expect(text).not.toContain('Home');
  });

  it("gives the page record its code blocks' identifiers as whole terms, not their parts or other words", () => {
    const terms = records[0]!.code!.split(' ');
    for (const term of ['createassetraclient', 'chainid', 'buildborrow', 'poolsbuildborrow', 'missingrole', 'poolid']) {
      expect(terms, term).toContain(term);
    }
    for (const word of ['const', 'assetra', 'pools', 'pool', 'id', '84532', 'hf', 'amp', 'span', 'token', 'x', 'y']) {
      expect(terms, word).not.toContain(word);
    }
    expect(records.slice(1).every((record) => record.code === undefined)).toBe(true);
  });

  it('records list items, paragraphs inside items and nested items separately', () => {
    const contents = records.map((record) => record.content);
    expect(contents).toContain('Above 1: safe');
    expect(contents).toContain('Below 1: liquidatable');
    expect(contents).toContain('Nested item');
  });

  it('records table rows with their cells separated', () => {
    expect(records.map((record) => record.content)).toContain('10,000 USDC · 6,400 USDC');
  });

  it('decodes entities once and keeps markup-like text as text', () => {
    expect(records.at(-1)).toMatchObject({
      content: 'Liquidation & bonus <script>',
      url: '/docs/resources/glossary#l',
      hierarchy: {lvl2: 'L', lvl3: null},
    });
  });

  it('gives every record a unique objectID', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('ignores listing pages such as tag and category indexes', () => {
    const listing =
      '<html class="docs-wrapper docs-tags-list-page"><body><main><article><h1>Tags</h1><p>x</p></article></main></body></html>';
    expect(extractRecords({url: '/docs/tags', html: listing, lvl0: 'Docs'})).toEqual([]);
  });
});
