import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {Resvg} from '@resvg/resvg-wasm';
import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {CardCache, cardCacheKey} from '@site/plugins/social-cards/cache';
import type {CardContent} from '@site/plugins/social-cards/card';
import {socialCardPath, socialCardSize} from '@site/plugins/social-cards/cardPath';
import {fitTitle, titleFontSizes, titleMaxLines} from '@site/plugins/social-cards/layout';
import {socialCardPages} from '@site/plugins/social-cards/pages';
import {cardPalette} from '@site/plugins/social-cards/palette';
import {encodePng} from '@site/plugins/social-cards/encodePng';
import {createCardRenderer} from '@site/plugins/social-cards/render';
import {sections} from '@site/src/data/sections';
import {readContentFiles} from '../support/frontMatter';
import {pngSize} from '../support/png';
import {docsDir, repoRoot} from '../support/paths';

describe('socialCardPath', () => {
  it('maps a permalink to a PNG under img/og, relative to the base URL', () => {
    expect(socialCardPath('/docs/resources/faqs', '/')).toBe('img/og/docs/resources/faqs.png');
    expect(socialCardPath('/docs/introduction/', '/')).toBe('img/og/docs/introduction.png');
    expect(socialCardPath('/base/docs/pools/back-end/backend-overview', '/base/')).toBe(
      'img/og/docs/pools/back-end/backend-overview.png',
    );
  });

  it('refuses a permalink outside the base URL and the site root', () => {
    expect(() => socialCardPath('/docs/resources/faqs', '/base/')).toThrow(/outside the base URL/);
    expect(() => socialCardPath('/base/', '/base/')).toThrow(/default social card/);
  });
});

/** Just enough of the docs plugin's loaded content for the page list: two docs and nested generated indexes. */
function docsContent(): LoadedContent {
  const doc = (id: string, title: string, permalink: string) => ({id, title, permalink});
  const version = {
    docs: [
      doc('pools/back-end/backend-overview', 'Pools back end', '/docs/pools/back-end/backend-overview'),
      doc('resources/faqs', 'Frequently asked questions', '/docs/resources/faqs'),
      doc('changelog', 'Changelog', '/docs/changelog'),
    ],
    sidebars: {
      docs: [
        {
          type: 'category',
          label: 'Pools',
          link: {type: 'generated-index', slug: '/category/pools', permalink: '/docs/category/pools', title: 'Pools'},
          items: [
            {
              type: 'category',
              label: 'Back end',
              link: {
                type: 'generated-index',
                slug: '/category/pools-back-end',
                permalink: '/docs/category/pools-back-end',
              },
              items: [{type: 'doc', id: 'pools/back-end/backend-overview'}],
            },
          ],
        },
        {
          type: 'category',
          label: 'Resources',
          link: {type: 'doc', id: 'resources/faqs'},
          items: [{type: 'doc', id: 'resources/faqs'}],
        },
        {type: 'doc', id: 'changelog'},
      ],
    },
  };
  // Two versions listing the same pages: each page still gets one card.
  return {loadedVersions: [version, version]} as unknown as LoadedContent;
}

describe('socialCardPages', () => {
  it('lists every doc and generated index once, each with its section', () => {
    expect(socialCardPages(docsContent(), sections)).toEqual([
      {permalink: '/docs/pools/back-end/backend-overview', title: 'Pools back end', section: 'Pools'},
      {permalink: '/docs/resources/faqs', title: 'Frequently asked questions', section: 'Resources'},
      // A doc outside every section's folder has no section line.
      {permalink: '/docs/changelog', title: 'Changelog', section: undefined},
      // A section's own index does not repeat its name above its title.
      {permalink: '/docs/category/pools', title: 'Pools', section: undefined},
      // A generated index without a title of its own takes the category label, as Docusaurus does.
      {permalink: '/docs/category/pools-back-end', title: 'Back end', section: 'Pools'},
    ]);
  });
});

describe('fitTitle', () => {
  /** A fake layout: `charsPerLineAt76` characters per line at 76 px, proportionally more at smaller sizes. */
  const fakeMeasure = (charsPerLineAt76: number) => async (title: string, fontSize: number) =>
    Math.ceil(title.length / Math.floor((charsPerLineAt76 * 76) / fontSize)) * fontSize * 1.15;

  it('keeps the largest size when the title fits', async () => {
    expect(await fitTitle('FAQs', fakeMeasure(20))).toEqual({fontSize: titleFontSizes[0], lines: 1});
  });

  it('shrinks a long title to the largest size that fits in three lines', async () => {
    // 64 characters: 4 lines at 76 px (20 a line), 3 at 68 px (22 a line).
    expect(await fitTitle('x'.repeat(64), fakeMeasure(20))).toEqual({fontSize: 68, lines: 3});
  });

  it('stops at the smallest size and reports the lines a clamp will cut', async () => {
    const fit = await fitTitle('x'.repeat(400), fakeMeasure(20));
    expect(fit.fontSize).toBe(titleFontSizes[titleFontSizes.length - 1]);
    expect(fit.lines).toBeGreaterThan(titleMaxLines);
  });
});

/** Every title a card can show: each doc's front-matter title and each generated index's title. */
function siteTitles(): string[] {
  const docTitles = readContentFiles(docsDir)
    .filter((file) => !path.basename(file.file).startsWith('_'))
    .map((file) => file.frontMatter.title as string);
  const indexTitles = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === '_category_.json')
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(docsDir, file), 'utf8')) as {
          label: string;
          link?: {type: string; title?: string};
        },
    )
    .filter((category) => category.link?.type === 'generated-index')
    .map((category) => category.link!.title ?? category.label);
  return [...docTitles, ...indexTitles];
}

const renderer = await createCardRenderer();
const card = (title: string, section?: string): CardContent => ({
  title,
  section,
  brandName: 'Assetra',
  docsLabel: 'Developer Docs',
  host: 'docs.assetra.dev',
  logoDataUri: `data:image/svg+xml;base64,${fs.readFileSync(path.join(repoRoot, 'static/img/favicon.svg')).toString('base64')}`,
});

/** Whether any pixel in the rectangle differs from the card's background colour. */
function inkIn(pixels: Uint8Array, box: {left: number; top: number; right: number; bottom: number}): boolean {
  const background = [1, 3, 5].map((offset) => parseInt(cardPalette.background.slice(offset, offset + 2), 16));
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const at = (y * socialCardSize.width + x) * 4;
      if (background.some((channel, index) => Math.abs(pixels[at + index]! - channel) > 8)) return true;
    }
  }
  return false;
}

describe('card rendering', () => {
  it('fits every title of the site in three lines without clamping', async () => {
    const titles = siteTitles();
    expect(titles.length).toBeGreaterThan(150);
    const fits = await Promise.all(
      titles.map(async (title) => ({title, ...(await fitTitle(title, renderer.measureTitleHeight))})),
    );
    const tooLong = fits.filter((fit) => fit.lines > titleMaxLines);
    expect(tooLong).toEqual([]);
    const longest = fits.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    console.log(
      `[social-cards] ${titles.length} titles; the longest (${longest.title.length} characters) at ${longest.fontSize} px in ${longest.lines} lines`,
    );
  });

  it('keeps an overlong title and an unbreakable identifier inside the card margins', async () => {
    const {width, height} = socialCardSize;
    for (const content of [
      card('tokenised collateral pool '.repeat(12), 'Pools'),
      card('IdentityRegistryStorageComplianceModuleImplementationContract'),
    ]) {
      const {svg, fit} = await renderer.svg(content);
      const {pixels} = new Resvg(svg).render();
      expect(fit.fontSize).toBeGreaterThanOrEqual(titleFontSizes[titleFontSizes.length - 1]);
      // The right margin (the last 60 px) and the bottom margin (the last 40 px, right of the stripe) stay background.
      expect(inkIn(pixels, {left: width - 60, top: 0, right: width, bottom: height})).toBe(false);
      expect(inkIn(pixels, {left: 40, top: height - 40, right: width, bottom: height})).toBe(false);
      // …while the title area has text in it.
      expect(inkIn(pixels, {left: 100, top: 250, right: width - 100, bottom: 450})).toBe(true);
    }
  });

  it('writes a 1200×630 PNG of at most 60 KB', async () => {
    const longest = siteTitles().reduce((a, b) => (b.length > a.length ? b : a));
    const {png} = await renderer.render(card(longest, 'Real-world use cases'));
    expect(pngSize(png)).toEqual(socialCardSize);
    expect(png.byteLength).toBeLessThanOrEqual(60 * 1024);
  });

  it('encodes exactly the rasterised pixels, which are opaque (so premultiplied alpha changes no colour)', async () => {
    const {svg} = await renderer.svg(card('Liquidation', 'Pools'));
    const image = new Resvg(svg).render();
    const {pixels} = image;
    expect(pixels.every((value, index) => index % 4 !== 3 || value === 255)).toBe(true);
    const png = Buffer.from(encodePng(pixels, image.width, image.height));
    // Chunks after the 8-byte signature: length, type, data, CRC (checked), until IEND.
    const chunks: {type: string; data: Buffer}[] = [];
    for (let offset = 8; offset < png.length;) {
      const length = png.readUInt32BE(offset);
      const type = png.toString('latin1', offset + 4, offset + 8);
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(zlib.crc32(data, zlib.crc32(type)));
      chunks.push({type, data});
      offset += 12 + length;
    }
    expect(chunks.map((entry) => entry.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const rows = zlib.inflateSync(chunks[1]!.data);
    const stride = image.width * 4;
    expect(rows.length).toBe((stride + 1) * image.height);
    for (let row = 0; row < image.height; row += 1) {
      expect(rows[row * (stride + 1)]).toBe(0);
      expect(
        Buffer.compare(
          rows.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1)),
          Buffer.from(pixels.subarray(row * stride, (row + 1) * stride)),
        ),
      ).toBe(0);
    }
  });
});

describe('card cache', () => {
  it('keys a card by its content and the renderer', () => {
    const key = cardCacheKey(card('FAQs', 'Resources'), 'renderer-a');
    expect(cardCacheKey(card('FAQs', 'Resources'), 'renderer-a')).toBe(key);
    expect(cardCacheKey(card('FAQs', 'Pools'), 'renderer-a')).not.toBe(key);
    expect(cardCacheKey(card('FAQs', 'Resources'), 'renderer-b')).not.toBe(key);
  });

  it('returns what was written and prunes what a build no longer uses', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    const first = new CardCache(dir);
    first.write('kept', Uint8Array.of(1, 2, 3));
    first.write('dropped', Uint8Array.of(4));
    const second = new CardCache(dir);
    expect(second.read('kept')).toEqual(Uint8Array.of(1, 2, 3));
    expect(second.read('missing')).toBeUndefined();
    second.prune();
    expect(fs.readdirSync(dir)).toEqual(['kept.png']);
    fs.rmSync(dir, {recursive: true});
  });
});

describe('card palette', () => {
  it('uses only colours the site itself uses', () => {
    const siteColours = [
      fs.readFileSync(path.join(repoRoot, 'src/css/custom.css'), 'utf8'),
      fs.readFileSync(path.join(repoRoot, 'src/data/site.ts'), 'utf8'),
    ]
      .join('\n')
      .toLowerCase();
    for (const [role, colour] of Object.entries(cardPalette)) {
      if (colour !== '#ffffff') expect(siteColours, `${role} ${colour}`).toContain(colour);
    }
  });
});
