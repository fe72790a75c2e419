import {describe, expect, it} from 'vitest';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * The Safe action fact says what to do with a queued Safe transaction instead of building again, so the sentence
 * that carries it must not open by telling every reader to rebuild. Pass 185 found "Rebuild with a new
 * `Idempotency-Key` and send again in that case; <Fact …/>" on two Engage pages and the Pools lend page. Such a
 * sentence splits the paths: "From a wallet, … From a Safe, what to do next depends on the Safe's queue: …".
 */

/** The Assets fact builds again at the same Safe nonce, so a rebuild may lead into it; the action fact does not. */
const safeFact = /<Fact of="safeQueuedActionRemedy" \/>/;
const rebuildFirst = /^(?:Rebuild|Build (?:it |the action )?again|Send (?:it )?again)\b/;

export function safeLeadInFindings({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) =>
    line
      .split(/(?<=[.!?])\s+(?=[A-Z`(])|\s*\|\s*/)
      .filter((sentence) => safeFact.test(sentence) && rebuildFirst.test(sentence.trim()))
      .map(
        (sentence) =>
          `${file}:${index + 1} tells everyone to rebuild before the Safe fact: ${sentence.trim().slice(0, 80)}`,
      ),
  );
}

describe('a Safe fact is not led in by a rebuild for everyone', () => {
  it('no page opens the sentence of a Safe fact with a rebuild', () => {
    expect(pageFiles().flatMap(safeLeadInFindings)).toEqual([]);
  });

  it('fails on the lend sentence it replaced and passes its split', () => {
    const before =
      'A supply can still revert. Rebuild with a new `Idempotency-Key` and send again in that case; <Fact of="safeQueuedActionRemedy" />.';
    expect(safeLeadInFindings({file: 'docs/a.mdx', text: before})).toHaveLength(1);
    const after =
      'From a wallet, rebuild with a new `Idempotency-Key`. From a Safe, what to do next depends on the Safe\'s queue: <Fact of="safeQueuedActionRemedy" />.';
    expect(safeLeadInFindings({file: 'docs/a.mdx', text: after})).toEqual([]);
  });
});
