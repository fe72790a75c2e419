import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {attribute, find, hasClass, textOf} from '@site/plugins/support/builtHtml';
import {editUrl} from '@site/src/data/site';
import {parsedBuiltPages} from '../support/builtSite';
import {buildDir, docsDir, repoRoot} from '../support/paths';
import {test, expect} from './fixtures';

/** The file's latest commit as `git log -1 -- <file>` tells it, independently of the build's own reading. */
function latestCommit(file: string): {iso: string; author: string} {
  const [date = '', author = ''] = execFileSync('git', ['log', '-1', '--format=%cI%x1f%an', '--', file], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .trim()
    .split('\x1f');
  return {iso: new Date(date).toISOString(), author};
}

/** The sentence Docusaurus renders, with its date format (en, UTC). */
function sentence({iso, author}: {iso: string; author: string}): string {
  const date = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
    new Date(iso),
  );
  return `Last updated on ${date} by ${author}`;
}

/** Doc pages are the Markdown files under docs/ except partials (`_` names). */
const docSources = (fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((segment) => segment.startsWith('_')));

test('every doc page of the build shows its file’s last commit date and author', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const covered: string[] = [];
  const wrong: string[] = [];
  for (const page of parsedBuiltPages(buildDir)) {
    const edit = page.elements.find((element) => hasClass(element, 'theme-edit-this-page'));
    const source = edit && attribute(edit, 'href')?.replace(editUrl, '');
    if (!source?.startsWith('docs/')) continue;
    const shown = page.elements.find((element) => hasClass(element, 'theme-last-updated'));
    const time = shown && find(shown, (element) => element.tagName === 'time');
    const expected = latestCommit(source);
    const actual = shown && time ? `${attribute(time, 'datetime')} ${textOf(shown)}` : 'nothing';
    if (actual === `${expected.iso} ${sentence(expected)}`) covered.push(source);
    else wrong.push(`${page.file} (${source}): shows ${actual}, expected ${expected.iso} ${sentence(expected)}`);
  }
  const figure = `${covered.length} of ${docSources.length} doc pages show their last commit`;
  console.log(`[last updated] ${figure}`);
  testInfo.annotations.push({type: 'last updated', description: figure});
  expect(wrong.join('\n')).toBe('');
  expect(covered.sort()).toEqual(docSources.map((file) => `docs/${file}`).sort());
});

const samples = [
  ['/docs/introduction/', 'docs/introduction/index.mdx'],
  ['/docs/pools/back-end/restfulApi/lend', 'docs/pools/back-end/restfulApi/lend.mdx'],
  ['/docs/assets/how-tos/mint-burn-and-pause', 'docs/assets/how-tos/mint-burn-and-pause.mdx'],
  ['/docs/resources/faqs', 'docs/resources/faqs.mdx'],
] as const;

for (const [url, source] of samples) {
  test(`${url} shows the date and author of ${source}’s last commit`, async ({page}) => {
    const expected = latestCommit(source);
    await page.goto(url);
    const lastUpdated = page.locator('.theme-doc-footer .theme-last-updated');
    await expect(lastUpdated).toBeVisible();
    await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', expected.iso);
    await expect(lastUpdated).toHaveText(sentence(expected));
  });
}

test('client-side navigation shows the next page’s own date', async ({page}) => {
  await page.goto('/docs/resources/faqs');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/resources\/glossary$/);
  const expected = latestCommit('docs/resources/glossary.mdx');
  await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', expected.iso);
  await expect(page.locator('.theme-last-updated')).toHaveText(sentence(expected));
});
