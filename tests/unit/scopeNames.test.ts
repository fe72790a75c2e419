import {describe, expect, it} from 'vitest';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * API key scopes are named in prose as the REST APIs write them, in lower case (`read`, `write`, `transactions`,
 * `admin`); the upper-case GraphQL enum values belong in GraphQL code (`scopes: [READ]`). Review pass 96 found
 * "the `ADMIN` scope" and "an API key with `READ`" on GraphQL pages beside sibling pages that write `admin` and `read`.
 * The organisation roles `ADMIN`, `OWNER` and `OPERATOR` are upper case and are not scopes.
 */
const scopeValue = '`(?:READ|WRITE|TRANSACTIONS|ADMIN)`';
const upperScopeInProse = new RegExp(
  [
    `${scopeValue}(?:(?:,| and| or) ${scopeValue})* (?:scopes?|keys?)\\b`,
    `\\bkeys? with (?:the |only )?${scopeValue}`,
    `\\bneeds? only ${scopeValue}`,
    `\\bscopes? ${scopeValue}`,
  ].join('|'),
  'g',
);

export function upperCaseScopes({file, text}: RepoFile): string[] {
  const problems: string[] = [];
  let fence: string | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    if (fence || marker) continue;
    for (const [match] of line.matchAll(upperScopeInProse))
      problems.push(`${file}:${index + 1}: "${match}" names a scope in upper case: write it as REST does (lower case)`);
  }
  return problems;
}

describe('API key scopes in prose', () => {
  it('finds the upper-case forms it replaced, and leaves roles and GraphQL code alone', () => {
    const page = (text: string) => upperCaseScopes({file: 'docs/x.mdx', text});
    expect(page('They need the `ADMIN` scope or the `ADMIN` or `OWNER` role.')).toEqual([
      'docs/x.mdx:1: "`ADMIN` scope" names a scope in upper case: write it as REST does (lower case)',
    ]);
    expect(page('| Other queries | API key with `READ`, or an access token |')).toHaveLength(1);
    expect(page('Send it with a `READ` key.')).toHaveLength(1);
    expect(page('It needs the `READ` and `ADMIN` scopes.')).toHaveLength(1);
    expect(page('A member with the `ADMIN` role, or a key with the `admin` scope.')).toEqual([]);
    expect(page('```graphql\ncreateApiKey(input: {scopes: [READ]}) # the `READ` key\n```')).toEqual([]);
  });

  it('every page and post names scopes in lower case', () => {
    expect(pageFiles().flatMap(upperCaseScopes)).toEqual([]);
  });
});
