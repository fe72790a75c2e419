import {normalizeTokens} from 'prism-react-renderer';
import {prism} from './prism';
import {tokenClasses} from './tokenStyles';

// The inner HTML of a code block's <code>, made once at build time. Lines end in a newline (none after
// the last), so the element's text is exactly the code the copy button copies; a line is wrapped in a
// span only when it has classes (a highlighted line) or a line number.

export interface HighlightOptions {
  language: string;
  /** Class names per zero-based line (highlighted lines), as the theme's parseLines returns them. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the language has a grammar here; a block in any other language is shown as plain text. */
export const isHighlighted = (language: string) => Boolean(prism.languages[language]);

function tokenize(code: string, language: string) {
  const grammar = prism.languages[language];
  return normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code]);
}

type Token = ReturnType<typeof normalizeTokens>[number][number];

/** A line's tokens as runs of text that share classes, so neighbours of one colour take one span. */
function runsOfSameClasses(tokens: Token[]): {classes: string; text: string}[] {
  const runs: {classes: string; text: string}[] = [];
  for (const {types, content, empty} of tokens) {
    if (empty) continue;
    const classes = tokenClasses(types).join(' ');
    const last = runs.at(-1);
    if (last && last.classes === classes) last.text += content;
    else runs.push({classes, text: content});
  }
  return runs;
}

export function highlightCode(code: string, {language, lineClassNames, showLineNumbers}: HighlightOptions): string {
  const lines = tokenize(code, language);
  return lines
    .map((tokens, index) => {
      const content = runsOfSameClasses(tokens)
        .map(({classes, text}) => (classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text)))
        .join('');
      const end = index < lines.length - 1 ? '\n' : '';
      const lineClasses = [...(showLineNumbers ? ['code-line'] : []), ...(lineClassNames[index] ?? [])];
      if (!lineClasses.length) return `${content}${end}`;
      const body = showLineNumbers
        ? `<span class="code-line-number"></span><span class="code-line-content">${content}${end}</span>`
        : `${content}${end}`;
      return `<span class="${lineClasses.join(' ')}">${body}</span>`;
    })
    .join('');
}
