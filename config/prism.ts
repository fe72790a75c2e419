import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/theme-common';

export type MagicCommentConfig = ThemeConfig['prism']['magicComments'][number];

/**
 * The comments that highlight lines in a code block (the theme's default), read by the theme and plugins/code-blocks.
 */
export const magicComments: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

/**
 * Grammars highlighted at build time beyond the ones prism-react-renderer bundles (plugins/code-blocks);
 * a fenced block in another language shows as plain text.
 */
export const extraCodeLanguages = ['bash', 'json', 'solidity', 'graphql', 'yaml', 'diff', 'java'];

type TokenColours = Record<string, string>;

/** Replaces the colour of the given token types, keeping every other style of the base theme. */
function withColours(base: PrismTheme, colours: TokenColours): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find(Boolean);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/**
 * Code themes with every token at WCAG AA contrast (≥ 4.5:1) on the code background, also on
 * highlighted lines; the stock GitHub and Dracula themes fall short on comments, numbers and keywords.
 */
export const lightCodeTheme = withColours(themes.github, {
  comment: '#5b646e',
  string: '#b3185e',
  number: '#0b6b6b',
  keyword: '#0a62a0',
  function: '#b42b38',
});

export const darkCodeTheme = withColours(themes.dracula, {
  comment: '#a4aed6',
  deleted: '#ff8a8a',
  constant: '#c9a9fb',
  keyword: '#c9a9fb',
  string: '#ff8fd0',
});
