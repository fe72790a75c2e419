import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getNetwork, networks, publishedNetworks, toHexChainId, upcomingNetworks} from '@site/src/data/networks';
import {repoRoot} from '../support/paths';

describe('networks (issue: chain facts from one typed module)', () => {
  it.each([
    ['base', 8453, 84532],
    ['bsc', 56, 97],
    ['ethereum', 1, 11155111],
    ['polygon', 137, 80002],
  ] as const)('%s has mainnet %i and testnet %i', (id, mainnet, testnet) => {
    const network = getNetwork(id);
    if (!network.parametersPublished) throw new Error(`${id} should be published`);
    expect(network.mainnet.chainId).toBe(mainnet);
    expect(network.testnet.chainId).toBe(testnet);
  });

  it('RWA.IO publishes no parameters and points to its own site', () => {
    const rwa = getNetwork('rwa-io');
    expect(rwa.parametersPublished).toBe(false);
    expect(rwa).not.toHaveProperty('mainnet');
    expect(rwa.website).toMatch(/^https:\/\//);
  });

  it('every chain has https endpoints, 18 decimals and a unique chain id', () => {
    const chains = publishedNetworks().flatMap((network) => [network.mainnet, network.testnet]);
    for (const chain of chains) {
      expect(chain.rpcUrl).toMatch(/^https:\/\//);
      expect(chain.explorerUrl).toMatch(/^https:\/\/[^/]+$/);
      expect(chain.nativeCurrency.decimals).toBe(18);
      expect(chain.nativeCurrency.symbol.length).toBeGreaterThanOrEqual(2);
    }
    const ids = [...chains.map((chain) => chain.chainId), ...upcomingNetworks.map((network) => network.chainId)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says who runs each RPC endpoint: the network, or a named third party where the network publishes none', () => {
    const operators = Object.fromEntries(
      publishedNetworks().flatMap((network) => [
        [`${network.id} mainnet`, network.mainnet.rpcOperator],
        [`${network.id} testnet`, network.testnet.rpcOperator],
      ]),
    );
    const publicNode = {kind: 'third-party', name: 'PublicNode', website: 'https://www.publicnode.com'};
    const dRpc = {kind: 'third-party', name: 'dRPC', website: 'https://drpc.org'};
    // Ethereum's own documentation lists providers, not an endpoint of its own; Polygon's has since July 2026.
    expect(operators).toEqual({
      'base mainnet': {kind: 'network'},
      'base testnet': {kind: 'network'},
      'bsc mainnet': {kind: 'network'},
      'bsc testnet': {kind: 'network'},
      'ethereum mainnet': publicNode,
      'ethereum testnet': publicNode,
      'polygon mainnet': dRpc,
      'polygon testnet': dRpc,
    });
  });

  it('every network page path lives under /docs/blockchain-and-web3', () => {
    for (const network of networks) expect(network.docsPath).toMatch(/^\/docs\/blockchain-and-web3\/[\w.]+$/);
  });

  it('converts chain ids to EIP-3085 hex strings', () => {
    expect(toHexChainId(1)).toBe('0x1');
    expect(toHexChainId(8453)).toBe('0x2105');
    expect(toHexChainId(11155111)).toBe('0xaa36a7');
    expect(() => toHexChainId(0)).toThrow(RangeError);
    expect(() => toHexChainId(1.5)).toThrow(RangeError);
  });

  it('rejects an unknown network id with the list of known ones', () => {
    expect(() => getNetwork('solana' as never)).toThrow(/Known networks: base, bsc, ethereum, polygon, rwa-io/);
  });
});

describe('the roadmap plans the upcoming networks as src/data does (stop 78: typed there, checked here)', () => {
  const roadmap = fs.readFileSync(path.join(repoRoot, 'docs/resources/roadmap.mdx'), 'utf8');
  /** The first and last day of a "2027 Q1" quarter. */
  const quarterDays = (target: string) => {
    const [year, quarter] = target.split(' Q').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
    const end = new Date(Date.UTC(year, quarter * 3, 0));
    return [start, end].map((day) => day.toISOString().slice(0, 10));
  };
  const sentence = (text: string) => text.replace(/\.$/, '').replace(/^./, (first) => first.toLowerCase());

  it.each(upcomingNetworks.map((network) => [network.name, network] as const))('%s', (name, network) => {
    const row = roadmap.split('\n').find((line) => line.startsWith(`| ${name} | Platform | Planned |`));
    expect(row, `a Planned row for ${name}`).toBeDefined();
    expect(row!.split('|')[4]!.trim()).toBe(network.target);
    expect(row!.toLowerCase()).toContain(sentence(network.reason).toLowerCase());
    const [first, last] = quarterDays(network.target);
    expect(roadmap).toMatch(new RegExp(`^ {4}${name} +:${first}, ${last}$`, 'm'));
    for (const [, quarter] of roadmap.matchAll(new RegExp(`${name} in (\\d{4} Q\\d)`, 'g')))
      expect(quarter).toBe(network.target);
  });
});
