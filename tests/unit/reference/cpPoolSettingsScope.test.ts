import {describe, expect, it} from 'vitest';
import {contentPages, parseSource} from '@site/scripts/support/pageCodeBlocks';
import {pageTexts, referenceTexts, textsReader} from '../../support/facts/rateModelRule';
import {repoRoot} from '../../support/paths';

/**
 * A CP pool copies the factory's settings when it is created, except the treasury, which it reads when it
 * activates. Two review passes in a row found a text that said later changes never reach an existing pool (the
 * app overview, then the creation guide, then the GraphQL `platformSettings`): a text that says so names the
 * treasury too.
 */
const copiedSettings =
  /created afterwards|new pools only|only to new pools|does not affect (?:it|them)|keep the values copied/i;

type Texts = ReturnType<typeof pageTexts>;

/** A text about the factory's settings that says later changes reach new pools only. */
const statesCopiedSettings = (text: Texts[number]) =>
  copiedSettings.test(text.whole) && /settings|platform/i.test(text.whole);

function missingTreasury(file: string, texts: Texts): string[] {
  return texts
    .filter((text) => statesCopiedSettings(text) && !/treasury/i.test(text.whole))
    .map(
      (text) => `${file}:${text.line} says later settings reach new CP pools only, without the treasury's exception`,
    );
}

const pages = contentPages(repoRoot).filter((page) => /^docs\/(?:cp-pools|rwa-use-cases)\//.test(page));
const referenceFiles = ['reference/graphql/cp-pools.graphql', 'reference/contracts/ICounterpartyPool.sol'];
/** Each file's texts, parsed once for its own test and for the count. */
const textsOf = textsReader(repoRoot, pages);

describe("a text that says a CP pool keeps the settings copied at creation names the treasury's exception", () => {
  for (const file of [...pages, ...referenceFiles])
    it(file, () => expect(missingTreasury(file, textsOf(file))).toEqual([]));

  it('finds the texts that state the rule', () => {
    const stating = [...pages, ...referenceFiles].filter((file) => textsOf(file).some(statesCopiedSettings));
    // The app overview, the creation guide, the contract page, the GraphQL query and the factory's NatSpec.
    expect(stating.length).toBeGreaterThanOrEqual(4);
  });

  it('fails on the texts it replaced', () => {
    const page = (markdown: string) =>
      missingTreasury('docs/example.mdx', pageTexts(parseSource('docs/example.mdx', markdown)));
    expect(
      page(
        'Your pool copies the fee, periods, quorum and discount into its terms when it is created. A later change to the settings does not affect it.',
      ),
    ).toHaveLength(1);
    expect(
      missingTreasury(
        'x.graphql',
        referenceTexts(
          'x.graphql',
          '"""\nThe platform settings. New pools copy the fee into their terms when they are created; later changes apply to new pools only.\n"""\ntype Query { a: Int }',
        ),
      ),
    ).toHaveLength(1);
  });
});
