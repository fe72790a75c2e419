import {describe, expect, it} from 'vitest';
import {parseDocument} from 'htmlparser2';
import {isTag, type Element} from 'domhandler';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import {
  codeBlockAction,
  codeBlockActionAttribute,
  codeBlockMarkup,
  type CodeBlockClasses,
  type CodeBlockLabels,
} from '../theme/CodeBlock/markup';

// The class names stand in for the CSS modules' (theme/CodeBlock/chrome.ts): each is its own name here.
const classes = Object.fromEntries(
  [
    'title',
    'content',
    'pre',
    'lines',
    'linesWithNumbering',
    'buttonGroup',
    'wrapIcon',
    'copyIcons',
    'copyIcon',
    'copiedIcon',
  ].map((name) => [name, `${name}_x1`]),
) as unknown as CodeBlockClasses;
const labels: CodeBlockLabels = {copy: 'Copy code to clipboard', copyTitle: 'Copy', wordWrap: 'Toggle word wrap'};

/** The markup's elements as indented `tag.class[attribute=value]` lines, leaving out code tokens and icon paths. */
function outline(html: string): string[] {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    const name = `${element.name}${element.attribs.class ? `.${element.attribs.class.split(' ').join('.')}` : ''}`;
    const extra = ['hidden', 'aria-hidden', 'aria-label', 'title', 'tabindex', codeBlockActionAttribute]
      .filter((attribute) => attribute in element.attribs)
      .map((attribute) => `[${attribute}=${element.attribs[attribute]}]`)
      .join('');
    lines.push(`${'  '.repeat(depth)}${name}${extra}`);
    if (element.name === 'code') return;
    for (const child of element.children) if (isTag(child) && child.name !== 'path') walk(child, depth + 1);
  };
  for (const node of parseDocument(html).children) if (isTag(node)) walk(node, 0);
  return lines;
}

describe('a code block as one HTML string (theme/CodeBlock/markup)', () => {
  it('lays out the theme’s parts: title, code in a focusable pre, the word-wrap toggle hidden, then copy', () => {
    const html = codeBlockMarkup(classes, labels, {code: '<span class="l5">x</span>', language: 'ts', title: 'a.ts'});
    expect(outline(html)).toEqual([
      'div.title_x1',
      'div.content_x1',
      '  pre.prism-code.language-ts.pre_x1.thin-scrollbar[tabindex=0]',
      '    code.lines_x1',
      '  div.buttonGroup_x1',
      `    button.clean-btn[hidden=][aria-label=Toggle word wrap][title=Toggle word wrap][${codeBlockActionAttribute}=${codeBlockAction.wordWrap}]`,
      '      svg.wrapIcon_x1[aria-hidden=true]',
      `    button.clean-btn[aria-label=Copy code to clipboard][title=Copy][${codeBlockActionAttribute}=${codeBlockAction.copy}]`,
      '      span.copyIcons_x1[aria-hidden=true]',
      '        svg.copyIcon_x1',
      '        svg.copiedIcon_x1',
    ]);
    expect(html).toContain('<code class="lines_x1"><span class="l5">x</span></code>');
  });

  it('has no title element without a title, and numbers lines when asked', () => {
    const html = codeBlockMarkup(classes, labels, {code: 'x', language: 'text', showLineNumbers: true});
    expect(outline(html)[0]).toBe('div.content_x1');
    expect(html).toContain('<code class="lines_x1 linesWithNumbering_x1">x</code>');
  });

  it('escapes the title, the language and the labels; the code is placed as given (it is HTML already)', () => {
    const html = codeBlockMarkup(
      classes,
      {...labels, copy: 'Copy "it"'},
      {code: '&lt;T&gt;', language: 'x" onclick="y', title: '<Pools> & "loans"'},
    );
    const document = parseDocument(html);
    const title = document.children.find(isTag)!;
    expect(title.children.map((child) => ('data' in child ? child.data : ''))).toEqual(['<Pools> & "loans"']);
    expect(html).not.toContain('onclick="y');
    expect(html).toContain('language-x&#34; onclick=&#34;y');
    expect(html).toContain('aria-label="Copy &#34;it&#34;"');
    expect(html).toContain('>&lt;T&gt;</code>');
  });

  it('escapes code given as text (src/lib/escapeHtml) so that the block shows that text exactly', () => {
    const text = 'HTTP/1.1 200 OK\n<b>"a" & \'b\'</b> 5 < 6\n';
    const html = escapeHtml(text);
    expect(html).toBe('HTTP/1.1 200 OK\n&#60;b&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/b&#62; 5 &#60; 6\n');
    // As the browser reads it back: the parser decodes every reference.
    const code = parseDocument(`<code>${html}</code>`, {decodeEntities: true}).children.find(isTag)!;
    expect(code.children.map((child) => ('data' in child ? child.data : '')).join('')).toBe(text);
  });
});
