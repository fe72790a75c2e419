import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './builtSite';
import {repoRoot} from './paths';

/** A repository file: its path from the repository root, and its text. */
export interface RepoFile {
  file: string;
  text: string;
}

/** The files under a repository folder whose path inside it `keep` accepts, with their text. */
export function readRepoFiles(dir: string, keep: (file: string) => boolean): RepoFile[] {
  return filesUnder(path.join(repoRoot, dir))
    .filter(keep)
    .map((file) => ({file: `${dir}/${file}`, text: fs.readFileSync(path.join(repoRoot, dir, file), 'utf8')}));
}

/** Reference files, without the released snapshots (they keep what was published). */
export const currentReference = (file: string) => !file.startsWith('releases/');

/** The REST and GraphQL example files of the reference: OpenAPI documents and GraphQL examples. */
export const referenceExampleFiles = (): RepoFile[] =>
  readRepoFiles('reference', (file) => currentReference(file) && /\.(openapi|examples)\.yaml$/.test(file));

/** The docs pages and blog posts, as written (MDX or Markdown). */
export const pageFiles = (): RepoFile[] =>
  ['docs', 'blog'].flatMap((dir) => readRepoFiles(dir, (file) => /\.mdx?$/.test(file)));

/** An object inside a parsed YAML or JSON document: its place (keys and indexes) and its enclosing objects. */
export interface PlacedObject {
  object: Record<string, unknown>;
  place: string[];
  /** The objects that hold it, outermost first. */
  ancestors: Record<string, unknown>[];
}

/** Every object of a parsed document, outermost first, with where it sits. */
export function* objectsIn(
  value: unknown,
  place: string[] = [],
  ancestors: Record<string, unknown>[] = [],
): Generator<PlacedObject> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objectsIn(item, [...place, String(index)], ancestors);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    yield {object, place, ancestors};
    for (const [key, item] of Object.entries(object)) yield* objectsIn(item, [...place, key], [...ancestors, object]);
  }
}
