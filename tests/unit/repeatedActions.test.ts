import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles, referenceExampleFiles} from '../support/repoFiles';

/**
 * Remedies that would repeat an action the wallet has already sent: pages, code comments and the reference's
 * descriptions alike. An error example's `detail` is one sample message, read beside its code's catalogue entry.
 */

const files = [
  ...pageFiles(),
  ...referenceExampleFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && file.endsWith('.graphql')),
];

const linesWhere = (pattern: RegExp) =>
  files.flatMap(({file, text}) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !/^\s*detail:/.test(line) ? [{where: `${file}:${index + 1}`, line}] : [],
      ),
  );

describe('a sentence that builds again after a drop', () => {
  // A wallet's speed-up also makes the followed hash disappear, and building again then repeats a mint or a burn.
  const lines = linesWhere(/\b(?:fails|fail|failed) or (?:is|are|was|were) dropped\b/);

  it('is found on the pages and in the reference', () => {
    expect(lines.length).toBeGreaterThanOrEqual(14);
  });

  it('names CHAIN_TRANSACTION_NOT_FOUND and the speed-up', () => {
    const unexplained = lines
      .filter(({line}) => !(line.includes('CHAIN_TRANSACTION_NOT_FOUND') && /speed-up/.test(line)))
      .map(({where}) => where);
    expect(unexplained).toEqual([]);
  });
});

describe('a sentence that builds again after a drop, or calls a drop final', () => {
  // A dropped transaction keeps its nonce unused, and a wallet that still holds it sends it again: a new build sent
  // beside it takes the next nonce, and both can confirm. Deployments (a dropped one makes its asset a DRAFT again) are
  // left out: a second deployment from the same wallet reverts.
  const dropped = /\b(?:a drop|dropped)\b|CHAIN_TRANSACTION_NOT_FOUND/;
  const buildsAgainOrFinal = /\bagain\b|\bre(?:submit|send)|never confirm/;
  const sentences = linesWhere(dropped).flatMap(({where, line}) =>
    line
      .split(/(?<=[.;])\s+(?=[A-Z`(])|\s\|\s/)
      .filter(
        (sentence) =>
          dropped.test(sentence) && buildsAgainOrFinal.test(sentence) && !/\bdeploy|\bDRAFT\b/i.test(sentence),
      )
      .map((sentence) => ({where, sentence})),
  );

  it('is found on the pages and in the reference', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(40);
  });

  it('waits until the wallet has nothing pending at its nonce', () => {
    expect(sentences.filter(({sentence}) => !/\bnonce\b/.test(sentence)).map(({where}) => where)).toEqual([]);
  });
});

describe('a refused report of a flow that sends approvals first', () => {
  // The approvals expire with the main build: an approval reported too late means the main build was never sent.
  const lines = linesWhere(/(?:refused as expired|refused after sending).*only if it fails or is dropped/).filter(
    ({line}) => /\b(?:approval|prerequisite)/i.test(line),
  );

  it('is found on the pages', () => {
    expect(lines.length).toBeGreaterThanOrEqual(4);
  });

  it('says what to do when the refused report is an approval', () => {
    expect(lines.filter(({line}) => !/never sent/.test(line)).map(({where}) => where)).toEqual([]);
  });
});

describe('a HASH_MISMATCH remedy that sends the build again', () => {
  // The mismatched transaction went out anyway: sent from another holder of the role, it has already minted.
  const lines = linesWhere(/HASH_MISMATCH.*\b(?:send|create)\b[^.|]*\b(?:unchanged|again)\b/i);

  it('is found on the pages and in the reference', () => {
    expect(lines.length).toBeGreaterThanOrEqual(5);
  });

  it('checks what the sent transaction did first', () => {
    expect(lines.filter(({line}) => !/check what/i.test(line)).map(({where}) => where)).toEqual([]);
  });
});
