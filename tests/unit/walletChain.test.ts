import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';
import {scriptSources} from '../support/snippets/scriptSources';

/**
 * viem's wallet client sends on the chain it was created with and throws `ChainMismatchError` when the wallet is on
 * another. A sample that switches the wallet to the build's `chainId` and then sends through a client made for one
 * chain works only for builds on that chain (review pass 65 found five): switch to the client's own chain instead,
 * after refusing a build for another.
 */
function switchesToTheBuildsChain(source: ts.SourceFile): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const walk = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'switchChain' &&
      /\bid:\s*\w+\.chainId\b/.test(node.arguments[0]?.getText(source) ?? '')
    )
      found.push(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

const fixedChainClient = /createWalletClient\(\{[^}]*\bchain:\s*\w+/;

/**
 * A block that sends built transactions (`data: tx.data`) through a client made for one chain checks each build's
 * `chainId` against that chain first: viem would otherwise send a build for another network on this one, to an address
 * that may hold no code there, and the receipt would say success (review pass 66). A browser client also moves the
 * wallet to its chain, or viem throws `ChainMismatchError`.
 */
function unguardedSenders(code: string): string[] {
  const client = /createWalletClient\(\{([^}]*)\}\)/.exec(code);
  // The chain is the client's, or the one a send fixes in its own call (`sendTransaction({chain: baseSepolia, …})`).
  const sentOn = /sendTransaction\(\{[^)]*\bchain:\s*(\w+)[^)]*\bdata:\s*\w+\.data\b/.exec(code)?.[1];
  const chain = (client && /\bchain:\s*(\w+)/.exec(client[1]!)?.[1]) ?? sentOn;
  if (!chain) return [];
  const problems: string[] = [];
  // A browser wallet signs typed data only for the chain it is on (the domain's `chainId`), and viem sends only there.
  if (
    /custom\(window\.ethereum/.test(client?.[1] ?? '') &&
    /\.(signTypedData|writeContract|sendTransaction)\(/.test(code) &&
    !new RegExp(`switchChain\\(\\{id:\\s*${chain}\\.id\\}\\)`).test(code)
  )
    problems.push(`signs or sends without moving the wallet to ${chain}`);
  if (
    /sendTransaction\(\{[^)]*\bdata:\s*\w+\.data\b/.test(code) &&
    !new RegExp(`chainId\\s*!==\\s*${chain}\\.id\\b`).test(code)
  )
    problems.push(`sends builds without checking chainId against ${chain}`);
  return problems;
}

describe('senders send builds on the chain their client is made for', () => {
  const check = (code: string) =>
    fixedChainClient.test(code)
      ? switchesToTheBuildsChain(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).length
      : 0;
  const sources = scriptSources(repoRoot, contentPages(repoRoot));

  it('no sample switches to the build chain while its client is made for one chain', () => {
    const found = sources
      .filter(({source}) => fixedChainClient.test(source.text))
      .flatMap(({page, source, lineOf}) => switchesToTheBuildsChain(source).map((call) => `${page}:${lineOf(call)}`));
    expect(found).toEqual([]);
  });

  it('every sender checks a build is for its chain, and a browser sender moves the wallet there', () => {
    const found = sources.flatMap(({page, source}) =>
      unguardedSenders(source.text).map((problem) => `${page} (${source.text.split('\n')[0]}): ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the switch that the client cannot follow, and the sender that never checks', () => {
    const client = 'const wallet = createWalletClient({chain: baseSepolia, transport: custom(window.ethereum!)});\n';
    expect(check(`${client}await wallet.switchChain({id: tx.chainId});`)).toBe(1);
    expect(check(`${client}await wallet.switchChain({id: baseSepolia.id});`)).toBe(0);
    expect(
      check(
        'const wallet = createWalletClient({transport: custom(window.ethereum!)});\nawait wallet.switchChain({id: tx.chainId});',
      ),
    ).toBe(0);
    const send = 'await wallet.sendTransaction({account, to: tx.to, data: tx.data, value: tx.value});\n';
    const guard = 'if (tx.chainId !== baseSepolia.id) throw new Error();\n';
    const move =
      'if ((await wallet.getChainId()) !== baseSepolia.id) await wallet.switchChain({id: baseSepolia.id});\n';
    expect(unguardedSenders(`${client}${send}`)).toHaveLength(2);
    expect(unguardedSenders(`${client}${guard}${move}${send}`)).toEqual([]);
    const server = 'const wallet = createWalletClient({account, chain: baseSepolia, transport: http()});\n';
    expect(unguardedSenders(`${server}${send}`)).toEqual(['sends builds without checking chainId against baseSepolia']);
    expect(unguardedSenders(`${server}${guard}${send}`)).toEqual([]);
    const sendOn =
      'await walletClient.sendTransaction({account, chain: baseSepolia, to: tx.to, data: tx.data, value: 0n});\n';
    expect(unguardedSenders(sendOn)).toEqual(['sends builds without checking chainId against baseSepolia']);
    expect(unguardedSenders(`${guard}${sendOn}`)).toEqual([]);
    const sign = 'await wallet.signTypedData({account, ...typedData});\n';
    expect(unguardedSenders(`${client}${sign}`)).toEqual(['signs or sends without moving the wallet to baseSepolia']);
    const write = "await wallet.writeContract({address, abi, functionName: 'renounceRole', args});\n";
    expect(unguardedSenders(`${client}${write}`)).toEqual(['signs or sends without moving the wallet to baseSepolia']);
    expect(unguardedSenders(`${client}${move}${sign}`)).toEqual([]);
  });
});
