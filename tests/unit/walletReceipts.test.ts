import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import fs from 'node:fs';
import path from 'node:path';
import {signsWithKey} from '../support/keyScripts';
import {repoRoot} from '../support/paths';
import {proseLines} from '../support/proseLines';
import {scriptSources, type ScriptSource} from '../support/snippets/scriptSources';
import {withTempPage} from '../support/tempPage';
import {methodCalls} from '../support/snippets/methodCalls';

/** The names a wait passes in its options object literal; none for a call without one. */
function optionNames(source: ts.SourceFile, {arguments: [options]}: ts.CallExpression): (string | undefined)[] {
  if (options === undefined || !ts.isObjectLiteralExpression(options)) return [];
  return options.properties.map((property) => property.name?.getText(source));
}

/**
 * A user's wallet can cancel or replace a transaction it sent, and viem's `waitForTransactionReceipt` then resolves
 * with the replacing transaction's receipt, successful for a cancel. A browser sample that waits for a receipt passes
 * `onReplaced` and stops unless the reason is `repriced` (review pass 150: an approval cancelled in the wallet let
 * the supply go out without an allowance; pass 151 found seven more waits). A script that signs with its own key
 * (`privateKeyToAccount`) is left out: no wallet holds its transactions to speed up or cancel (pass 174); a hash an
 * owner pasted from a Safe execution is in (pass 175).
 */
function waitsWithoutOnReplaced(source: ts.SourceFile): ts.CallExpression[] {
  return methodCalls(source, 'waitForTransactionReceipt').filter(
    (call) => !optionNames(source, call).includes('onReplaced'),
  );
}

/**
 * A wait for a wallet's transaction that keeps viem's default timeout (3 minutes) throws before a later speed-up or
 * cancel reaches `onReplaced`, and the sample's remedy for them is never reached (review pass 182): such a wait passes
 * `timeout: 0`, and the app or the reader watches for a drop beside it.
 */
function waitsWithDefaultTimeout(source: ts.SourceFile): ts.CallExpression[] {
  return methodCalls(source, 'waitForTransactionReceipt').filter((call) => {
    const names = optionNames(source, call);
    return names.includes('onReplaced') && !names.includes('timeout');
  });
}

/** Waits whose options object sets no `timeout`: viem gives up on them after its default 3 minutes. */
function waitsWithViemDefault(source: ts.SourceFile): ts.CallExpression[] {
  return methodCalls(source, 'waitForTransactionReceipt').filter((call) => {
    const [options] = call.arguments;
    return (
      options !== undefined && ts.isObjectLiteralExpression(options) && !optionNames(source, call).includes('timeout')
    );
  });
}

/**
 * A key script whose wait keeps viem's default stops after three minutes while its transaction can still be mined;
 * run again, it sends the action a second time (pass 189 found a lending script, a liquidation bot and an SDK helper
 * that said nothing of it). Such a page says what to do when the wait times out.
 */
function timeoutUnsaid(sources: ScriptSource[]): string[] {
  const says = /<Fact of="keyWaitTimeout" \/>|WaitForTransactionReceiptTimeoutError/;
  const pages = new Set(sources.filter(({source}) => waitsWithViemDefault(source).length > 0).map(({page}) => page));
  return [...pages].filter((page) => {
    const text = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const prose = proseLines(text)
      .map(({text: line}) => line)
      .join('\n');
    return signsWithKey(text) && !says.test(prose);
  });
}

const sendsFromUsersWallet = (source: ts.SourceFile) => /\bwindow\.ethereum\b/.test(source.text);
const signsWithOwnKey = (source: ts.SourceFile) => /\bprivateKeyToAccount\b/.test(source.text);

describe('samples stop when a wallet cancels or replaces a transaction', () => {
  // Parsing every page's script blocks takes seconds: once for both checks.
  const sources = scriptSources(repoRoot, contentPages(repoRoot));

  it("every receipt wait passes onReplaced, unless the page's samples sign with their own key", () => {
    // A hash a user or a Safe owner pasted (a Safe execution) comes from a wallet too; a later block of a page whose
    // first block makes the key signs with that key.
    const keyPages = new Set(sources.filter(({source}) => signsWithOwnKey(source)).map(({page}) => page));
    const found = sources
      .filter(({page, source}) => sendsFromUsersWallet(source) || !keyPages.has(page))
      .flatMap(({page, source, lineOf}) => waitsWithoutOnReplaced(source).map((call) => `${page}:${lineOf(call)}`));
    expect(found).toEqual([]);
  });

  it("names the receipt's hash when a wait that follows a speed-up reports a revert or returns", () => {
    // After a speed-up the receipt is the replacement's: the first hash never confirms (review pass 176).
    const firstHash = /receipt\.status !== 'success'\) throw new Error\(`[^`]*\$\{hash\}|\breturn hash;/;
    const found = sources
      .filter(({source}) => source.text.includes('onReplaced') && firstHash.test(source.text))
      .map(({page}) => page);
    expect(found).toEqual([]);
  });

  it('a wait that handles a replacement does not time out first', () => {
    const found = sources.flatMap(({page, source, lineOf}) =>
      waitsWithDefaultTimeout(source).map((call) => `${page}:${lineOf(call)}`),
    );
    expect(found).toEqual([]);
  });

  it("a page whose key script waits with viem's default timeout says what to do when it times out", () => {
    expect(timeoutUnsaid(sources)).toEqual([]);
    const script =
      '```ts\nconst account = privateKeyToAccount(process.env.KEY as Hex);\n' +
      'const receipt = await publicClient.waitForTransactionReceipt({hash});\n```\n';
    const found = (text: string) => withTempPage(text, (page) => timeoutUnsaid(scriptSources(repoRoot, [page])));
    expect(found(script)).toHaveLength(1);
    expect(found(`${script}\n<Fact of="keyWaitTimeout" />\n`)).toEqual([]);
    expect(found(script.replace('({hash})', '({hash, timeout: 0})'))).toEqual([]);
  });

  it('finds a bare wait and accepts one that handles the replacement', () => {
    const parse = (code: string) => ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
    expect(waitsWithoutOnReplaced(parse('await chain.waitForTransactionReceipt({hash});'))).toHaveLength(1);
    expect(waitsWithoutOnReplaced(parse('await chain.waitForTransactionReceipt({hash, timeout: 0});'))).toHaveLength(1);
    const handled =
      "await chain.waitForTransactionReceipt({hash, onReplaced: ({reason}) => { replaced = reason !== 'repriced'; }});";
    expect(waitsWithoutOnReplaced(parse(handled))).toEqual([]);
    expect(waitsWithDefaultTimeout(parse(handled))).toHaveLength(1);
    expect(waitsWithDefaultTimeout(parse(handled.replace('{hash,', '{hash, timeout: 0,')))).toEqual([]);
  });
});
