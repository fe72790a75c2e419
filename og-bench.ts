import fs from 'node:fs';
import zlib from 'node:zlib';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-wasm';
import {createCardRenderer} from './plugins/social-cards/render';
import {cardElement} from './plugins/social-cards/card';
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
async function main() {
  const r = await createCardRenderer();
  const logo = `data:image/svg+xml;base64,${fs.readFileSync('static/img/favicon.svg').toString('base64')}`;
  const base = {brandName: 'Assetra', docsLabel: 'Developer Docs', host: 'docs.assetra.dev', logoDataUri: logo, section: 'Assets'};
  const titles = ['Issue an ERC-3643 asset and onboard an investor', 'FAQs', 'ERC-20 collateral pool contract', 'Staking contract configuration', 'Glossary'];
  await r.render({...base, title: 'warm'});
  const fonts = ([400, 600, 700] as const).map((weight) => ({name: 'Inter', data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)), weight, style: 'normal' as const}));
  let tm = 0, ts = 0, tr = 0, tp = 0, tz = 0; const N = 30;
  for (let i = 0; i < N; i++) {
    const title = titles[i % 5]!;
    let t = cpu();
    await r.measureTitleHeight(title, 76); tm += cpu() - t; t = cpu();
    const svg = await satori(cardElement({...base, title}, 76), {width: 1200, height: 630, fonts}); ts += cpu() - t; t = cpu();
    const img = new Resvg(svg, {fitTo: {mode: 'original'}}).render(); tr += cpu() - t; t = cpu();
    img.asPng(); tp += cpu() - t; t = cpu();
    zlib.deflateSync(img.pixels, {level: 6}); tz += cpu() - t;
  }
  console.log({measure: tm / N, satori: ts / N, resvg: tr / N, png: tp / N, zlibRaw: tz / N});
}
void main();
