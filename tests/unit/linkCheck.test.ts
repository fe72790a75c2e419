import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkBuildLinks, type LinkReport} from '../support/linkCheck';

/** A build in miniature: a few pages, a stylesheet and an image, with good and broken references. */
const site: Record<string, string> = {
  'index.html': `<html><head><link rel="canonical" href="https://docs.assetra.dev/"><link rel="stylesheet" href="/assets/site.css"></head><body>
    <a href="/docs/a">page</a> <a href="/docs/a/">slash</a> <a href="/docs/a#setup">anchor</a> <a href="https://docs.assetra.dev/docs/a#usage">absolute</a>
    <a href="/docs/a#nowhere">bad anchor</a> <a href="/docs/missing">missing page</a> <a href="/guide">.html page</a>
    <a href="#top">same page</a> <a href="#gone">bad same page</a> <a href="#">top</a>
    <a href="https://github.com/assetra">other host</a> <a href="mailto:docs@assetra.dev">mail</a>
    <img src="/img/logo.svg" srcset="/img/logo.svg 1x, /img/logo@2x.svg 2x"> <script src="/assets/main.js"></script>
    <a href="/reference/api.yaml">download</a> <a href="/reference/api.yaml#paths">anchor in a download</a>
    <span id="top"></span></body></html>`,
  'docs/a/index.html': `<html><head><link rel="canonical" href="https://docs.assetra.dev/docs/a"></head><body>
    <h2 id="setup">Setup</h2><a name="usage"></a><a href="b">sibling</a><a href="c">missing sibling</a></body></html>`,
  'docs/b/index.html': '<html><body><a href="/docs/a#setup">back</a></body></html>',
  'guide.html': '<html><body><a href="/">home</a></body></html>',
  'assets/site.css': 'body{background:url(/img/bg.png)} .icon{background:url("data:image/svg+xml,%3Csvg%3E")}',
  'assets/main.js': '',
  'img/logo.svg': '<svg/>',
  'reference/api.yaml': 'openapi: 3.1.0',
};

let dir: string;
let report: LinkReport;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  for (const [file, content] of Object.entries(site)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  report = checkBuildLinks(dir);
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('checkBuildLinks', () => {
  it('reports every broken link, asset and anchor with the page it is on', () => {
    expect(report.broken.map((entry) => `${entry.source} ${entry.via} ${entry.raw} → ${entry.problem}`).sort()).toEqual(
      [
        'assets/site.css css url() /img/bg.png → no file in the build for /img/bg.png',
        'docs/a/index.html a[href] c → no file in the build for /docs/c',
        'index.html a[href] #gone → no id "gone" on index.html',
        'index.html a[href] /docs/a#nowhere → no id "nowhere" on docs/a/index.html',
        'index.html a[href] /docs/missing → no file in the build for /docs/missing',
        'index.html a[href] /reference/api.yaml#paths → #paths points into reference/api.yaml, which is not an HTML page',
        'index.html img[srcset] /img/logo@2x.svg → no file in the build for /img/logo@2x.svg',
      ],
    );
  });

  it('counts what it checked and leaves other hosts and schemes alone', () => {
    expect(report.pages).toBe(4);
    expect(report.stylesheets).toBe(1);
    expect(report.external).toBe(1);
    // #top, #gone, /docs/a#setup (twice), #usage, #nowhere, #paths
    expect(report.anchors).toBe(7);
    expect(report.references).toBe(23);
  });
});
