import fs from 'node:fs';
import path from 'node:path';
import {docsDir} from './paths';

/** The fields of a docs folder's `_category_.json` the tests read. */
export interface CategoryFile {
  label?: string;
  link?: {type: string; slug?: string; title?: string; description?: string};
}

export interface DocsCategory {
  /** The folder, relative to docs/: `pools/front-end-ui`. */
  folder: string;
  /** Its parsed `_category_.json`, or undefined when the folder has none (a test says so). */
  category: CategoryFile | undefined;
}

function foldersUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      return [folder, ...foldersUnder(folder)];
    });
}

/** Every folder under docs/ with its `_category_.json`. */
export function docsCategories(): DocsCategory[] {
  return foldersUnder(docsDir).map((folder) => {
    const file = path.join(folder, '_category_.json');
    return {
      folder: path.relative(docsDir, folder).split(path.sep).join('/'),
      category: fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CategoryFile) : undefined,
    };
  });
}

/** A category whose link is a generated index, with the slug, title and description its page must show. */
export interface GeneratedIndex {
  folder: string;
  label: string;
  slug: string;
  title: string;
  description: string;
}

/** Every generated-index category; fields a file leaves out are empty strings, for the tests to reject. */
export function generatedIndexes(): GeneratedIndex[] {
  return docsCategories().flatMap(({folder, category}) =>
    category?.link?.type === 'generated-index'
      ? [
          {
            folder,
            label: category.label ?? '',
            slug: category.link.slug ?? '',
            title: category.link.title ?? '',
            description: category.link.description ?? '',
          },
        ]
      : [],
  );
}
