import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {specRoutes} from '../support/spec';
import {docsDir} from '../support/paths';
import {pageRoute} from '@site/plugins/reference/placements';

const routes = specRoutes().map((entry) => entry.route);

/** routes.txt: HTTP 200, a non-empty <main>, and not the not-found page. */
test.describe('route contract (routes.txt)', () => {
  for (const route of routes) {
    test(`serves ${route}`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<title data-rh="true">Page Not Found');
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(main.replace(/<[^>]+>/g, '').trim().length, 'text inside <main>').toBeGreaterThan(80);
    });
  }

  test('every page under docs/ is served, including routes added beyond routes.txt', async ({request}) => {
    const pages = fs
      .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
      .map((file) => pageRoute(file, fs.readFileSync(path.join(docsDir, file), 'utf8')));
    expect(pages.length).toBeGreaterThan(50);
    for (const route of pages) expect((await request.get(route)).status(), route).toBe(200);
  });
});
