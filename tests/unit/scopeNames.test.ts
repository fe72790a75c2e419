import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {contentPages, parsePage, parseSource} from '@site/scripts/support/pageCodeBlocks';
import {proseSentences} from '../support/facts/prose';
import {repoRoot} from '../support/paths';

/**
 * API key scopes are named in prose and code comments as the REST APIs write them, in lower case (`read`, `write`,
 * `transactions`, `admin`); the upper-case GraphQL enum values belong in GraphQL code (`scopes: [READ]`), in tables
 * that list a key's enum values, and in sentences about the enum. Review passes 96 and 97 found "the `ADMIN` scope",
 * "a key with `READ`" and `// READ + ADMIN scopes` on GraphQL pages beside sibling pages that write `admin` and `read`.
 * The organisation roles `ADMIN`, `OWNER` and `OPERATOR` are upper case and are not scopes.
 */
const scope = '`(?:READ|WRITE|TRANSACTIONS|ADMIN)`';
/** `ADMIN` is also a role, so it is a scope only where the words say so. */
const adminAsScope = new RegExp(
  [
    `${scope}(?:(?:,| and| or) ${scope})* (?:scopes?|keys?)\\b`,
    `\\bkeys? (?:with|lacks|needs) (?:the |only )?${scope}`,
    `\\bneeds? only ${scope}`,
    `\\bscopes? ${scope}`,
  ].join('|'),
);
/** `READ`, `WRITE` and `TRANSACTIONS` are scopes only. */
const scopeOnly = /`(?:READ|WRITE|TRANSACTIONS)`/;
/** A table cell that lists a GraphQL key's enum values and nothing else. */
const enumListCell = /^\s*(?:`(?:READ|WRITE|TRANSACTIONS|ADMIN)`(?:,|,? and|,? or)?\s*)+$/;
const aboutTheEnum = /\benum\b|\bin GraphQL\b/;
const commentScope = /(?:\/\/|#).*\b(?:READ|WRITE|TRANSACTIONS|ADMIN)\b[^`]*\bscopes?\b/;

/** The sentences (table cells apart) and code comments of a page that name a scope in upper case. */
export function upperCaseScopes(page: string, tree: Root): string[] {
  const problems = proseSentences(tree)
    .filter(({text}) => !enumListCell.test(text) && !aboutTheEnum.test(text))
    .filter(({text}) => adminAsScope.test(text) || scopeOnly.test(text))
    .map(({line, text}) => `${page}:${line}: names a scope in upper case, write it as REST does: ${text.trim()}`);
  visit(tree, 'code', (block: Code) => {
    for (const [index, line] of block.value.split('\n').entries())
      if (commentScope.test(line))
        problems.push(`${page}:${block.position!.start.line + 1 + index}: a code comment names a scope in upper case`);
  });
  return problems;
}

describe('API key scopes in prose and comments', () => {
  const page = (text: string) => upperCaseScopes('docs/x.mdx', parseSource('docs/x.mdx', text));
  const row = (cells: string) => `| Operation | Scopes | Note |\n|---|---|---|\n${cells}`;

  it('finds the upper-case forms it replaced', () => {
    expect(page('They need the `ADMIN` scope or the `ADMIN` or `OWNER` role.')).toHaveLength(1);
    expect(page(row('| Other queries | API key with `READ`, or an access token | — |'))).toHaveLength(1);
    expect(page('Send it with a `READ` key.')).toHaveLength(1);
    expect(page(row('| `FORBIDDEN` | The key lacks `ADMIN`, or creation is off | — |'))).toHaveLength(1);
    expect(page('helpers need the `read` scope (`TRANSACTIONS` for `buildApproval`).')).toHaveLength(1);
    expect(page("```ts\nconst headers = {'X-API-Key': key}; // READ + ADMIN scopes\n```")).toEqual([
      'docs/x.mdx:2: a code comment names a scope in upper case',
    ]);
  });

  it('leaves roles, enum lists and GraphQL code alone', () => {
    expect(page('A member with the `ADMIN` role, or a key with the `admin` scope.')).toEqual([]);
    expect(page(row('| `ADMIN` | `READ`, `WRITE`, `TRANSACTIONS`, `ADMIN` | Also `createAsset` |'))).toEqual([]);
    expect(page('In GraphQL the key scopes are enum values: `READ`, `WRITE`, `TRANSACTIONS` and `ADMIN`.')).toEqual([]);
    expect(page('```graphql\ncreateApiKey(input: {scopes: [READ]})\n```')).toEqual([]);
  });

  it('every page and post names scopes in lower case', () => {
    expect(contentPages(repoRoot).flatMap((file) => upperCaseScopes(file, parsePage(repoRoot, file)))).toEqual([]);
  });
});
