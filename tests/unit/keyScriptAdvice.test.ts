import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, type RepoFile} from '../support/repoFiles';
import {keyReplacement} from '@site/src/data/conventions';
import {signsWithKey} from '../support/keyScripts';
import {proseLines, type ProseLine} from '../support/proseLines';
import {numberedLines, sentenceFindings} from '../support/sentences';

/**
 * A script that signs with its own key has no wallet app: nothing lists its pending transaction, and nothing cancels
 * or speeds it up but another transaction from the same key. Pass 186 and 187 found how-tos whose scripts sign with a
 * key telling the reader to cancel or speed up "in the wallet". On a page with such a script, advice to act in the
 * wallet says what to do from the key too (`<Fact of="cancelPending" />` or `<Fact of="keyReplacement" />`).
 */

const walletOnlyAdvice =
  /\b(?:cancel|speed) (?:it|the transaction)(?: up)? in (?:the|your) wallet\b|\bcheck your wallet's history\b/i;

/** Sentences of these lines that send the reader to a wallet and say nothing of a key. */
const walletOnlySentences = (file: string, lines: ProseLine[]) =>
  sentenceFindings(
    file,
    lines,
    (sentence) => walletOnlyAdvice.test(sentence) && !/\bkey\b|cancelPending|keyReplacement/.test(sentence),
    "tells a key's script to act in a wallet",
  );

export function keyScriptFindings({file, text}: RepoFile): string[] {
  return signsWithKey(text) ? walletOnlySentences(file, proseLines(text)) : [];
}

/** The reference's descriptions, which scripts read as much as wallet apps do. */
const referenceTexts = () =>
  readRepoFiles('reference', (file) => currentReference(file) && /\.(?:yaml|graphql)$/.test(file));

/** "each at least 10 % above the pending transaction's": a replacement's fee bump, written out in the reference. */
const feeBumps = ({file, text}: RepoFile) =>
  [...text.matchAll(/at least (\d+) % above the pending transaction's/g)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    percent: Number(match[1]),
  }));

/**
 * "Build again once nothing is pending at its nonce" leaves a reader whose wallet or key still holds the dropped
 * transaction without a step (pass 188 and 189 found 17 such sentences): the sentence says how to cancel it.
 */
/** Says how to cancel it: the fact, or "cancel it" ("after a cancel" names the case, not the step). */
const cancelsWhatIsPending = /cancelPending|\bcancel(?:s|ling|led)? (?:it|them|the)\b/i;

export const emptyNonceFindings = ({file, text}: RepoFile): string[] =>
  sentenceFindings(
    file,
    numberedLines(text),
    (sentence) => /\bnothing (?:is )?pending at\b/.test(sentence) && !cancelsWhatIsPending.test(sentence),
    'waits for an empty nonce without the cancel',
  );

describe('pages whose scripts sign with a key say what to do from the key', () => {
  it('no such page sends the reader to a wallet alone', () => {
    expect(pageFiles().flatMap(keyScriptFindings)).toEqual([]);
  });

  it('a sentence that waits for nothing pending at a nonce says how to cancel what is', () => {
    expect(pageFiles().flatMap(emptyNonceFindings)).toEqual([]);
    const before = 'Build again only if it is dropped (`404` with nothing pending at its nonce).';
    expect(emptyNonceFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const caseNotStep = 'After a cancel or a drop (once the wallet has nothing pending at its nonce) send it again.';
    expect(emptyNonceFindings({file: 'docs/a.mdx', text: caseNotStep})).toHaveLength(1);
    const after =
      'After a drop once the wallet has nothing pending at its nonce (<Fact of="cancelPending" />), build again.';
    expect(emptyNonceFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
  });

  it("the reference's descriptions say what to do from a key too, with the bump conventions.ts states", () => {
    const references = referenceTexts();
    expect(references.flatMap(({file, text}) => walletOnlySentences(file, numberedLines(text)))).toEqual([]);
    expect(references.flatMap(emptyNonceFindings)).toEqual([]);
    const bumps = references.flatMap(feeBumps);
    expect(bumps.length).toBeGreaterThan(0);
    expect(bumps.filter(({percent}) => percent !== keyReplacement.minFeeBumpPercent).map(({where}) => where)).toEqual(
      [],
    );
  });

  it('fails on the CP Pools creation row and the liquidation step it replaced, and passes their fixes', () => {
    const script = '```ts\nconst account = privateKeyToAccount(process.env.OWNER_PRIVATE_KEY as Hex);\n```\n';
    const before = [
      '| Still pending | Wait, or speed it up in the wallet; the replacement, at the same nonce, creates the pool |',
      'After a drop once the wallet has nothing pending at its nonce (cancel it in the wallet if it still lists it).',
    ];
    for (const row of before) expect(keyScriptFindings({file: 'docs/a.mdx', text: script + row})).toHaveLength(1);
    const after =
      'After a drop once nothing is pending at its nonce, build again. The bot signs with its own key and has no ' +
      'wallet app: to speed up or cancel a liquidation that stays pending, <Fact of="keyReplacement" />.';
    expect(keyScriptFindings({file: 'docs/a.mdx', text: script + after})).toEqual([]);
    expect(keyScriptFindings({file: 'docs/a.mdx', text: before[1]!})).toEqual([]);
  });
});
