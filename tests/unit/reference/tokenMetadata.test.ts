import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {objectsIn, pageFiles, referenceExampleFiles} from '../../support/repoFiles';

/**
 * A token's symbol, name and decimals are what its contract returns, so every example and page that shows a token
 * shows the same three values for its address: the examples' token objects, and the JSON and object literals of
 * pages. Review pass 88 found Circle's Base Sepolia USDC named "USD Coin" in eleven examples and six pages: that is
 * the name of mainnet USDC; the testnet contracts return "USDC". Tokens that Assetra does not issue are pinned here
 * to what their contracts return; the story's own tokens only need to agree.
 */
const externalTokens: Record<string, TokenFacts> = {
  // Circle's testnet USDC (FiatTokenV2_2): name() and symbol() both return "USDC".
  '0x036cbd53842c5426634e7929541ec2318f3dcf7e': {symbol: 'USDC', name: 'USDC', decimals: 6},
  '0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582': {symbol: 'USDC', name: 'USDC', decimals: 6},
};

interface TokenFacts {
  symbol?: string;
  name?: string;
  decimals?: number;
}

interface Sighting extends TokenFacts {
  address: string;
  where: string;
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** Objects of the examples that show a token: an `address` beside a `symbol`. */
function exampleSightings(file: string, text: string): Sighting[] {
  const found: Sighting[] = [];
  for (const {object: token, place} of objectsIn(parseYaml(text)))
    if (typeof token.address === 'string' && addressPattern.test(token.address) && typeof token.symbol === 'string')
      found.push({
        address: token.address.toLowerCase(),
        symbol: token.symbol,
        ...(typeof token.name === 'string' ? {name: token.name} : {}),
        ...(typeof token.decimals === 'number' ? {decimals: token.decimals} : {}),
        where: `${file} › ${place.join('.')}`,
      });
  return found;
}

/**
 * Tokens written on pages as JSON or as a script's object literal, in that field order:
 * `{"address": "0x…", "symbol": "USDC", "name": "USDC", "decimals": 6}`, `{address: '0x…', symbol: 'USDC', …}`.
 * Prose and tables that name a token in words are not read.
 */
const pageToken = new RegExp(
  String.raw`["']?address["']?:\s*["'](0x[0-9a-fA-F]{40})["'],\s*["']?symbol["']?:\s*["']([^"']+)["']` +
    String.raw`(?:,\s*["']?name["']?:\s*["']([^"']+)["'])?(?:,\s*["']?decimals["']?:\s*(\d+))?`,
  'g',
);

function pageSightings(file: string, text: string): Sighting[] {
  return [...text.matchAll(pageToken)].map((match) => ({
    address: match[1]!.toLowerCase(),
    symbol: match[2]!,
    ...(match[3] ? {name: match[3]} : {}),
    ...(match[4] ? {decimals: Number(match[4])} : {}),
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
  }));
}

/** One line per token fact that two sightings, or a sighting and the pinned contract, give differently. */
function disagreements(sightings: Sighting[]): string[] {
  const found: string[] = [];
  const byAddress = new Map<string, Sighting[]>();
  for (const sighting of sightings)
    byAddress.set(sighting.address, [...(byAddress.get(sighting.address) ?? []), sighting]);
  for (const [address, all] of byAddress) {
    const pinned = externalTokens[address];
    for (const fact of ['symbol', 'name', 'decimals'] as const) {
      const expected = pinned?.[fact] ?? all.find((sighting) => sighting[fact] !== undefined)?.[fact];
      const source = pinned ? 'its contract' : all.find((sighting) => sighting[fact] !== undefined)?.where;
      for (const sighting of all)
        if (sighting[fact] !== undefined && sighting[fact] !== expected)
          found.push(
            `${sighting.where}: ${fact} ${JSON.stringify(sighting[fact])} for ${address}, but ${JSON.stringify(expected)} in ${source}`,
          );
    }
  }
  return found;
}

describe('token symbols, names and decimals', () => {
  const examples = referenceExampleFiles();
  const pages = pageFiles();
  const sightings = [
    ...examples.flatMap(({file, text}) => exampleSightings(file, text)),
    ...pages.flatMap(({file, text}) => pageSightings(file, text)),
  ];

  it('are the same for one address in every example and page, and what pinned contracts return', () => {
    console.log(
      `[token metadata] ${sightings.length} tokens shown, ${new Set(sightings.map(({address}) => address)).size} addresses`,
    );
    expect(sightings.filter(({address}) => externalTokens[address]).length).toBeGreaterThan(5);
    expect(disagreements(sightings)).toEqual([]);
  });

  it('catch mainnet USDC’s name on the testnet token', () => {
    const page =
      '{"address": "0x036CbD53842c5426634e7929541eC2318f3dCF7e", "symbol": "USDC", "name": "USD Coin", "decimals": 6}';
    expect(disagreements(pageSightings('lend.mdx', page))).toEqual([
      'lend.mdx:1: name "USD Coin" for 0x036cbd53842c5426634e7929541ec2318f3dcf7e, but "USDC" in its contract',
    ]);
  });
});
