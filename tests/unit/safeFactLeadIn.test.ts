import {describe, expect, it} from 'vitest';
import {pageFiles, type RepoFile} from '../support/repoFiles';

/**
 * The Safe action fact says what to do with a queued Safe transaction instead of building again, so the sentence
 * that carries it must not tell every reader to rebuild first. Pass 185 found "Rebuild with a new `Idempotency-Key`
 * and send again in that case; <Fact …/>" on two Engage pages and the Pools lend page, and pass 186 the same after
 * the wallet's cases in twenty status and error rows. Such a sentence splits the paths: "From a wallet, … From a
 * Safe, what to do next depends on the Safe's queue: …".
 */

/** The Assets fact builds again at the same Safe nonce, so a rebuild may lead into it; the action fact does not. */
const safeFact = '<Fact of="safeQueuedActionRemedy" />';
const rebuild =
  /\b(?:rebuild|build(?: and send)? (?:it |the action |the change )?again|build the action again|send (?:it )?again|propose (?:it |the change )?again)\b/i;
const safeLeadIn = /depends on the Safe's queue|\bfrom a Safe\b/i;

/** The sentence (or table cell) that ends in the fact: from the last sentence end, cell border or line start. */
function leadInOf(line: string, at: number): string {
  const before = line.slice(0, at);
  return before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('| ')) + 1);
}

export function safeLeadInFindings({file, text}: RepoFile): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(new RegExp(safeFact.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g'))]
      .map((match) => leadInOf(line, match.index))
      .filter((leadIn) => rebuild.test(leadIn) && !safeLeadIn.test(leadIn))
      .map(
        (leadIn) => `${file}:${index + 1} tells everyone to rebuild before the Safe fact: …${leadIn.trim().slice(-80)}`,
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
    // Pass 186: the same lead-in at the end of a remedy, after the wallet's cases, in the overviews' status rows.
    const row = '| `FAILED` | Reverted | Fix the cause, then build again; <Fact of="safeQueuedActionRemedy" /> |';
    expect(safeLeadInFindings({file: 'docs/a.mdx', text: row})).toHaveLength(1);
  });
});
