import {describe, expect, it} from 'vitest';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {codeBlockElement} from '../remark';
import {isHighlighted} from '../highlight';
import {parseLines} from '../lineParsing';
import {tokenStylesheet} from '../tokenStyles';
import {magicComments} from '@site/config/prism';
import {contentPages, pageCodeBlocks} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '@site/tests/support/paths';

const pageBlocks = contentPages(repoRoot).flatMap((page) =>
  pageCodeBlocks(repoRoot, page).map((block) => ({page, block})),
);
const highlightedBlocks = pageBlocks.filter(({block}) => block.lang !== 'mermaid');

const attributesOf = (element: MdxJsxFlowElement) =>
  Object.fromEntries((element.attributes as MdxJsxAttribute[]).map(({name, value}) => [name, value]));

const block = (value: string, lang: string | null = 'ts', meta: string | null = null) =>
  attributesOf(codeBlockElement({type: 'code', lang, meta, value}, {magicComments}));

/** The text a browser shows for build-time HTML: tags dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each line's outer span classes, for blocks whose lines are wrapped (highlights, line numbers). */
const lineSpans = (html: string) =>
  [
    ...html.matchAll(
      /<span class="((?:code-line|theme-code-block-highlighted-line)(?: theme-code-block-highlighted-line)?)">/g,
    ),
  ].map((match) => match[1]);

describe('build-time code blocks (plugins/code-blocks)', () => {
  it('finds the fenced blocks of the docs, the blog and the pages', () => {
    expect(highlightedBlocks.length).toBeGreaterThan(400);
  });

  it('every language a page uses has a grammar (text is plain on purpose)', () => {
    const languages = new Set(highlightedBlocks.map(({block: {lang}}) => lang ?? 'text'));
    expect([...languages].filter((language) => language !== 'text' && !isHighlighted(language))).toEqual([]);
  });

  it("every block's text is exactly its code, less magic comments: what the copy button copies", () => {
    const wrong = highlightedBlocks.filter(({block: {value, lang, meta}}) => {
      const {code} = parseLines(value, {metastring: meta ?? undefined, language: lang ?? undefined, magicComments});
      return textOf(String(block(value, lang, meta).html)) !== code;
    });
    expect(wrong.map(({page, block: {position}}) => `${page}:${position?.start.line}`)).toEqual([]);
  });

  it('escapes markup in code', () => {
    const {html} = block('const tag = "<script>&amp;</script>";');
    expect(html).not.toContain('<script>');
    expect(textOf(String(html))).toBe('const tag = "<script>&amp;</script>";');
  });

  it('colours tokens with classes, never inline styles, and leaves plain text unwrapped', () => {
    const {html} = block('const total = 1n; // base units');
    expect(html).not.toContain('style=');
    expect(html).toMatch(/^<span class="[ld]\d+( [ld]\d+)*">const<\/span> total /);
  });

  it('gives every class a block uses a rule in the token stylesheet', () => {
    const stylesheet = tokenStylesheet();
    const used = new Set(
      highlightedBlocks.flatMap(({block: {value, lang, meta}}) =>
        [...String(block(value, lang, meta).html).matchAll(/class="([^"]+)"/g)].flatMap((match) =>
          match[1]!.split(' '),
        ),
      ),
    );
    const tokenClasses = [...used].filter((name) => /^[ld]\d+$/.test(name));
    expect(tokenClasses.length).toBeGreaterThan(8);
    expect(tokenClasses.filter((name) => !stylesheet.includes(` .${name}{`))).toEqual([]);
  });

  it('highlights the lines a metastring range names', () => {
    const {html} = block('a();\nb();\nc();\nd();', 'ts', '{2-3}');
    expect(lineSpans(String(html))).toEqual(['theme-code-block-highlighted-line', 'theme-code-block-highlighted-line']);
    expect(String(html).split('theme-code-block-highlighted-line">')[1]).toMatch(/^<span[^>]*>b<\/span>/);
  });

  it('highlights the line after a magic comment and drops the comment', () => {
    const {html} = block('a();\n// highlight-next-line\nb();');
    expect(textOf(String(html))).toBe('a();\nb();');
    expect(lineSpans(String(html))).toEqual(['theme-code-block-highlighted-line']);
  });

  it('numbers every line when asked, keeping each line once', () => {
    const {html, showLineNumbers} = block('a();\n\nb();', 'ts', 'showLineNumbers');
    expect(showLineNumbers).toBeNull();
    expect(lineSpans(String(html))).toEqual(['code-line', 'code-line', 'code-line']);
    expect(textOf(String(html))).toBe('a();\n\nb();');
  });

  it('reads the title and language from the fence', () => {
    expect(block('x', 'TS', 'title="src/client.ts"')).toMatchObject({language: 'ts', title: 'src/client.ts'});
    expect(block('x', null)).toMatchObject({language: 'text'});
  });
});
