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

describe('browser senders switch the wallet to the chain their client sends on', () => {
  const check = (code: string) =>
    fixedChainClient.test(code)
      ? switchesToTheBuildsChain(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).length
      : 0;

  it('no sample switches to the build chain while its client is made for one chain', () => {
    const found = scriptSources(repoRoot, contentPages(repoRoot))
      .filter(({source}) => fixedChainClient.test(source.text))
      .flatMap(({page, source, lineOf}) => switchesToTheBuildsChain(source).map((call) => `${page}:${lineOf(call)}`));
    expect(found).toEqual([]);
  });

  it('finds the switch that the client cannot follow', () => {
    const client = 'const wallet = createWalletClient({chain: baseSepolia, transport: custom(window.ethereum!)});\n';
    expect(check(`${client}await wallet.switchChain({id: tx.chainId});`)).toBe(1);
    expect(check(`${client}await wallet.switchChain({id: baseSepolia.id});`)).toBe(0);
    expect(
      check(
        'const wallet = createWalletClient({transport: custom(window.ethereum!)});\nawait wallet.switchChain({id: tx.chainId});',
      ),
    ).toBe(0);
  });
});
