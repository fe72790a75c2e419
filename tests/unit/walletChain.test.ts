import type {List, Paragraph} from 'mdast';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {contentPages, parsePage} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';
import {inlineText} from '../support/facts/prose';
import {scriptSources} from '../support/snippets/scriptSources';
import {methodCalls} from '../support/snippets/methodCalls';

/**
 * viem's wallet client sends on the chain it was created with and throws `ChainMismatchError` when the wallet is on
 * another. A sample that switches the wallet to the build's `chainId` and then sends through a client made for one
 * chain works only for builds on that chain (review pass 65 found five): switch to the client's own chain instead,
 * after refusing a build for another.
 */
function switchesToTheBuildsChain(source: ts.SourceFile): ts.CallExpression[] {
  return methodCalls(source, 'switchChain').filter((call) =>
    /\bid:\s*\w+\.chainId\b/.test(call.arguments[0]?.getText(source) ?? ''),
  );
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

/**
 * Before a browser wallet signs, a sample moves it to the chain: `switchChain`, and `addChain` only when the switch
 * fails with viem's `SwitchChainError` (4902, the wallet lacks the chain); adding a chain does not promise a switch, so
 * the chain is read again after it. A SIWE sign-in signs a message naming the wallet's chain, which the environment
 * must accept, so it moves the wallet too (review pass 74: a sign-in module that never switched, an app sample that
 * never added the chain its page said it adds).
 */
function chainMoveProblems(code: string): string[] {
  if (!/custom\(window\.ethereum/.test(code)) return [];
  const problems: string[] = [];
  const switches = /\.switchChain\(/.test(code);
  const add = code.search(/\.addChain\(/);
  if (/\.signMessage\(/.test(code) && /createSiweMessage\(/.test(code) && !(switches && add >= 0))
    problems.push('signs in without moving the wallet to the chain, adding it when missing');
  if (add >= 0 && !/instanceof SwitchChainError/.test(code.slice(0, add)))
    problems.push('adds the chain on a failed switch that is not SwitchChainError');
  if (add >= 0 && !/\.getChainId\(\)/.test(code.slice(add))) problems.push('does not read the chain after adding it');
  return problems;
}

const rereads =
  /\b(reads?|reading|checks?|checking)( the( wallet's)?)? chain( id)? again|check(s|ing)? which chain|eth_chainId|getChainId/;
/** A flow, not a definition: an app asks the wallet to switch, or moves it, and adds a chain the wallet lacks. */
const movesWallet = /4902|\basks? (the wallet|it) to switch\b|\bmov(es|ing) the wallet\b/;
const addsChain = /wallet_addEthereumChain|EIP-3085|\badd(s|ing)? (the|its) chain\b/;

const addsWithoutReread = (text: string) => movesWallet.test(text) && addsChain.test(text) && !rereads.test(text);

/**
 * Prose that tells how an app handles a wallet that lacks the chain (a switch, then `wallet_addEthereumChain` or
 * EIP-3085) says the chain is read again after the add, in the same paragraph, or the same list when the steps are a
 * list.
 */
function addWithoutRereadProse(page: string): string[] {
  const tree = parsePage(repoRoot, page);
  const found: string[] = [];
  const inspect = (node: Paragraph | List) => {
    if (addsWithoutReread(inlineText(node))) found.push(`${page}:${node.position?.start.line}`);
  };
  visit(tree, (node, _index, parent) => {
    if (node.type === 'list' && parent?.type !== 'listItem') inspect(node);
    if (node.type === 'paragraph' && !(parent?.type === 'listItem')) inspect(node);
  });
  return found;
}

describe('a browser wallet is moved to the chain before it signs', () => {
  const sources = scriptSources(repoRoot, contentPages(repoRoot));

  it('every browser sample switches, adds only a missing chain, and reads the chain after adding it', () => {
    const found = sources.flatMap(({page, source}) =>
      chainMoveProblems(source.text).map((problem) => `${page} (${source.text.split('\n')[0]}): ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('every TypeScript sample that uses window.ethereum imports viem/window itself', () => {
    // The snippets compile as one program, where one file's global declaration types every other file: a reader
    // compiles one file, so each declares window.ethereum on its own.
    const found = sources
      .filter(({source}) => /\bwindow\.ethereum\b/.test(source.text) && /^import /m.test(source.text))
      .filter(({source}) => !/^import 'viem\/window';/m.test(source.text))
      .map(({page, source}) => `${page} (${source.text.split('\n')[0]})`);
    expect(found).toEqual([]);
  });

  it('prose that adds a missing chain says the chain is read again', () => {
    expect(contentPages(repoRoot).flatMap(addWithoutRereadProse)).toEqual([]);
  });

  it('finds the prose of passes 75 and 76 that adds a chain and never reads it again', () => {
    expect(
      [
        'Otherwise it offers a button that asks the wallet to switch (EIP-3326), or to add the chain first (EIP-3085).',
        'It moves the wallet to Base Sepolia (adding the chain if the wallet lacks it) and signs it in.',
        'It moves the wallet to Base Sepolia (adding the chain if the wallet lacks it, then reading the chain again).',
        'Switching to or adding a chain relies on the wallet answering an unknown chain with 4902.',
      ].map(addsWithoutReread),
    ).toEqual([true, true, false, false]);
  });

  it('finds the sign-in that never switches, the add after any failure, and the add that is not read back', () => {
    const client = 'const wallet = createWalletClient({chain: baseSepolia, transport: custom(window.ethereum!)});\n';
    const signIn = 'const message = createSiweMessage({chainId});\nawait wallet.signMessage({account, message});\n';
    expect(chainMoveProblems(`${client}${signIn}`)).toEqual([
      'signs in without moving the wallet to the chain, adding it when missing',
    ]);
    const move =
      'try {\n  await wallet.switchChain({id: 84532});\n} catch (error) {\n  if (!(error instanceof SwitchChainError)) throw error;\n  await wallet.addChain({chain});\n}\n';
    const reread = 'if ((await wallet.getChainId()) !== 84532) throw new Error();\n';
    expect(chainMoveProblems(`${client}${move}${reread}${signIn}`)).toEqual([]);
    expect(chainMoveProblems(`${client}${move}${signIn}`)).toEqual(['does not read the chain after adding it']);
    const anyFailure =
      'try {\n  await wallet.switchChain({id: 84532});\n} catch {\n  await wallet.addChain({chain});\n}\n';
    expect(chainMoveProblems(`${client}${anyFailure}${reread}`)).toEqual([
      'adds the chain on a failed switch that is not SwitchChainError',
    ]);
  });
});
