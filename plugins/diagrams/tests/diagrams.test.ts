import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {diagramSources, diagramSvgId, drawingStamp, svgStamp} from '../catalogue';
import {drawDiagrams, drawingsDir} from '../index';
import {mergeThemes} from '../mergeThemes';
import {roundCoordinates} from '../roundCoordinates';
import {labelParagraphClass, validMarkup} from '../validMarkup';
import {diagramKey} from '../diagramKey';
import {repoRoot} from '@site/tests/support/paths';

const rerun = 'run `npm run diagrams`';

/** `a, b:is(c, d)` → `a`, ` b:is(c, d)`: commas inside parentheses do not separate selectors. */
function splitSelectorList(list: string): string[] {
  const selectors = [''];
  let depth = 0;
  for (const character of list) {
    if (character === ',' && depth === 0) selectors.push('');
    else {
      depth += character === '(' ? 1 : character === ')' ? -1 : 0;
      selectors[selectors.length - 1] += character;
    }
  }
  return selectors;
}

describe('drawn diagrams (plugins/diagrams/drawings)', () => {
  const sources = diagramSources(repoRoot);
  const dir = drawingsDir;
  const drawn = fs.readdirSync(dir).filter((file) => file.endsWith('.svg'));

  it('finds the Mermaid diagrams of docs, blog and pages', () => {
    const pages = new Set([...sources.values()].flatMap((entry) => entry.pages));
    expect(sources.size).toBeGreaterThan(100);
    expect([...pages].some((page) => page.startsWith('blog/'))).toBe(true);
    expect(pages).toContain('docs/pools/pools-processes/borrowing.mdx');
  });

  it('has a drawing for every diagram, made with the current Mermaid and settings', () => {
    const stamp = drawingStamp();
    const outdated = [...sources].filter(([key]) => {
      const file = path.join(dir, `${key}.svg`);
      return !fs.existsSync(file) || svgStamp(fs.readFileSync(file, 'utf8')) !== stamp;
    });
    expect(
      outdated.map(([key, {pages}]) => `${pages[0]} (${key})`),
      `missing or out of date: ${rerun}`,
    ).toEqual([]);
  });

  it('keeps no drawing that no page shows', () => {
    expect(
      drawn.filter((file) => !sources.has(file.replace(/\.svg$/, ''))),
      `stale drawings: ${rerun}`,
    ).toEqual([]);
  });

  it('gives each drawing its own id, a style for each colour mode, and an accessible role', () => {
    for (const file of drawn) {
      const svg = fs.readFileSync(path.join(dir, file), 'utf8');
      const id = diagramSvgId(file.replace(/\.svg$/, ''));
      expect(svg, file).toMatch(new RegExp(`^<svg [^>]*id="${id}"`));
      expect(svg, file).toMatch(/^<svg [^>]*role="graphics-document document"/);
      expect(svg, file).toContain(`:root:not([data-theme=dark]) #${id}`);
      expect(svg, file).toContain(`:root[data-theme=dark] #${id}`);
      // Every rule of the style is scoped to this drawing: none can reach the page or another diagram.
      const style = /<style>([\s\S]*?)<\/style>/.exec(svg)![1]!;
      const selectors = [
        ...style.replace(/@keyframes [\w-]+\{(?:[^{}]*\{[^}]*\})*\}/g, '').matchAll(/(?:^|\})([^{}]+)\{/g),
      ].flatMap((match) => splitSelectorList(match[1]!));
      expect(
        selectors.filter((selector) => !selector.includes(`#${id}`)),
        file,
      ).toEqual([]);
    }
  });
});

describe('drawn diagrams as HTML', () => {
  it('hold no markup that pages inlining them may not: p in a label, name on a shape, a sized circle', () => {
    const dir = drawingsDir;
    const invalid = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .filter((file) =>
        /<p[ >]|<(?:rect|line|g)\b[^>]* name="|<circle\b[^>]* (?:width|height)="/.test(
          fs.readFileSync(path.join(dir, file), 'utf8'),
        ),
      );
    expect(invalid, rerun).toEqual([]);
  });
});

describe('validMarkup', () => {
  it('makes label paragraphs block spans its style still reaches, and drops attributes SVG does not have', () => {
    const svg =
      '<svg id="d1"><style>#d1 p{margin:0;}#d1 .edgeLabel p{background-color:white;}#d1 tspan{fill:red;}</style>' +
      '<g name="A"><rect x="1" name="A"></rect><circle r="15" width="150" height="65"></circle></g>' +
      '<foreignObject><div><span class="edgeLabel"><p>POST /admin/pools</p></span></div></foreignObject></svg>';
    expect(validMarkup(svg, 'd1')).toBe(
      `<svg id="d1"><style>#d1 .${labelParagraphClass}{margin:0;}#d1 .edgeLabel .${labelParagraphClass}{background-color:white;}` +
        `#d1 tspan{fill:red;}:root:is([data-theme], :not([data-theme])) #d1 .${labelParagraphClass}{display:block;color:inherit;}</style>` +
        '<g><rect x="1"></rect><circle r="15"></circle></g>' +
        `<foreignObject><div><span class="edgeLabel"><span class="${labelParagraphClass}">POST /admin/pools</span></span></div></foreignObject></svg>`,
    );
  });
});

describe('diagramKey', () => {
  it('is 14 hex digits, stable, and differs between sources', () => {
    expect(diagramKey('graph TD\n  A --> B')).toMatch(/^[0-9a-f]{14}$/);
    expect(diagramKey('graph TD\n  A --> B')).toBe(diagramKey('graph TD\n  A --> B'));
    expect(diagramKey('graph TD\n  A --> B')).not.toBe(diagramKey('graph TD\n  A --> C'));
  });
});

describe('mergeThemes', () => {
  const draw = (colour: string, fill: string, stroke: string, label = 'Pool') =>
    `<svg id="d1" viewBox="0 0 10 10"><style>#d1{font-size:16px;}#d1 .actor{fill:${colour};}@keyframes dash{to{stroke-dashoffset:0;}}</style><rect x="1" fill="${fill}" class="actor"></rect><g style="stroke: ${stroke}; opacity: 1;"><text>${label}</text></g></svg>`;

  it('scopes each mode’s rules, writes shared rules once, and moves differing colours into themed rules', () => {
    const merged = mergeThemes(
      draw('#eee', '#eaeaea', 'rgb(212, 212, 212)'),
      draw('#1f2020', '#333', 'rgb(204, 204, 204)'),
      'd1',
    );
    expect(merged).toContain(':root:is([data-theme], :not([data-theme])) #d1{font-size:16px;}');
    expect(merged).toContain(
      ':root:not([data-theme=dark]) #d1 .actor{fill:#eee;}:root[data-theme=dark] #d1 .actor{fill:#1f2020;}',
    );
    expect(merged).toContain('@keyframes dash{to{stroke-dashoffset:0;}}');
    // A presentation attribute loses to the stylesheet, as before; an inline style still wins.
    expect(merged).toContain('<rect data-themed="0" x="1" class="actor"></rect>');
    expect(merged).toContain(':where(:root:not([data-theme=dark]) #d1 [data-themed="0"]){fill:#eaeaea}');
    expect(merged).toContain(':where(:root[data-theme=dark] #d1 [data-themed="0"]){fill:#333}');
    expect(merged).toContain('<g data-themed="1" style="opacity: 1;">');
    expect(merged).toContain(':root[data-theme=dark] #d1 [data-themed="1"]{stroke:rgb(204, 204, 204) !important}');
    expect(merged).toContain('<text>Pool</text>');
  });

  it('refuses drawings that differ in anything but colour', () => {
    expect(() =>
      mergeThemes(draw('#eee', '#eaeaea', 'red'), draw('#111', '#333', 'red', 'Pools'), 'd1', 'page.mdx'),
    ).toThrow(/page\.mdx: text differs/);
    const moved = draw('#111', '#333', 'red').replace('x="1"', 'x="2"');
    expect(() => mergeThemes(draw('#eee', '#eaeaea', 'red'), moved, 'd1')).toThrow(/attribute x differs/);
  });
});

describe('roundCoordinates', () => {
  it('rounds long decimals inside tags to hundredths and leaves labels and compact path data alone', () => {
    const svg =
      '<path d="M-42.0859375 -19.5 C12.123456,3.999 1.04.045.4"></path><text x="0.125">health factor 1.4706</text>';
    expect(roundCoordinates(svg)).toBe(
      '<path d="M-42.09 -19.5 C12.12,4 1.04.045.4"></path><text x="0.13">health factor 1.4706</text>',
    );
  });
});

describe('drawDiagrams', () => {
  const source = (key: string, quoted: boolean) =>
    `<div class="holder_x" data-diagram=${quoted ? `"${key}"` : key}><pre class="source_x" aria-label="Diagram source"><code>graph TD\n  A --&gt; B</code></pre></div>`;
  const drawing = (key: string) => (key === 'aaaaaaaaaaaaaa' ? '<svg id="diagram-aaaaaaaaaaaaaa"></svg>' : undefined);

  it('puts the drawing in place of the source, with or without quotes round the key', () => {
    for (const quoted of [true, false]) {
      const missing = new Set<string>();
      const html = drawDiagrams(`<p>before</p>${source('aaaaaaaaaaaaaa', quoted)}<p>after</p>`, drawing, missing);
      expect(html).not.toContain('Diagram source');
      expect(html).toContain(
        '<div class="docusaurus-mermaid-container"><svg id="diagram-aaaaaaaaaaaaaa"></svg></div></div><p>after</p>',
      );
      expect(missing.size).toBe(0);
    }
  });

  it('keeps the source of a diagram without a drawing, and names it', () => {
    const missing = new Set<string>();
    const page = source('bbbbbbbbbbbbbb', true);
    expect(drawDiagrams(page, drawing, missing)).toBe(page);
    expect([...missing]).toEqual(['bbbbbbbbbbbbbb']);
  });
});
