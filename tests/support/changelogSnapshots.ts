import type {Root} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mdxJsxToMarkdown} from 'mdast-util-mdx-jsx';
import {toMarkdown} from 'mdast-util-to-markdown';
import type {Snapshot} from '@site/plugins/changelog/snapshots';
import type {Release, ReleaseLineId} from '@site/src/data/releases';
import type {Block} from '@site/plugins/support/mdast';

/** A release's snapshot with some files edited (file → new text); an edit that changes nothing throws. */
export function editedSnapshot(released: Snapshot, edits: Record<string, (text: string) => string>): Snapshot {
  const files = new Map(released.files);
  for (const [file, edit] of Object.entries(edits)) {
    const edited = edit(files.get(file)!);
    if (edited === files.get(file)) throw new Error(`The edit of ${file} changes nothing`);
    files.set(file, edited);
  }
  return {label: 'reference/', files};
}

/** Changelog blocks as Markdown, tables and MDX components included, for assertions on what a page shows. */
export const markdownOf = (blocks: Block[]) =>
  toMarkdown({type: 'root', children: blocks} as Root, {extensions: [gfmToMarkdown(), mdxJsxToMarkdown()]});

/** A release made up for a test: a version of `line` on `date`. */
export const testRelease = (version: string, date: string, line: ReleaseLineId = 'pools'): Release => ({
  line,
  version,
  date,
  commit: 'test',
  summary: 'Test.',
});
