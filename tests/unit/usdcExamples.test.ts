import {describe, expect, it} from 'vitest';
import {currentReference, readRepoFiles, type RepoFile} from '../support/repoFiles';

/**
 * USDC has 6 decimals on some networks and 18 on others (src/data/networks.ts), so a reference description that turns
 * base units into USDC says which it assumes, or whose example it is: pass 132 found eight bare "`5000000000` = 5,000
 * USDC" in GraphQL and NatSpec descriptions of fields that hold any pool's or project's amounts.
 */
const conversion = /\x60"?\d{5,}"?\x60 = [\d,.]+ USDC|[\d,.]+ USDC = \x60"?\d{5,}"?\x60/;
/** "where USDC has 6 decimals", "(Ana: …", "(HSIF / USDC: …", "Lena's 70 USDC"; "for example" alone names no pool. */
const saysWhich = /decimals|(?<!example): \x60|'s\b/;

/** A line's sentences, without the comment marks that begin a NatSpec line. */
const sentencesOf = (line: string) => line.replace(/^\s*\/\/\/\s*/, '').split(/(?<=[.;])\s+/);

/**
 * `file:line: sentence` for each conversion that says neither its decimals nor its example. A line's first sentence
 * may have begun on the line before (NatSpec and YAML wrap), so that line's last sentence is read with it.
 */
function bareConversions({file, text}: RepoFile): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) =>
    sentencesOf(line)
      .filter((sentence, place) => {
        const begun = place === 0 && index > 0 ? `${sentencesOf(lines[index - 1]!).at(-1)} ` : '';
        return conversion.test(sentence) && !saysWhich.test(begun + sentence);
      })
      .map((sentence) => `${file}:${index + 1}: ${sentence.trim()}`),
  );
}

describe('USDC amounts in base units say the decimals they assume', () => {
  const files = readRepoFiles('reference', (file) => currentReference(file) && /\.(yaml|graphql|sol)$/.test(file));

  it('in the reference descriptions', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(bareConversions)).toEqual([]);
  });

  it('fails on the text it replaced (GraphQL RiskParameters.supplyCap before pass 132)', () => {
    const old = {
      file: 'reference/graphql/pools.graphql',
      text: '  Maximum `totalSupplied`, in base units of the loan token; `"0"` means no cap. `"5000000000000"` = 5,000,000 USDC.',
    };
    expect(bareConversions(old)).toEqual(['reference/graphql/pools.graphql:1: `"5000000000000"` = 5,000,000 USDC.']);
    expect(bareConversions({...old, text: `${old.text.slice(0, -1)} where USDC has 6 decimals.`})).toEqual([]);
  });

  it('fails on an amount labelled only "example", which names no pool (pass 134: the pool totals)', () => {
    const total =
      '/// @return amount Total supplied, in base units of the loan token (example: `100000000000` = 100,000 USDC).';
    expect(bareConversions({file: 'IERC20CollateralPool.sol', text: total})).toHaveLength(1);
    expect(bareConversions({file: 'IERC20CollateralPool.sol', text: total.replace('example', 'HSIF / USDC')})).toEqual(
      [],
    );
  });
});
