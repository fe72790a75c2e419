import {escapeHtml} from '@site/src/lib/escapeHtml';

// A code block's inside as one HTML string: React then hydrates the block's container alone, not its title, pre,
// code, buttons and icons, and the buttons work by delegation (client/codeBlockButtons.ts). Class names
// and labels are passed in (./chrome.ts), so the server and the browser make the same string.

/** The class names the markup carries: the classic theme's CSS modules' and this CodeBlock's. */
export interface CodeBlockClasses {
  title: string;
  content: string;
  pre: string;
  lines: string;
  linesWithNumbering: string;
  buttonGroup: string;
  wrapIcon: string;
  copyIcons: string;
  copyIcon: string;
  copiedIcon: string;
}

/** The buttons' accessible names and tooltips. */
export interface CodeBlockLabels {
  copy: string;
  copyTitle: string;
  wordWrap: string;
}

export interface CodeBlockParts {
  /** The inner HTML of <code>: build-time highlighted lines, or escaped text. */
  code: string;
  language: string;
  title?: string;
  showLineNumbers?: boolean;
}

/** What a button does when clicked, read by the delegated handlers. */
export const codeBlockAction = {copy: 'copy', wordWrap: 'word-wrap'} as const;
export const codeBlockActionAttribute = 'data-code-action';

// The site's own icons (24 × 24, filled with the text colour as the theme's CSS fills its icons).
const svg = (className: string, path: string, attributes = '') =>
  `<svg viewBox="0 0 24 24" class="${className}"${attributes}>` +
  `<path fill="currentColor" fill-rule="evenodd" d="${path}"/></svg>`;
const wordWrapPath = 'M3 5h18v2H3Zm0 6h14a4 4 0 0 1 0 8h-3v2.5L10.5 18 14 14.5V17h3a2 2 0 0 0 0-4H3Zm0 6h5v2H3Z';
const copyPath =
  'M4 2h11v2H5v12H3V3a1 1 0 0 1 1-1Zm5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm1 2v12h9V8Z';
const copiedPath = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4Z';

/**
 * The inside of a code block's container, as the theme lays it out: the title, then the code with its buttons. The
 * word-wrap toggle starts hidden; the delegated handler shows it once the code is found wider than the block.
 */
export function codeBlockMarkup(classes: CodeBlockClasses, labels: CodeBlockLabels, parts: CodeBlockParts): string {
  const language = escapeHtml(`language-${parts.language}`);
  const title = parts.title ? `<div class="${classes.title}">${escapeHtml(parts.title)}</div>` : '';
  const lines = parts.showLineNumbers ? `${classes.lines} ${classes.linesWithNumbering}` : classes.lines;
  const wordWrap =
    `<button type="button" class="clean-btn" ${codeBlockActionAttribute}="${codeBlockAction.wordWrap}" hidden ` +
    `aria-label="${escapeHtml(labels.wordWrap)}" title="${escapeHtml(labels.wordWrap)}">` +
    `${svg(classes.wrapIcon, wordWrapPath, ' aria-hidden="true"')}</button>`;
  const copy =
    `<button type="button" class="clean-btn" ${codeBlockActionAttribute}="${codeBlockAction.copy}" ` +
    `aria-label="${escapeHtml(labels.copy)}" title="${escapeHtml(labels.copyTitle)}">` +
    `<span class="${classes.copyIcons}" aria-hidden="true">` +
    `${svg(classes.copyIcon, copyPath)}${svg(classes.copiedIcon, copiedPath)}</span></button>`;
  return (
    `${title}<div class="${classes.content}">` +
    // Keyboard users scroll a long line with the arrow keys, as in the theme.
    `<pre tabindex="0" class="prism-code ${language} ${classes.pre} thin-scrollbar">` +
    `<code class="${lines}">${parts.code}</code></pre>` +
    `<div class="${classes.buttonGroup}">${wordWrap}${copy}</div></div>`
  );
}
