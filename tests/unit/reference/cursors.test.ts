import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../support/paths';

/**
 * A page's cursor is opaque to clients, but the examples' cursors are readable Base64 (`stake:7`,
 * `hf:0.9375:0x2E17A44b`) and say where the next page starts: after the page's last item. A review found two that
 * still named Ana's address from before the investors were re-keyed. An address (or its start) in a readable cursor
 * must be one its page's last item holds; other parts (a vote's sequence number, the proposal of the query) need not
 * be fields of the item.
 */

interface Page {
  where: string;
  cursor: string;
  last: unknown;
}

/** `member:0x2E17…` from a cursor, or undefined when it is not readable text of the form `kind:value…`. */
function readable(cursor: string): string | undefined {
  const text = Buffer.from(cursor.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return /^[a-z]+:[\x20-\x7e]+$/.test(text) ? text : undefined;
}

/** Every list page in a parsed document: a GraphQL connection (`nodes` and `pageInfo.endCursor`) or a REST page. */
function pagesIn(value: unknown, where: string, found: Page[] = []): Page[] {
  if (Array.isArray(value)) value.forEach((item, index) => pagesIn(item, `${where}[${index}]`, found));
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const items = (object.nodes ?? object.data) as unknown;
    const cursor = (object.pageInfo as {endCursor?: unknown} | undefined)?.endCursor ?? object.nextCursor;
    if (Array.isArray(items) && items.length > 0 && typeof cursor === 'string')
      found.push({where, cursor, last: items.at(-1)});
    for (const [key, child] of Object.entries(object)) pagesIn(child, `${where}.${key}`, found);
  }
  return found;
}

const files = ['rest', 'graphql'].flatMap((dir) =>
  fs
    .readdirSync(path.join(repoRoot, 'reference', dir))
    .filter((file) => file.endsWith('.openapi.yaml') || file.endsWith('.examples.yaml'))
    .map((file) => `reference/${dir}/${file}`),
);

/** What a readable cursor names that its page's last item does not hold. */
function problems(page: Page): string[] {
  const text = readable(page.cursor);
  if (!text) return [];
  const last = JSON.stringify(page.last).toLowerCase();
  return text
    .split(':')
    .slice(1)
    .filter((part) => /^0x[0-9a-fA-F]{6,40}$/.test(part) && !last.includes(part.toLowerCase()))
    .map(
      (part) => `${page.where}: the cursor ${page.cursor} (${text}) names ${part}, which its last item does not hold`,
    );
}

describe('readable cursors in the examples name their page’s last item', () => {
  const pages = files.flatMap((file) => pagesIn(parseYaml(fs.readFileSync(path.join(repoRoot, file), 'utf8')), file));

  it('finds readable cursors, some with addresses', () => {
    expect(pages.filter((page) => readable(page.cursor)).length).toBeGreaterThan(5);
    expect(pages.filter((page) => readable(page.cursor)?.includes(':0x')).length).toBeGreaterThanOrEqual(2);
  });

  it('every readable cursor names only what the last item holds', () => {
    expect(pages.flatMap(problems)).toEqual([]);
  });

  it('names the stale cursor the review found', () => {
    const stale = {
      where: 'engage.examples.yaml › governanceMembers',
      cursor: 'bWVtYmVyOjB4OURjNjIxRDc0OGI2ODNDYkNENDg4MzM3MmEwQzc0Q2YzMDIxRkQ4Rg',
      last: {address: '0x2E17A44b4873335eb3Df8601E18F137B14fDd765'},
    };
    expect(problems(stale)).toEqual([
      expect.stringContaining('names 0x9Dc621D748b683CbCD4883372a0C74Cf3021FD8F, which its last item does not hold'),
    ]);
  });
});
