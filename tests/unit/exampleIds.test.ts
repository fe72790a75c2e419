import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../support/builtSite';
import {repoRoot} from '../support/paths';

/**
 * Every resource id the docs, blog, site sources and reference show is well formed: its prefix, `_`, and a
 * ULID of 26 characters in Crockford's base32 (no I, L, O or U), whose first character is 0 to 7 because
 * the 48-bit timestamp leads. Pages may abbreviate an id as `usr_01…`; the part they show must then be the
 * start of a valid ULID.
 */

const referenceDir = path.join(repoRoot, 'reference');
const textFile = /\.(md|mdx|ts|tsx|ya?ml|graphql|sol|json)$/;

/**
 * The prefixes the reference gives ULID ids: OpenAPI patterns such as `^ast_[0-9A-HJKMNP-TV-Z]{26}$`, SDL text such as
 * "`cpp_` + ULID".
 */
function idPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const file of filesUnder(referenceDir)) {
    const text = fs.readFileSync(path.join(referenceDir, file), 'utf8');
    for (const [, prefix] of text.matchAll(/pattern: "?\^([a-z]+)_\(?\[0-9A-[^\]]*\]\{26\}/g)) prefixes.add(prefix!);
    for (const [, prefix] of text.matchAll(/`([a-z]+)_` \+ (?:a 26-character )?ULID/g)) prefixes.add(prefix!);
  }
  return [...prefixes].sort();
}

const prefixes = idPrefixes();
// A prefix, `_`, and a suffix with a digit or a capital letter: `tx_hash`, a column name, is no id.
const candidate = new RegExp(`\\b(${prefixes.join('|')})_([0-9A-Za-z]*[0-9A-Z][0-9A-Za-z]*)\\b(…)?`, 'g');
const ulid = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const ulidStart = /^[0-7][0-9A-HJKMNP-TV-Z]{0,25}$/;

interface ExampleId {
  file: string;
  id: string;
  abbreviated: boolean;
}

function exampleIds(): ExampleId[] {
  return ['docs', 'blog', 'reference', 'src'].flatMap((dir) =>
    filesUnder(path.join(repoRoot, dir))
      // Released snapshots keep what was published, ids as they were then: reference/README.md, "Releases".
      .filter((file) => textFile.test(file) && !(dir === 'reference' && file.startsWith('releases/')))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(repoRoot, dir, file), 'utf8');
        return [...text.matchAll(candidate)].map(([match, , , ellipsis]) => ({
          file: `${dir}/${file}`,
          id: match.replace(/…$/, ''),
          abbreviated: ellipsis !== undefined,
        }));
      }),
  );
}

describe('example ids (prefix + ULID in Crockford base32)', () => {
  it('reads the id prefixes from the reference', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['ast', 'cpp', 'key', 'pool', 'prj', 'prp', 'req', 'tx']));
  });

  it('every example id in docs, blog, reference and src is a prefix and a 26-character ULID', () => {
    const ids = exampleIds();
    const malformed = ids
      .filter(({id, abbreviated}) => !(abbreviated ? ulidStart : ulid).test(id.slice(id.indexOf('_') + 1)))
      .map(({file, id, abbreviated}) => `${file}: ${id}${abbreviated ? '…' : ''}`);
    console.log(
      `[ids] ${ids.length} example ids checked (${new Set(ids.map(({id}) => id)).size} distinct) with ${prefixes.length} prefixes: ${malformed.length} malformed`,
    );
    expect(ids.length).toBeGreaterThan(1000);
    expect([...new Set(malformed)]).toEqual([]);
  });

  it('the checks reject what the issue found: 27 characters, and I, L, O or U', () => {
    expect(ulid.test('01JE44E3G5J7K9N1Q3S5V7X9Z1B')).toBe(false);
    expect(ulid.test('01JF3K7Q2W8E5R6T9Y1U4I0OPA')).toBe(false);
    expect(ulid.test('01JG2M5N8P3Q6R9S2T5V8W1X4Y')).toBe(true);
    expect(ulid.test('81JG2M5N8P3Q6R9S2T5V8W1X4Y')).toBe(false);
  });
});
