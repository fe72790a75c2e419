import {describe, expect, it} from 'vitest';
import {loadGraphql, loadRest, type RestApi} from '@site/plugins/reference/load';
import {scalarRules} from '@site/plugins/reference/graphql/schema';
import {idFormat} from '@site/src/data/conventions';

/**
 * A description that spells out a value's form ("`prj_` and 26 upper-case letters and digits", "40 hex digits", "a
 * 26-character ULID") says the same as the pattern that validates it. A review found the Engage `ProjectId`
 * description still allowing every upper-case letter after its pattern had become Crockford's base32, so a reader
 * could build an id the API answers with 400.
 */

interface Described {
  where: string;
  description: string;
  pattern: string;
}

/** What a description claims: a literal prefix, then `min` to `max` characters from `alphabet`. */
interface Claim {
  text: string;
  prefix: string;
  alphabet: string;
  min: number;
  max: number;
}

const digits = '0123456789';
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lower = upper.toLowerCase();
/** ULIDs are Crockford's base32 in upper case (no I, L, O or U), as src/data/conventions.ts's `idFormat` has them. */
const crockford = [...(digits + upper)].filter((char) => !['I', 'L', 'O', 'U'].includes(char)).join('');
const printable = Array.from({length: 0x7e - 0x20}, (_, index) => String.fromCharCode(0x21 + index));

const part = String.raw`(?:(?:lowercase|lower-case|upper-case|capital) )?(?:hex digits|letters|digits|hyphens|underscores)`;
const claimPattern = new RegExp(
  String.raw`(?:\x60([^\x60]+)\x60 (?:and|followed by|\+) )?` +
    String.raw`(?:(?:(up to|at least) )?(\d+)(?: to (\d+))? (${part}(?:(?:, | and | or )${part})*)` +
    String.raw`|an? (\d+)-character ULID)`,
  'g',
);

function alphabetOf(words: string): string {
  const set = new Set<string>();
  for (const [, modifier, noun] of words.matchAll(
    /(?:(lowercase|lower-case|upper-case|capital) )?(hex digits|letters|digits|hyphens|underscores)/g,
  )) {
    const low = modifier === 'lowercase' || modifier === 'lower-case';
    const up = modifier === 'upper-case' || modifier === 'capital';
    const add = (chars: string) => [...chars].forEach((char) => set.add(char));
    if (noun === 'hex digits') add(digits + (up ? '' : 'abcdef') + (low ? '' : 'ABCDEF'));
    else if (noun === 'letters') add((up ? '' : lower) + (low ? '' : upper));
    else if (noun === 'digits') add(digits);
    else if (noun === 'hyphens') add('-');
    else add('_');
  }
  return [...set].join('');
}

function claimsOf(description: string): Claim[] {
  return [...description.matchAll(claimPattern)].map((match) => {
    const [text, prefix = '', bound, count, upTo, words, ulid] = match;
    if (ulid) return {text, prefix, alphabet: crockford, min: Number(ulid), max: Number(ulid)};
    const n = Number(count);
    const [min, max] = bound === 'up to' ? [1, n] : bound === 'at least' ? [n, Infinity] : [n, upTo ? Number(upTo) : n];
    return {text, prefix, alphabet: alphabetOf(words!), min, max};
  });
}

/** Where the description and the pattern disagree: a character or a length one allows and the other does not. */
function claimProblems({where, description, pattern}: Described): string[] {
  const regex = new RegExp(pattern, 'u');
  const problems: string[] = [];
  for (const claim of claimsOf(description)) {
    const {prefix, alphabet, min, max} = claim;
    const say = (problem: string) => problems.push(`${where}: "${claim.text}" ${problem} (pattern ${pattern})`);
    const filler = [...alphabet].find((char) => regex.test(prefix + char.repeat(min)));
    if (!filler) {
      say('matches no value of that form');
      continue;
    }
    const probe = (char: string) => prefix + filler.repeat(min - 1) + char;
    const refused = [...alphabet].filter((char) => !regex.test(probe(char)));
    if (refused.length) say(`allows ${refused.join(' ')}, which the pattern rejects`);
    const extra = printable.filter((char) => !alphabet.includes(char) && regex.test(probe(char)));
    if (extra.length) say(`leaves out ${extra.join(' ')}, which the pattern accepts`);
    if (min > 0 && regex.test(prefix + filler.repeat(min - 1)))
      say(`says at least ${min}; the pattern takes ${min - 1}`);
    if (Number.isFinite(max)) {
      const longest = [...alphabet].find((char) => regex.test(prefix + char.repeat(max)));
      if (!longest) say(`says up to ${max}; the pattern rejects ${max}`);
      else if (regex.test(prefix + longest.repeat(max + 1))) say(`says at most ${max}; the pattern takes ${max + 1}`);
    }
  }
  return problems;
}

type Node = Record<string, unknown>;

/** Every object of a REST document with a description and a pattern: its own, its `$ref`'s or its `schema`'s. */
function restDescribed(api: Pick<RestApi, 'file' | 'document'>): Described[] {
  const found: Described[] = [];
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Node | undefined)?.[key], api.document) as Node | undefined;
  const patternOf = (node: Node | undefined, depth = 0): string | undefined => {
    if (!node || depth > 5) return undefined;
    if (typeof node.pattern === 'string') return node.pattern;
    if (typeof node.$ref === 'string') return patternOf(resolve(node.$ref), depth + 1);
    if (node.in && node.schema) return patternOf(node.schema as Node, depth + 1);
    return undefined;
  };
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${where}/${index}`));
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const object = node as Node;
    const pattern = patternOf(object);
    if (typeof object.description === 'string' && pattern)
      found.push({where: `${api.file} ${where}`, description: object.description, pattern});
    for (const [key, child] of Object.entries(object)) if (key !== 'examples') walk(child, `${where}/${key}`);
  };
  walk(api.document, '#');
  return found;
}

/** Every GraphQL custom scalar with its description and the rule examples are validated with. */
function graphqlDescribed(): Described[] {
  return loadGraphql().flatMap((api) =>
    Object.entries(scalarRules).flatMap(([name, rule]) => {
      const description = api.schema.getType(name)?.description;
      return description ? [{where: `${api.schemaFile} ${name}`, description, pattern: rule.pattern.source}] : [];
    }),
  );
}

const rest = loadRest();

describe('descriptions that spell out a format agree with the pattern', () => {
  const described = [...rest.flatMap(restDescribed), ...graphqlDescribed()];
  const claimed = described.filter((entry) => claimsOf(entry.description).length > 0);

  it('finds the ids, hashes, addresses and amounts whose descriptions state a length and an alphabet', () => {
    expect(claimed.length).toBeGreaterThan(40);
    expect(claimed.map((entry) => entry.where)).toEqual(
      expect.arrayContaining([
        'rest/engage.openapi.yaml #/components/schemas/ProjectId',
        'rest/pools.openapi.yaml #/components/schemas/Address',
        'graphql/pools.graphql Amount',
      ]),
    );
  });

  it('for every REST schema and parameter and every GraphQL scalar', () => {
    expect(claimed.flatMap(claimProblems)).toEqual([]);
  });

  it('fails on the Engage ProjectId description before the fix', () => {
    const engage = structuredClone(rest.find((api) => api.id === 'engage')!);
    const schema = engage.document.components!.schemas!.ProjectId!;
    schema.description =
      "Project id: `prj_` and 26 upper-case letters and digits. One project is one token's Engage set-up.";
    expect(restDescribed(engage).flatMap(claimProblems)).toEqual([
      'rest/engage.openapi.yaml #/components/schemas/ProjectId: "`prj_` and 26 upper-case letters and digits" ' +
        `allows I L O U, which the pattern rejects (pattern ${idFormat.pattern('prj')})`,
    ]);
  });
});
