import {themes, type PrismTheme} from 'prism-react-renderer';

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
