import {describe, expect, it} from 'vitest';
import {currentReference, pageFiles, readRepoFiles} from '../support/repoFiles';

/**
 * "Build again only if it fails or is dropped" tells a reader following a hash when to repeat an action. A wallet's
 * speed-up also makes that hash disappear, and building again then repeats a mint or a burn: each such sentence names
 * the lookup's `404 CHAIN_TRANSACTION_NOT_FOUND` and says to follow the replacement after a speed-up. Pages, code
 * comments and the reference's descriptions alike.
 */

const buildAgainAfterDrop = /\b(?:fails|fail|failed) or (?:is|are|was|were) dropped\b/;

const files = [
  ...pageFiles(),
  ...readRepoFiles('reference', (file) => currentReference(file) && /\.ya?ml$/.test(file)),
];

describe('a sentence that builds again after a drop', () => {
  const lines = files.flatMap(({file, text}) =>
    text
      .split('\n')
      .flatMap((line, index) => (buildAgainAfterDrop.test(line) ? [{where: `${file}:${index + 1}`, line}] : [])),
  );

  it('is found on the pages and in the reference', () => {
    expect(lines.length).toBeGreaterThanOrEqual(14);
  });

  it('names CHAIN_TRANSACTION_NOT_FOUND and the speed-up', () => {
    // An error example's `detail` is one message a reader reads beside the code's catalogue entry.
    const unexplained = lines
      .filter(({line}) => !/^\s*detail:/.test(line))
      .filter(({line}) => !(line.includes('CHAIN_TRANSACTION_NOT_FOUND') && /speed-up/.test(line)))
      .map(({where}) => where);
    expect(unexplained).toEqual([]);
  });
});
