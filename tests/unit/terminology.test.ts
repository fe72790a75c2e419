import {describe, expect, it} from 'vitest';
import {roleNames, standardPrefixes, terms, type Term} from '@site/src/data/terminology';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {lineAt, pageProse, type ProseText} from '../support/prose';
import {repoRoot} from '../support/paths';

/**
 * Product, standard, network, role and tool names are spelled one way in the prose of every docs page, blog
 * post and standalone page (src/data/terminology.ts). Code, URLs and component props are not prose and are
 * not checked; a name inside an identifier, path, domain or package name (`assetra/documentation`,
 * `rwa.io`, `@assetra/sdk`) is not a spelling of the name either.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every spelling of a name, whatever its case and whether its parts (words, or the humps of "MetaMask") are joined
 * by a space, a hyphen, a dot or nothing; a plural name also matches its singular ("CP pool").
 */
function spellings(term: Term): RegExp {
  const body = term.name
    .split(/[\s.-]+|(?<=[a-z])(?=[A-Z])/)
    .map(escape)
    .join('[\\s.-]?')
    .replace(/s$/, 's?');
  return new RegExp(`(?<![\\w./@-])${body}(?![\\w@]|[./-]\\w)`, 'gi');
}

/** Where a text spells a name wrongly: found by the pattern, but neither the name nor one of its right forms. */
function misspellings(prose: ProseText, pattern: RegExp, isRight: (found: string) => boolean): string[] {
  return [...prose.text.matchAll(pattern)]
    .filter(([found]) => !isRight(found))
    .map((match) => `${prose.page}:${lineAt(prose, match.index)} "${match[0]}"`);
}

const termRules = terms.map((term) => {
  const right = new Set([term.name, ...(term.alsoRight ?? [])]);
  return {term, pattern: spellings(term), isRight: (found: string) => right.has(found)};
});

const standardPattern = new RegExp(`(?<![\\w-])(${standardPrefixes.join('|')})[\\s_-]?(\\d{2,5})(?![\\w-])`, 'gi');
const standardIsRight = (found: string) => /^(ERC|EIP)-\d+$/.test(found);

// "Admin role" or "Owner members" name an organisation role in the wrong case; a lower-case "admin role" is a
// contract's role, which is another thing.
const titleCase = (role: string) => role[0] + role.slice(1).toLowerCase();
const rolePattern = new RegExp(`\\b(${roleNames.map(titleCase).join('|')})s? (roles?|members?)\\b`, 'g');
const roleIsRight = () => false;

const prose = contentPages(repoRoot).flatMap((page) => pageProse(repoRoot, page));

describe('one spelling for every name (src/data/terminology.ts)', () => {
  it('reads the prose of the docs, the blog and the pages', () => {
    expect(new Set(prose.map((text) => text.page)).size).toBeGreaterThan(150);
  });

  for (const {term, pattern, isRight} of termRules) {
    it(`${term.name}${term.alsoRight ? ` (also ${term.alsoRight.join(', ')})` : ''}`, () => {
      expect(prose.flatMap((text) => misspellings(text, pattern, isRight))).toEqual([]);
    });
  }

  it('standards: ERC-20, EIP-4361 (capitals, a hyphen, the number)', () => {
    expect(prose.flatMap((text) => misspellings(text, standardPattern, standardIsRight))).toEqual([]);
  });

  it(`organisation roles in capitals: ${roleNames.join(', ')}`, () => {
    expect(prose.flatMap((text) => misspellings(text, rolePattern, roleIsRight))).toEqual([]);
  });
});

describe('the checks find what they are for', () => {
  const sample = (text: string): ProseText => ({page: 'sample.mdx', line: 1, text});
  const rule = (name: string) => termRules.find((candidate) => candidate.term.name === name)!;

  it('flags case, hyphen and spacing variants, and leaves the right forms alone', () => {
    const cpPools = rule('CP Pools');
    expect(
      misspellings(
        sample('Fund CP pools in the CP Pools app, not Cp Pools or CP-Pools.'),
        cpPools.pattern,
        cpPools.isRight,
      ),
    ).toEqual(['sample.mdx:1 "Cp Pools"', 'sample.mdx:1 "CP-Pools"']);
    const metaMask = rule('MetaMask');
    expect(misspellings(sample('Open Metamask\nor meta-mask.'), metaMask.pattern, metaMask.isRight)).toEqual([
      'sample.mdx:1 "Metamask"',
      'sample.mdx:2 "meta-mask"',
    ]);
  });

  it('leaves names inside paths, domains and packages alone', () => {
    const assetra = rule('Assetra');
    expect(
      misspellings(
        sample('See assetra/documentation, app.assetra.dev and @assetra/sdk.'),
        assetra.pattern,
        assetra.isRight,
      ),
    ).toEqual([]);
  });

  it('flags ERC3643, Erc-20 and EIP 4361, not ERC-3643 or an identifier', () => {
    expect(
      misspellings(sample('ERC3643, Erc-20, EIP 4361 and ERC-3643; IERC20 is code.'), standardPattern, standardIsRight),
    ).toEqual(['sample.mdx:1 "ERC3643"', 'sample.mdx:1 "Erc-20"', 'sample.mdx:1 "EIP 4361"']);
  });

  it("flags an Admin role, not an ADMIN role or a contract's admin role", () => {
    expect(
      misspellings(sample('an Admin role, an ADMIN role and the admin role of a contract'), rolePattern, roleIsRight),
    ).toEqual(['sample.mdx:1 "Admin role"']);
  });
});
