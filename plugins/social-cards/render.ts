import fs from 'node:fs';
import {initWasm, Resvg} from '@resvg/resvg-wasm';
import satori, {type SatoriOptions} from 'satori';
import {cardElement, titleBoxWidth, titleElement, type CardContent} from './card';
import {encodePng} from './encodePng';
import {socialCardSize} from './cardPath';
import {fitTitle, type MeasureTitleHeight, type TitleFit} from './layout';

export interface RenderedCard {
  png: Uint8Array;
  fit: TitleFit;
}

export interface CardRenderer {
  measureTitleHeight: MeasureTitleHeight;
  /** The card as SVG (text drawn as paths), with the title size chosen for it. */
  svg(content: CardContent): Promise<{svg: string; fit: TitleFit}>;
  render(content: CardContent): Promise<RenderedCard>;
}

const fontWeights = [400, 600, 700] as const;
const fontFile = (weight: number): string =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const resvgWasmFile = (): string => require.resolve('@resvg/resvg-wasm/index_bg.wasm');

/** The binary files a card's pixels depend on (fonts and the rasteriser), for the render cache's key. */
export function rendererAssetFiles(): string[] {
  return [...fontWeights.map(fontFile), resvgWasmFile(), require.resolve('satori')];
}

/** Inter from @fontsource, in the WOFF files satori reads (it cannot read WOFF2). */
function interFonts(): SatoriOptions['fonts'] {
  return fontWeights.map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(fontFile(weight)),
    weight,
    style: 'normal',
  }));
}

let resvgReady: Promise<void> | undefined;

/** resvg's WebAssembly module may be initialised once per thread. */
function initResvg(): Promise<void> {
  resvgReady ??= initWasm(fs.readFileSync(resvgWasmFile()));
  return resvgReady;
}

/**
 * Lays cards out with satori (JSX-like tree → SVG, text as paths) and rasterises them with resvg, all in WebAssembly.
 */
export async function createCardRenderer(): Promise<CardRenderer> {
  const fonts = interFonts();
  await initResvg();

  const measureTitleHeight: MeasureTitleHeight = async (title, fontSize) => {
    let height = 0;
    await satori(titleElement(title, fontSize), {
      width: titleBoxWidth,
      fonts,
      onNodeDetected: (node) => (height = Math.max(height, node.height)),
    });
    return height;
  };

  const svg: CardRenderer['svg'] = async (content) => {
    const fit = await fitTitle(content.title, measureTitleHeight);
    return {svg: await satori(cardElement(content, fit.fontSize), {...socialCardSize, fonts}), fit};
  };

  return {
    measureTitleHeight,
    svg,
    async render(content) {
      const {svg: markup, fit} = await svg(content);
      // The card's background is opaque, so the rasteriser's (premultiplied) pixels are its colours.
      const image = new Resvg(markup, {fitTo: {mode: 'original'}}).render();
      return {png: encodePng(image.pixels, image.width, image.height), fit};
    },
  };
}
