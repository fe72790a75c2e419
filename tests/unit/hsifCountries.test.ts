import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {objectsIn} from '../support/exampleObjects';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';

/**
 * HSIF's allowed countries are stated on ten pages and in the reference's NatSpec; the template example of the
 * reference (`tpl_erc3643_fund`, `allowedCountries`) is their source. A sentence that lists three or more of them
 * lists all of them, and names no other code than 840, the documented refused example. It found none wrong when it
 * was written (pass 184); it fails on a list that loses, swaps or adds a country.
 */

function referenceCountries(): number[] {
  const [assets] = readRepoFiles('reference/rest', (file) => file === 'assets.openapi.yaml');
  for (const [object] of objectsIn(parse(assets!.text)))
    if (object.id === 'tpl_erc3643_fund' && Array.isArray(object.allowedCountries))
      return object.allowedCountries as number[];
  throw new Error('reference/rest/assets.openapi.yaml has no tpl_erc3643_fund example with allowedCountries');
}

const allowed = referenceCountries();
/** The documented example of a refused country, which may stand beside the list. */
const refusedExample = 840;

const codesIn = (sentence: string) =>
  [...sentence.matchAll(/(?<![\w.,])(\d{3})(?![\w]|[.,]\d)/g)].map(([, code]) => Number(code));

/** The file's lines with their numbers; NatSpec comments, which wrap a sentence over lines, as one line each. */
function linesOf(text: string): {line: number; text: string}[] {
  const lines: {line: number; text: string}[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const natSpec = /^\s*\/\/\/\s?(.*)$/.exec(line);
    const previous = lines.at(-1);
    if (natSpec && previous?.text.startsWith('///')) previous.text += ` ${natSpec[1]}`;
    else lines.push({line: index + 1, text: natSpec ? `/// ${natSpec[1]}` : line});
  }
  return lines;
}

export function countryListFindings({file, text}: RepoFile): string[] {
  return linesOf(text).flatMap(({line, text: lineText}) =>
    lineText.split(/(?<=[.;!?])\s+(?=[A-Z`(])/).flatMap((sentence) => {
      const codes = [...new Set(codesIn(sentence))];
      if (codes.filter((code) => allowed.includes(code)).length < 3) return [];
      const missing = allowed.filter((code) => !codes.includes(code));
      const others = codes.filter((code) => !allowed.includes(code) && code !== refusedExample);
      return missing.length === 0 && others.length === 0
        ? []
        : [
            `${file}:${line} lists HSIF's countries without ${missing.join(', ') || '—'}, with ${others.join(', ') || '—'}`,
          ];
    }),
  );
}

const files = [
  ...pageFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && /\.(sol|graphql|ya?ml)$/.test(file)),
];

describe("HSIF's allowed countries agree with the reference's template", () => {
  it('reads five countries from the reference', () => {
    expect(allowed).toEqual([276, 250, 528, 442, 756]);
  });

  it('every list of them on the pages and in the reference is whole', () => {
    expect(files.flatMap(countryListFindings)).toEqual([]);
  });

  it('fails on a list that lost, swapped or added a country', () => {
    expect(countryListFindings({file: 'docs/a.mdx', text: 'HSIF admits 276, 250, 528 and 442.'})).toEqual([
      "docs/a.mdx:1 lists HSIF's countries without 756, with —",
    ]);
    expect(countryListFindings({file: 'docs/a.mdx', text: 'Countries 276, 250, 380, 442 and 756.'})).toEqual([
      "docs/a.mdx:1 lists HSIF's countries without 528, with 380",
    ]);
    expect(
      countryListFindings({file: 'docs/a.mdx', text: 'Allowed: 276, 250, 528, 442 and 756; 840 is refused.'}),
    ).toEqual([]);
    // NatSpec wraps a sentence over lines; a number repeated in prose (250 AUR, 250 g) is one code, not three.
    const natSpec =
      '    /// with a country allow module (276\n    /// Germany, 250 France, 528 Netherlands, 442 Luxembourg).';
    expect(countryListFindings({file: 'reference/contracts/X.sol', text: natSpec})).toEqual([
      "reference/contracts/X.sol:1 lists HSIF's countries without 756, with —",
    ]);
    expect(countryListFindings({file: 'docs/a.mdx', text: 'Burn 250 AUR: 250 g cannot be cut, so 250 stay.'})).toEqual(
      [],
    );
  });
});
