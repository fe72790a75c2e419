import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {docsDir} from '../support/paths';
import {specRoutes, specTags} from '../support/spec';
import {readContentFiles} from '../support/frontMatter';
import {docsCategories, generatedIndexes} from '../support/categories';

const tagsFile = parse(fs.readFileSync(path.join(docsDir, 'tags.yml'), 'utf8')) as Record<
  string,
  {label?: string; description?: string}
>;

const categories = docsCategories();

describe('docs tags (SPEC §2)', () => {
  it('docs/tags.yml defines exactly the 21 SPEC tags, each with a label and a description', () => {
    expect(Object.keys(tagsFile).sort()).toEqual([...specTags()].sort());
    expect(Object.keys(tagsFile)).toHaveLength(21);
    for (const [tag, {label, description}] of Object.entries(tagsFile)) {
      expect(label, tag).toBeTruthy();
      expect(description, tag).toBeTruthy();
    }
  });

  it('every SPEC tag is used by at least one page, so each /docs/tags/{tag} page lists real members', () => {
    const used = new Set(
      readContentFiles(docsDir).flatMap(({frontMatter}) => (frontMatter.tags as string[] | undefined) ?? []),
    );
    expect([...specTags()].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('every tag a page uses is defined', () => {
    for (const {file, frontMatter} of readContentFiles(docsDir)) {
      for (const tag of (frontMatter.tags as string[] | undefined) ?? []) {
        expect(Object.keys(tagsFile), `${file} uses tag "${tag}"`).toContain(tag);
      }
    }
  });
});

describe('categories (routes.txt, SPEC §9)', () => {
  it('every docs folder has a _category_.json', () => {
    for (const {folder, category} of categories) expect(category, folder).toBeDefined();
  });

  it('generated-index categories carry an explicit slug that routes.txt lists, each used once', () => {
    const routeSet = new Set(specRoutes().map((entry) => entry.route));
    const slugs: string[] = [];
    for (const {folder, category} of categories) {
      expect(category?.label, folder).toBeTruthy();
      if (category?.link?.type !== 'generated-index') continue;
      expect(category.link.slug, `${folder} needs an explicit slug`).toMatch(/^\/category\/[a-z0-9-]+$/);
      expect(routeSet, folder).toContain(`/docs${category.link.slug}`);
      slugs.push(category.link.slug!);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('a folder without a generated index has a landing page (index.mdx)', () => {
    for (const {folder, category} of categories) {
      if (category?.link?.type === 'generated-index') continue;
      const landing = ['index.mdx', 'index.md'].some((name) => fs.existsSync(path.join(docsDir, folder, name)));
      expect(landing || category?.link?.type === 'doc', `${folder} has no landing page`).toBe(true);
    }
  });

  it('every generated index has its own title and description', () => {
    const indexes = generatedIndexes();
    for (const {folder, title, description} of indexes) {
      expect(title, `${folder} needs a title`).not.toBe('');
      expect(description, `${folder} needs a description`).not.toBe('');
    }
    expect(duplicates(indexes.map(({title}) => title)), 'titles used by two generated indexes').toEqual([]);
  });

  it('generated-index categories have distinct labels, since Docusaurus 3.7 keys their titles by label', () => {
    // Its translation step stores each generated index's title and description under
    // `sidebar.docs.category.<label>.link.generated-index.*`, so of two categories with one label,
    // both index pages show the title and description of the last one read.
    expect(duplicates(generatedIndexes().map(({label}) => label))).toEqual([]);
  });
});

/** The values that occur more than once. */
function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}
