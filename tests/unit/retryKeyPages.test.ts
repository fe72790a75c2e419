import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {isKeyedRefusal, problemCodes} from '@site/plugins/reference/openapi/document';
import {repoRoot} from '../support/paths';

/**
 * An error table that lists a REST refusal (a 4xx other than 429) tells the reader how to send the request
 * again, so it also says that the new attempt takes a new `Idempotency-Key`: in the row, or once in the lines that
 * lead into the table (`<Fact of="keyAfterRefusal" />`, from src/data/conventions.ts). The first key replays it.
 * Review passes found the rule missing row by row on page after page.
 */

const refusals = new Set(
  loadReference().rest.flatMap((api) =>
    [...problemCodes(api.document)].filter(([, {status}]) => isKeyedRefusal(status)).map(([code]) => code),
  ),
);

/** Pages about a REST API: the REST reference pages, the processes and Assets how-tos that call it, the lease API. */
const restPages = fs
  .readdirSync(path.join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter(
    (file) =>
      file.endsWith('.mdx') && /restfulApi\/|pools-processes\/|assets\/how-tos\/|lease-agreement\/api\.mdx$/.test(file),
  )
  .map((file) => `docs/${file}`);

interface Table {
  /** Index of the table's first line. */
  start: number;
  rows: string[];
  /** Index of the nearest heading above the table, or -1. */
  heading: number;
  /** Whether an earlier table sits under the same heading. */
  followsTable: boolean;
}

/** Every Markdown table of a page with the heading it sits under. */
function tablesOf(lines: string[]): Table[] {
  const tables: Table[] = [];
  let heading = -1;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^#{1,6} /.test(line)) heading = index;
    if (!line.startsWith('|')) continue;
    const start = index;
    while (lines[index + 1]?.startsWith('|')) index++;
    const followsTable = tables.at(-1)?.heading === heading && heading >= 0;
    tables.push({start, rows: lines.slice(start, index + 1), heading, followsTable});
  }
  return tables;
}

/** Refusal rows without the rule, in tables whose lead-in (the lines just above) does not state it once. */
function missingKeyAdvice(text: string): string[] {
  const lines = text.split('\n');
  return tablesOf(lines).flatMap(({start, rows}) => {
    const leadIn = lines.slice(Math.max(0, start - 4), start).join(' ');
    if (leadIn.includes('new `Idempotency-Key`') || leadIn.includes('<Fact of="keyAfterRefusal" />')) return [];
    return rows
      .filter((row) => !row.includes('Idempotency-Key'))
      .map((row) => /^\|\s*\[?`([A-Z][A-Z_]+)`/.exec(row)?.[1])
      .filter((code): code is string => code !== undefined && refusals.has(code));
  });
}

/**
 * Lines of the "Errors" and "Troubleshooting" headings whose table does not lead in with
 * `<Fact of="keyAfterRefusal" />`: every REST error table says the rule once (review pass 43 found a table whose rows
 * said it but whose 503 row left the key unsaid, and the copies reader five how-to tables that never said it).
 */
function errorTablesWithoutLeadIn(text: string): number[] {
  const lines = text.split('\n');
  return tablesOf(lines)
    .filter(
      ({heading, followsTable}) => !followsTable && /^#{2,3} (?:Errors|Troubleshooting)\b/.test(lines[heading] ?? ''),
    )
    .filter(
      ({heading, start}) => !lines.slice(heading, start).some((line) => line.includes('<Fact of="keyAfterRefusal" />')),
    )
    .map(({heading}) => heading + 1);
}

describe('pages listing REST refusals say a new attempt takes a new Idempotency-Key', () => {
  it('finds the pages', () => {
    expect(restPages.length).toBeGreaterThan(20);
  });

  it.each(restPages)('%s', (page) => {
    expect(missingKeyAdvice(fs.readFileSync(path.join(repoRoot, page), 'utf8'))).toEqual([]);
  });

  it('every error table of a REST page leads in with the rule', () => {
    const missing = restPages.flatMap((page) =>
      errorTablesWithoutLeadIn(fs.readFileSync(path.join(repoRoot, page), 'utf8')).map((line) => `${page}:${line}`),
    );
    expect(missing).toEqual([]);
    expect(errorTablesWithoutLeadIn('## Errors on this page\n\n| Code | When |\n')).toEqual([1]);
    expect(
      errorTablesWithoutLeadIn('## Errors on this page\n\nSee codes. <Fact of="keyAfterRefusal" />\n\n| Code |\n'),
    ).toEqual([]);
  });

  it('names a page whose error table lacks the rule', () => {
    expect(missingKeyAdvice('| `CAP_EXCEEDED` | Mint above the cap | Mint at most cap − supply |\n')).toEqual([
      'CAP_EXCEEDED',
    ]);
    expect(
      missingKeyAdvice(
        'Send every fix with a new `Idempotency-Key`.\n\n| `CAP_EXCEEDED` | Mint above the cap | Mint less |\n',
      ),
    ).toEqual([]);
  });
});
