import {describe, expect, it} from 'vitest';
import {publishedNetworks} from '../../../src/data/networks';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../../support/repoFiles';

/**
 * A chain named beside its id ("Base Sepolia (84532)", "BNB Smart Chain Testnet 97") carries the name
 * `src/data/networks.ts` gives it. Review pass 95 found the GraphQL schemas calling chain 97 "BSC Testnet" where the
 * data, the REST reference and the pages say "BNB Smart Chain Testnet". One-digit ids (Ethereum's 1) are left out:
 * "Step 1" is not a chain.
 */
const namesByChainId = new Map<number, string[]>(
  publishedNetworks().flatMap((network) => [
    [network.mainnet.chainId, [network.name, network.mainnet.chainName]],
    [network.testnet.chainId, [network.testnet.chainName]],
  ]),
);

/** Capitalised words followed by a number, with or without parentheses: "Polygon Amoy (80002)". */
const namedNumber = /((?:[A-Z][\w.-]*\s)*[A-Z][\w.-]*) \(?(\d{2,})\b/g;

export function wrongChainNames({file, text}: RepoFile): string[] {
  const problems: string[] = [];
  for (const [index, line] of text.split('\n').entries())
    for (const [, words, id] of line.matchAll(namedNumber)) {
      const names = namesByChainId.get(Number(id));
      if (names && !names.some((name) => words === name || words.endsWith(` ${name}`)))
        problems.push(`${file}:${index + 1}: "${words} ${id}" names chain ${id}, which is ${names.join(' / ')}`);
    }
  return problems;
}

describe('chains named beside their ids', () => {
  it('a wrong name is found with its place; the data’s names pass', () => {
    expect(wrongChainNames({file: 'x.graphql', text: 'Production, BSC Testnet (97) in Sandbox.'})).toEqual([
      'x.graphql:1: "BSC Testnet 97" names chain 97, which is BNB Smart Chain Testnet',
    ]);
    expect(
      wrongChainNames({
        file: 'x.md',
        text: 'the testnets (Base Sepolia 84532, Polygon Amoy (80002), Sepolia 11155111)',
      }),
    ).toEqual([]);
  });

  it('the current reference and every page name each chain as the data does', () => {
    const files = [
      ...readRepoFiles('reference', (file) => currentReference(file) && /\.(ya?ml|graphql|sol)$/.test(file)),
      ...pageFiles(),
    ];
    expect(files.flatMap(wrongChainNames)).toEqual([]);
  });
});
