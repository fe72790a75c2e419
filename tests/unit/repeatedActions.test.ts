import {describe, expect, it} from 'vitest';
import {pageFiles, referenceExampleFiles} from '../support/repoFiles';

/**
 * Remedies that would repeat an action the wallet has already sent: pages, code comments and the reference's
 * descriptions alike. An error example's `detail` is one sample message, read beside its code's catalogue entry.
 */

const files = [...pageFiles(), ...referenceExampleFiles()];

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
