import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {isKeyedRefusal, problemCodes} from '@site/plugins/reference/openapi/document';
import {repoRoot} from '../support/paths';

/**
 * An error table that lists a REST refusal (a 4xx other than 401 and 429) tells the reader how to send the request
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

/** Refusal rows without the rule, in tables whose lead-in (the lines just above) does not state it once. */
function missingKeyAdvice(text: string): string[] {
  const lines = text.split('\n');
  const missing: string[] = [];
  for (let start = 0; start < lines.length; start++) {
    if (!lines[start]!.startsWith('|') || lines[start - 1]?.startsWith('|')) continue;
    let end = start;
    while (lines[end + 1]?.startsWith('|')) end++;
    const leadIn = lines.slice(Math.max(0, start - 4), start).join(' ');
    if (leadIn.includes('new `Idempotency-Key`') || leadIn.includes('<Fact of="keyAfterRefusal" />')) continue;
    for (const row of lines.slice(start, end + 1)) {
      const code = /^\|\s*\[?`([A-Z][A-Z_]+)`/.exec(row)?.[1];
      if (code && refusals.has(code) && !row.includes('Idempotency-Key')) missing.push(code);
    }
  }
  return missing;
}

/**
 * Lines of the "Errors" and "Troubleshooting" headings whose table does not lead in with
 * `<Fact of="keyAfterRefusal" />`: every REST error table says the rule once (review pass 43 found a table whose rows
 * said it but whose 503 row left the key unsaid, and the copies reader five how-to tables that never said it).
 */
function errorTablesWithoutLeadIn(text: string): number[] {
  const lines = text.split('\n');
  const missing: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (!/^#{2,3} (?:Errors|Troubleshooting)\b/.test(line)) continue;
    const table = lines.findIndex((candidate, at) => at > index && candidate.startsWith('|'));
    const next = lines.findIndex((candidate, at) => at > index && /^#{1,3} /.test(candidate));
    if (table < 0 || (next >= 0 && next < table)) continue;
    if (!lines.slice(index, table).some((leadIn) => leadIn.includes('<Fact of="keyAfterRefusal" />')))
      missing.push(index + 1);
  }
  return missing;
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
