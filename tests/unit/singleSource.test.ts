import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {contentPages, parsePage, parseSource} from '@site/scripts/support/pageCodeBlocks';
import {loadReference} from '@site/plugins/reference/load';
import {contradictedFacts, ownedFacts, typedFacts} from '../support/facts/handTyped';
import {proseSentences} from '../support/facts/prose';
import {handTypedChainCells} from '../support/facts/chainRows';
import {repoRoot} from '../support/paths';
import {safeExecutionFailure} from '@site/src/data/conventions';

/**
 * A fact that src/data owns (a lifetime, a window, the supported Node.js releases, a network's confirmations) is
 * rendered on every page that states it, never typed: a changed value then reaches every copy. A page that types one
 * fails here, naming the line and the element to use instead.
 */

const findings = (page: string, tree: Root) => [
  ...proseSentences(tree).flatMap((sentence) =>
    typedFacts(sentence).map((fact) => `${page}:${sentence.line} states the ${fact.name} by hand: use ${fact.render}`),
  ),
  ...handTypedChainCells(tree).map(
    (cell) => `${page}:${cell} is typed beside a <ChainFact> of its network: render it with <ChainFact> too`,
  ),
];

describe('facts src/data owns are rendered from it, in prose too', () => {
  it('knows the facts', () => {
    expect(ownedFacts.length).toBeGreaterThanOrEqual(10);
  });

  for (const page of contentPages(repoRoot)) {
    it(page, () => {
      expect(findings(page, parsePage(repoRoot, page))).toEqual([]);
    });
  }
});

/** The reference's text, line by line: it cannot render a component, so it must state the data's value. */
const referenceFindings = (file: string, source: string) =>
  source.split('\n').flatMap((text, index) =>
    // A single-quoted YAML string doubles its apostrophes; the reader sees one.
    (file.endsWith('.yaml') ? text.replaceAll("''", "'") : text)
      .split(/(?<=[.!?])\s+/)
      .flatMap((sentence) =>
        contradictedFacts({line: index + 1, text: sentence}).map(
          (fact) => `${file}:${index + 1} states the ${fact.name} as src/data does not: ${fact.spellings()[0]}`,
        ),
      ),
  );

describe('the reference states the facts src/data owns with the same values', () => {
  const reference = loadReference();
  const files = [
    ...reference.rest.map((api) => [`reference/${api.file}`, api.source]),
    ...reference.graphql.map((api) => [`reference/${api.schemaFile}`, api.sdl]),
  ];
  for (const [file, source] of files)
    it(file!, () => {
      expect(referenceFindings(file!, source!)).toEqual([]);
    });

  it('fails on another value', () => {
    expect(
      referenceFindings(
        'reference/rest/assets.openapi.yaml',
        'description: Builds expire 15 minutes after `createdAt`.',
      ),
    ).toEqual([
      'reference/rest/assets.openapi.yaml:1 states the Assets build validity as src/data does not: 10 minutes',
    ]);
  });
});

describe('the check fails on the text it replaced', () => {
  const check = (markdown: string) => findings('docs/example.mdx', parseSource('docs/example.mdx', markdown));

  it('lifetimes typed by hand', () => {
    expect(
      check(
        'The access token is a JWT valid for one hour; `verify` also returns a single-use refresh token valid for 30 days.',
      ),
    ).toEqual([
      'docs/example.mdx:1 states the access token lifetime by hand: use <Lifetime of="accessToken" />',
      'docs/example.mdx:1 states the refresh token lifetime by hand: use <Lifetime of="refreshToken" />',
    ]);
    expect(check('`requestSignInNonce` returns a single-use nonce valid for 5 minutes.')).toEqual([
      'docs/example.mdx:1 states the sign-in nonce lifetime by hand: use <Lifetime of="nonce" />',
    ]);
  });

  it('the idempotency rule typed by hand, in its two spellings', () => {
    expect(
      check('Send an `Idempotency-Key` header on every `POST`; a retry with the same key returns the first result.'),
    ).toEqual(['docs/example.mdx:1 states the idempotency methods by hand: use <Fact of="idempotencyMethods" />']);
    expect(check('Within 24 hours the API replays the first response with `Idempotent-Replayed: true`.')).toEqual([
      'docs/example.mdx:1 states the idempotency replay window by hand: use <Fact of="idempotencyWindow" />',
    ]);
  });

  it('the advice for another organisation’s identity typed by hand (review pass 95: the answer does not name it)', () => {
    expect(
      check(
        '| `IDENTITY_ALREADY_EXISTS` | The wallet already has an identity | Use it if it is your organisation’s; otherwise ask the organisation that manages it |',
      ),
    ).toEqual([
      'docs/example.mdx:1 states the way to reach the organisation that manages an identity by hand: use <Fact of="identityManagedElsewhere" />',
    ]);
  });

  it('the advice for a recipient that is not verified typed by hand (review pass 162: register before the claims)', () => {
    expect(
      check(
        '| `RECIPIENT_NOT_VERIFIED` | Recipient not verified | Register the recipient first, or have its missing or expired claim issued |',
      ),
    ).toEqual([
      'docs/example.mdx:1 states the remedy for a recipient that is not verified by hand: use Register the wallet\'s identity <Fact of="unverifiedRecipientRemedy" />',
    ]);
  });

  it('the Safe remedy typed by hand (review pass 175: building again at the next Safe nonce can act twice)', () => {
    expect(
      check(
        "| `FAILED` | Reverted | After a drop, create the new build's Safe transaction at the queued one's Safe nonce |",
      ),
    ).toEqual([
      'docs/example.mdx:1 states the remedy for a Safe execution that did not go through by hand: use <Fact of="safeQueuedRemedy" />',
    ]);
  });

  it('the Safe-executed action remedy typed by hand (review pass 177: Engage and Pools have no build to replace)', () => {
    expect(
      check("| `FAILED` | The Safe execution reverted | Have an owner execute it again from the Safe app's queue |"),
    ).toEqual([
      'docs/example.mdx:1 states the remedy for a Safe-executed action that did not go through by hand: use <Fact of="safeQueuedActionRemedy" />',
    ]);
  });

  it("a Safe execution whose call failed, in the reference's words (stop 78: markProposalExecuted left out the nonce)", () => {
    expect(
      referenceFindings(
        'reference/graphql/engage.graphql',
        "A Safe's execution whose call failed without reverting (the Safe emits `ExecutionFailure`) is a success.",
      ),
    ).toEqual([
      `reference/graphql/engage.graphql:1 states the Safe execution whose call failed without reverting as src/data does not: ${safeExecutionFailure.callFailure}`,
    ]);
  });

  it('the dropped deployment remedy typed by hand (review pass 183: two deploy screens left it out)', () => {
    expect(
      check(
        'Before deploying it again, cancel the dropped deployment in the wallet: it can still be mined at the same address.',
      ),
    ).toEqual([
      'docs/example.mdx:1 states the remedy for a dropped deployment by hand: use <Fact of="droppedDeploymentRemedy" />',
    ]);
  });

  it('rate limits typed by hand (review pass 184: eight pages typed them)', () => {
    const rateLimitsRender =
      '<Fact of="rateLimits" />, <Fact of="rateLimitApiKeySandbox" /> (and its siblings) or <RateLimits />';
    expect(
      check('Poll within your rate limit: 600 requests a minute for a Production API key, 300 in Sandbox.'),
    ).toEqual([`docs/example.mdx:1 states the rate limits by hand: use ${rateLimitsRender}`]);
    expect(check('| `RATE_LIMITED` | More than 120 requests a minute with the access token |')).toEqual([
      `docs/example.mdx:1 states the rate limits by hand: use ${rateLimitsRender}`,
    ]);
    expect(check('| Caller | Requests per minute |\n|---|---|\n| Access token | 120 |')).toEqual([
      `docs/example.mdx:1 states the rate limits by hand: use ${rateLimitsRender}`,
    ]);
    expect(check('Poll every 30 seconds and retry after `Retry-After`.')).toEqual([]);
  });

  it('the replacement of a pending transaction from a key typed by hand (pass 187: one page typed it)', () => {
    expect(
      check(
        "Send a transaction of value 0 from the owner's address to itself with a `maxFeePerGas` each at least 10 % " +
          "above the pending transaction's (nodes refuse a smaller bump as `replacement transaction underpriced`).",
      ),
    ).toEqual([
      'docs/example.mdx:1 states the replacement of a pending transaction from a key by hand: use <Fact of="keyReplacement" />',
    ]);
    expect(check('Liquidation price: 13.60 USDC, 6.67 % above the current price.')).toEqual([]);
  });

  it("the SDK's retry rule typed by hand (stop 74: three pages typed it in three wordings)", () => {
    expect(check('The SDK retries `429`, `502`, `503` and `504` itself.')).toEqual([
      'docs/example.mdx:1 states the SDK\'s retry rule by hand: use <Fact of="sdkRetries" />',
    ]);
    expect(
      check('`PRICE_UNAVAILABLE` has status 503, so the SDK retries it up to three times before it throws.'),
    ).toEqual(['docs/example.mdx:1 states the SDK\'s retry rule by hand: use <Fact of="sdkRetries" />']);
    expect(check('Retry a `503` with backoff, with the same key.')).toEqual([]);
  });

  it('versions, windows and confirmations typed by hand', () => {
    expect(check('Node.js 22.18 or later (or 23.6 or later) to run TypeScript directly.')).toEqual([
      'docs/example.mdx:1 states the supported Node.js releases by hand: use <NodeVersions />',
    ]);
    expect(check('A build is valid for 10 minutes.')).toEqual([
      'docs/example.mdx:1 states the Assets build validity by hand: use <Fact of="buildValidity" />',
    ]);
    expect(check('The row shows "Withdrawing… 42 of 150 confirmations".')).toEqual([
      'docs/example.mdx:1 states the network confirmations by hand: use <ChainFact network="…" field="confirmations" />',
    ]);
    expect(
      check('Kestrel Energy runs on Base Sepolia (chain id 84532) in Sandbox; `chainId: 84532` in the JSON.'),
    ).toEqual([
      'docs/example.mdx:1 states the chain id by hand: use <ChainFact network="…" chain="…" field="chainId" />',
    ]);
    expect(check('It renews them two minutes before the access token expires.')).toEqual([
      'docs/example.mdx:1 states the access token renewal time by hand: use <Lifetime of="renewal" />',
    ]);
  });

  it('the Engage contract limits typed by hand (the vesting settings row and the staking plan rule they replaced)', () => {
    expect(check('Duration in days, above 0, at most 3,650 days (`maxDuration()`, 315,360,000 s).')).toEqual([
      'docs/example.mdx:1 states the vesting maximum duration by hand: use <Fact of="vestingMaxDuration" /> or <Fact of="vestingMaxDurationDays" />',
    ]);
    expect(check('The contract accepts a lock of at most 126,144,000 s (1,460 days).')).toEqual([
      'docs/example.mdx:1 states the staking maximum lock by hand: use <Fact of="stakingMaxLock" /> or <Fact of="stakingMaxLockDays" />',
    ]);
    // A reward's denominator, 10,000 × 31,536,000, is not the vesting limit.
    expect(check('The denominator is 315,360,000,000 and a year is 365 days.')).toEqual([]);
    expect(
      referenceFindings('reference/rest/engage.openapi.yaml', 'description: `duration` is at most 94,608,000 s.'),
    ).toEqual([
      'reference/rest/engage.openapi.yaml:1 states the vesting maximum duration as src/data does not: 315,360,000',
    ]);
  });

  it('a chain name or confirmation count typed beside a <ChainFact> (the Pools networks table, the Aurus row, prose)', () => {
    const table = [
      '| `network` | `chainId` | `name` | `requiredConfirmations` | `poolCount` |',
      '|---|---|---|---|---|',
      '| `bsc` | <ChainFact network="bsc" chain="testnet" field="chainId" /> | BNB Smart Chain Testnet | 3 | 3 |',
    ].join('\n');
    expect(check(table)).toEqual([
      'docs/example.mdx:3: BNB Smart Chain Testnet is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
      'docs/example.mdx:3: 3 is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
    ]);
    expect(
      check(
        '|a|b|\n|-|-|\n| Network in Sandbox | [Polygon](/docs/blockchain-and-web3/polygon) Amoy, chain id <ChainFact network="polygon" chain="testnet" field="chainId" /> |',
      ),
    ).toEqual([
      'docs/example.mdx:3: Polygon Amoy is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
    ]);
    expect(
      check('Confirmed at `safe` on Base Sepolia, typically <ChainFact network="base" field="typicalTime" />.'),
    ).toEqual([
      'docs/example.mdx:1: Base Sepolia is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
    ]);
  });

  it('a chain name inside a longer one, or a currency, is not the chain; a stale count and a heading are checked', () => {
    expect(
      check(
        'Ethereum uses chain id <ChainFact network="ethereum" field="chainId" />; our examples run on Base Sepolia, and its testnet costs Sepolia ETH.',
      ),
    ).toEqual([]);
    expect(
      check(
        '| Network | Confirmations |\n|---|---|\n| <ChainFact network="base" chain="testnet" field="chainName" /> | 120 blocks |',
      ),
    ).toEqual([
      'docs/example.mdx:3: 120 blocks is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
    ]);
    expect(check('## Polygon Amoy (<ChainFact network="polygon" chain="testnet" field="chainId" />)')).toEqual([
      'docs/example.mdx:1: Polygon Amoy is typed beside a <ChainFact> of its network: render it with <ChainFact> too',
    ]);
  });

  it('a rendered fact passes', () => {
    expect(
      check(
        'The access token lasts <Lifetime of="accessToken" />; a build, <Fact of="buildValidity" />. Every <Fact of="idempotencyMethods" /> takes an `Idempotency-Key`.',
      ),
    ).toEqual([]);
  });
});
