import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '@site/config/prism';
import {tokenStylesheet} from '../tokenStyles';
import {contrastRatio} from '@site/tests/support/contrast';
import {repoRoot} from '@site/tests/support/paths';

const css = fs.readFileSync(path.join(repoRoot, 'src', 'css', 'custom.css'), 'utf8');

/** The highlighted-line background of a theme block in custom.css, as [r, g, b, alpha]. */
function highlight(block: string): [number, number, number, number] {
  const section = css.slice(css.indexOf(block));
  const match = /--docusaurus-highlighted-code-line-bg: rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(section);
  if (!match) throw new Error(`No highlighted-line colour under ${block}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]) / 100];
}

/** The colour a translucent layer shows over an opaque hex background. */
function blend(background: string, [r, g, b, alpha]: [number, number, number, number]): string {
  const base = [1, 3, 5].map((index) => parseInt(background.slice(index, index + 2), 16));
  const mixed = [r, g, b].map((channel, index) => Math.round(base[index]! * (1 - alpha) + channel * alpha));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe.each([
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
] as [string, PrismTheme, string][])('%s code theme', (_name, theme, block) => {
  const background = theme.plain.backgroundColor!;
  const backgrounds = [background, blend(background, highlight(block))];
  const colours = [theme.plain.color!, ...theme.styles.map((entry) => entry.style.color).filter(Boolean)] as string[];

  it('every colour of the served token stylesheet keeps 4.5:1 contrast on plain and highlighted lines', () => {
    const mode = block === ':root' ? 'light' : 'dark';
    const served = [
      ...tokenStylesheet().matchAll(new RegExp(`\\[data-theme='${mode}'\\] [^{]+\\{color:(#[0-9a-f]{6})\\}`, 'g')),
    ].map((match) => match[1]!);
    expect(served.length).toBeGreaterThan(5);
    for (const colour of served)
      for (const surface of backgrounds) expect(contrastRatio(colour, surface), colour).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('token colour %s keeps 4.5:1 contrast on plain and highlighted lines', (colour) => {
    for (const surface of backgrounds) expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
