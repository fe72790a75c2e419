import {describe, expect, it} from 'vitest';
import {contentPages, parseSource} from '@site/scripts/support/pageCodeBlocks';
import {
  missingSumRule,
  pageTexts,
  referenceTextFiles,
  referenceTexts,
  statingOptimalRule,
  textsReader,
} from '../../support/facts/rateModelRule';
import {repoRoot} from '../../support/paths';

/**
 * The rate model's validity rules are stated together: a text that says 0 < optimal utilisation < 10000 also says
 * base + slope1 + slope2 ≤ 10000, which the APIs enforce and the contract does not. A review found the sum rule in
 * two reference texts only, so the builders, the error catalogue, the admin pages and the NatSpec disagreed on which
 * models the API refuses.
 */

const pages = contentPages(repoRoot);
const referenceFiles = referenceTextFiles(repoRoot);

/** Each file's texts, parsed once for its own test and for the count. */
const textsOf = textsReader(repoRoot, pages);

describe('every text that states the optimal-utilisation rule states the sum rule too', () => {
  for (const file of [...pages, ...referenceFiles])
    it(file, () => {
      expect(missingSumRule(file, textsOf(file))).toEqual([]);
    });

  // Last, so every file is parsed already: the check is only as good as the texts it finds.
  it('found the texts that state the rule, in pages and in the reference', () => {
    const onPages = pages.reduce((count, page) => count + statingOptimalRule(textsOf(page)), 0);
    const inReference = referenceFiles.reduce((count, file) => count + statingOptimalRule(textsOf(file)), 0);
    // The admin pages, Manage pools and the reference's builders, catalogue, schemas and NatSpec.
    expect(onPages).toBeGreaterThanOrEqual(5);
    expect(inReference).toBeGreaterThanOrEqual(8);
  });
});

describe('the check fails on the text it replaced', () => {
  const page = (markdown: string) =>
    missingSumRule('docs/example.mdx', pageTexts(parseSource('docs/example.mdx', markdown)));
  const reference = (file: string, source: string) => missingSumRule(file, referenceTexts(file, source));
  const finding = (where: string) =>
    `${where} states 0 < optimalUtilizationBps < 10000 without baseRateBps + slope1Bps + slope2Bps ≤ 10000`;

  it('a page paragraph, table and list', () => {
    expect(
      page(
        "The parameters must pass the contract's rules: a reserve factor of at most 5000, and an optimal utilisation strictly between 0 and 10000.",
      ),
    ).toEqual([finding('docs/example.mdx:1')]);
    expect(
      page('**Save** sends the model. An optimal utilisation of 0 or 10000 answers `422 INVALID_RISK_PARAMETERS`.'),
    ).toEqual([finding('docs/example.mdx:1')]);
    expect(
      page(
        [
          '| Rule | HSIF / USDC |',
          '|---|---|',
          '| `reserveFactorBps` ≤ 5000 | 1000 |',
          '| 0 < `optimalUtilizationBps` < 10000 | 8000 |',
        ].join('\n'),
      ),
    ).toEqual([finding('docs/example.mdx:1')]);
    expect(
      page(
        [
          '| Field | Request field | Type and bounds | Validation |',
          '|---|---|---|---|',
          '| Optimal utilisation | `interestRateModel.optimalUtilizationBps` | Integer bps | Above 0 and below 10000 |',
        ].join('\n'),
      ),
    ).toEqual([finding('docs/example.mdx:1')]);
    expect(page('- 0 < close factor ≤ 10000: 5000.\n- 0 < optimal utilisation < 10000: 8000.')).toEqual([
      finding('docs/example.mdx:1'),
    ]);
  });

  it('a reference description, schema docstring and NatSpec block', () => {
    expect(
      reference(
        'reference/rest/pools.openapi.yaml',
        [
          'components:',
          '  schemas:',
          '    ProblemCode:',
          '      description: "The risk parameters break the pool\'s rules: `reserveFactorBps ≤ 5000` and `0 < optimalUtilizationBps < 10000`."',
        ].join('\n'),
      ),
    ).toEqual([finding('reference/rest/pools.openapi.yaml:4')]);
    expect(
      reference(
        'reference/graphql/pools.graphql',
        'type Mutation {\n  """\n  Builds `setInterestRateModel`. Valid when 0 < `optimalUtilizationBps` < 10000.\n  """\n  buildSetInterestRateModel: String\n}',
      ),
    ).toEqual([finding('reference/graphql/pools.graphql:2')]);
    expect(
      reference(
        'reference/contracts/IERC20CollateralPool.sol',
        [
          'interface IERC20CollateralPool {',
          '    /// @notice Replaces the interest-rate model.',
          '    /// @custom:reverts InvalidInterestRateModel when `optimalUtilizationBps` is 0 or 10000 or more.',
          '    function setInterestRateModel(uint16 optimal) external;',
          '}',
        ].join('\n'),
      ),
    ).toEqual([finding('reference/contracts/IERC20CollateralPool.sol:2')]);
  });

  it('passes once the sum rule is there, in any of its spellings', () => {
    expect(
      page('- 0 < optimal utilisation < 10000: 8000.\n- base rate + slope 1 + slope 2 ≤ 10000: 0 + 800 + 6000 = 6800.'),
    ).toEqual([]);
    expect(
      reference(
        'reference/graphql/pools.graphql',
        '"""\nValid when `0 < optimalUtilizationBps < 10000` and base + slope1 + slope2 is at most 10000.\n"""\ninput InterestRateModelInput {\n  slope2Bps: Int!\n}',
      ),
    ).toEqual([]);
    expect(
      reference(
        'reference/contracts/IERC20CollateralPool.sol',
        '/// @dev Valid when 0 < `optimalUtilizationBps` < 10000. The Pools APIs also refuse a model whose\n/// `baseRateBps` + `slope1Bps` + `slope2Bps` is above 10000; the contract does not check that sum.\nstruct M { uint16 a; }',
      ),
    ).toEqual([]);
  });
});
