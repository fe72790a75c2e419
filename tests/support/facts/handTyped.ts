import {
  accessTokenRenewal,
  deployerDeployments,
  idempotency,
  identityExists,
  keyReplacement,
  nodeVersions,
  poolsLeftToChain,
  rateLimits,
  safeQueuedExecution,
  safeExecutionFailure,
  droppedDeployment,
  safeLateSignatures,
  sdkRetries,
  signIn,
  transactionBuilds,
} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import {engageContractLimits} from '@site/src/data/engageExample';
import {releaseLines} from '@site/src/data/releases';
import type {Sentence} from './prose';

/** What the facts ask of a sentence; a RegExp is one. */
interface SentenceTest {
  test(sentence: string): boolean;
}

/** A fact src/data owns, and how a sentence gives it away when a writer types it instead of rendering it. */
export interface OwnedFact {
  name: string;
  /** What a page writes instead. */
  render: string;
  /** Matches a sentence that states the fact by hand: a pattern, or any other sentence test. */
  typed: SentenceTest;
  /** Whether `typed` reads the prose only, without its code spans (a chain id in `chainId: 84532` is an example). */
  proseOnly?: boolean;
  /** Matches a sentence that states the fact with any value: how the reference's text is held to the data. */
  anyValue: SentenceTest;
  /** The spellings of the fact's value from src/data: text that cannot render a component (the reference) uses one. */
  spellings: () => string[];
}

/** A duration in words or digits: "10 minutes", "ten-minute", "an hour", "24 hours". */
const duration =
  '(?:\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|twenty-four|thirty|sixty|an?)[ -](?:seconds?|minutes?|hours?|days?)\\b';

const either = (a: string, b: string) => new RegExp(`(?:${a}).*(?:${b})|(?:${b}).*(?:${a})`, 'i');
/** A lifetime stated for a credential: "valid for one hour", "older than 5 minutes", after the credential's name. */
const lifetime = (subject: string) =>
  new RegExp(
    `(?:${subject})[^.;:]{0,60}?(?:valid for|valid|lasts?|after|older than|expires? in|lifetime of) ${duration}`,
    'i',
  );

/**
 * A sentence about deploying that names three or more of the deployments Assetra's deployer sends: the whole list,
 * typed (a product page that names its own one or two is not a copy).
 */
const deploymentItems = [
  /Pools pool|createPool|`POST \/admin\/pools`/,
  /ERC-3643 suite|deployAsset/,
  /ONCHAINID|createIdentity|`POST \/identities`/,
  /Engage project's (?:staking|contracts)/,
];
const deploymentList: SentenceTest = {
  test: (sentence) => /\bdeploy/i.test(sentence) && deploymentItems.filter((item) => item.test(sentence)).length >= 3,
};

/** The rule that a 429 or 5xx answer is not kept under the idempotency key, in any wording. */
const notKeptWording =
  /\bnot kept under\b|\banswers? (is|are) kept under\b|\bkept under (it|the key)\b|\b(?:key|it) (?:does not|doesn't) keep\b/i;

/** Advice for an identity that another organisation manages (`IDENTITY_ALREADY_EXISTS`), in any wording. */
const identityElsewhere = /another organisation manages (?:it|the)|organisation that manages it|ask that organisation/i;

/** "Pools|CP Pools|…|Lease agreement API": the names a release is labelled with ("Pools 1.1"). */
const releaseLabels = releaseLines.map(({name}) => name).join('|');

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 600 → "10 minutes", "ten minutes", "10-minute", "600 seconds", …: every way prose writes the duration. */
export function durationSpellings(seconds: number): string[] {
  // Largest unit first: the first spelling is the one a page would write.
  const units: [size: number, unit: string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  return units.flatMap(([size, unit]) => {
    if (seconds % size !== 0) return [];
    const count = seconds / size;
    const numbers = [count.toLocaleString('en'), String(count), ...(numberWords[count] ? [numberWords[count]!] : [])];
    return [
      ...numbers.flatMap((number) => [`${number} ${unit}${count === 1 ? '' : 's'}`, `${number}-${unit}`]),
      ...(count === 1 ? [`an ${unit}`, `a ${unit}`] : []),
    ];
  });
}

/**
 * An Engage contract limit ("315,360,000 s", "3,650 days"): its seconds or its days, not inside a longer number
 * (the 315,360,000,000 of a reward's denominator is not the vesting limit).
 */
function engageLimit(name: string, fact: string, seconds: number, anyValue: RegExp): OwnedFact {
  const values = [seconds, seconds / 86_400].flatMap((value) => [value.toLocaleString('en'), String(value)]);
  const value = `(?<![\\d,.])(?:${[...new Set(values)].join('|')})(?![\\d]|[.,]\\d)`;
  return {
    name,
    render: `<Fact of="${fact}" /> or <Fact of="${fact}Days" />`,
    typed: new RegExp(`${value}\\s*(?:s\\b|seconds|days)`),
    proseOnly: true,
    anyValue,
    spellings: () => values,
  };
}

/** A rate limit's value as a number of its own: not in "1,200", "30.5" or "0x30". */
const rateLimitValue = `(?<![\\w,.])(?:${Object.values(rateLimits).join('|')})(?![\\w]|[.,]\\d)`;

export const ownedFacts: OwnedFact[] = [
  {
    name: 'access token lifetime',
    anyValue: lifetime('access tokens?\\b|\\bJWTs?\\b'),
    render: '<Lifetime of="accessToken" />',
    typed: either('access tokens?\\b|\\bJWTs?\\b', '\\b(?:one|1|an) hour\\b|\\b60 minutes\\b|\\b3,?600 seconds\\b'),
    spellings: () => durationSpellings(signIn.accessTokenLifetimeSeconds),
  },
  {
    name: 'refresh token lifetime',
    anyValue: lifetime('refresh tokens?'),
    render: '<Lifetime of="refreshToken" />',
    typed: either('refresh tokens?', '\\b(?:30|thirty)[ -]days?\\b'),
    spellings: () => durationSpellings(signIn.refreshTokenLifetimeSeconds),
  },
  {
    name: 'sign-in nonce lifetime',
    anyValue: lifetime('\\bnonces?\\b'),
    render: '<Lifetime of="nonce" />',
    typed: either('\\bnonces?\\b', '\\b(?:5|five)[ -]minutes?\\b'),
    spellings: () => durationSpellings(signIn.nonceLifetimeSeconds),
  },
  {
    name: 'access token renewal time',
    anyValue: new RegExp(`${duration} before (?:it|the (?:access )?token|expiry|it expires)`, 'i'),
    render: '<Lifetime of="renewal" />',
    typed: /\b(?:\d+|one|two|three|four|five|ten) minutes? before (?:it|the (?:access )?token|expiry|it expires)/i,
    spellings: () => durationSpellings(accessTokenRenewal.beforeExpirySeconds),
  },
  {
    name: 'supported Node.js releases',
    anyValue: /\bNode(?:\.js)? v?\d{2}(?:\.\d+)?\b/,
    render: '<NodeVersions />',
    typed: /\bNode(?:\.js)? v?\d{2}(?:\.\d+)?\b/,
    spellings: () => [...nodeVersions.minimums],
  },
  {
    // Review pass 77: four places typed "three deployments" after Engage's suite had joined the list.
    name: "deployments Assetra's deployer sends",
    anyValue: either('deployer', '\\b(?:two|three|four|five|six|\\d) deployments\\b'),
    render: '<Fact of="deployerDeployments" />',
    typed: either('deployer', '\\b(?:two|three|four|five|six|\\d) deployments\\b'),
    spellings: () => [`${numberWords[deployerDeployments.length]!} deployments`],
  },
  {
    // The same list typed item by item, with or without a count (the glossary's copy at pass 78).
    name: "deployments Assetra's deployer sends, listed",
    anyValue: deploymentList,
    render: '<Fact of="deployerDeployments" />',
    typed: deploymentList,
    spellings: () => [...deployerDeployments],
  },
  {
    name: 'idempotency replay window',
    anyValue: either('idempoten|Idempotency-Key|replay', `\\b${duration}`),
    render: '<Fact of="idempotencyWindow" />',
    typed: either('idempoten|Idempotency-Key|replay', '\\b(?:24|twenty-four)[ -]hours?\\b|\\bone day\\b'),
    spellings: () => durationSpellings(idempotency.replayWindowSeconds),
  },
  {
    name: 'idempotency methods',
    anyValue: either('Idempotency-Key', '\\b(?:every|each|all)\\s+(?:REST\\s+)?`(?:POST|PATCH|DELETE)`'),
    render: '<Fact of="idempotencyMethods" />',
    typed: either('Idempotency-Key', '\\b(?:every|each|all)\\s+(?:REST\\s+)?`(?:POST|PATCH|DELETE)`'),
    spellings: () => [
      idempotency.methods
        .map((method) => `\`${method}\``)
        .join(', ')
        .replace(/, (?=[^,]*$)/, ' and '),
    ],
  },
  {
    // Review pass 81: the Pools app overview wrote the rule in its own words, which a change to the data would miss.
    name: 'answers the idempotency key does not keep',
    anyValue: notKeptWording,
    render: '<Fact of="idempotencyNotKept" />',
    typed: notKeptWording,
    spellings: () => [idempotency.notKept, idempotency.notKeptGraphql],
  },
  {
    name: 'way to reach the organisation that manages an identity',
    anyValue: identityElsewhere,
    render: '<Fact of="identityManagedElsewhere" />',
    typed: identityElsewhere,
    spellings: () => [identityExists.managedElsewhere],
  },
  {
    // Pass 162 found five copies that sent readers to register before the claims existed.
    name: 'remedy for a recipient that is not verified',
    render: 'Register the wallet\'s identity <Fact of="unverifiedRecipientRemedy" />',
    typed: either('\\bregister', 'missing or expired claim|renew (?:the|its|a) claim'),
    // The reference gives the remedy in its own words, with the order of the steps (checked by review).
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    // Pass 175: rows told a Safe build's signers to build again at the next Safe nonce, which can act twice.
    name: 'remedy for a Safe execution that did not go through',
    render: '<Fact of="safeQueuedRemedy" />',
    typed: /new build's Safe transaction/i,
    anyValue: /new build's Safe transaction/i,
    spellings: () => [safeQueuedExecution.remedy],
  },
  {
    // Pass 177: the Engage and Pools remedy, for Safe-executed actions that have no build record.
    name: 'remedy for a Safe-executed action that did not go through',
    render: '<Fact of="safeQueuedActionRemedy" />',
    typed: /have an owner execute it again/i,
    anyValue: /have an owner execute it again/i,
    spellings: () => [safeQueuedExecution.action],
  },
  {
    // Stop 78: the reference's five descriptions of a Safe execution whose call failed told it in two wordings.
    name: 'Safe execution whose call failed without reverting',
    render: 'From a Safe, <Fact of="safeExecutionFailure" />',
    typed: /failed without reverting/i,
    anyValue: /failed without reverting/i,
    spellings: () => [safeExecutionFailure.callFailure],
  },
  {
    // Pass 183: one deploy screen said to cancel a dropped deployment first, two others left it out.
    name: 'remedy for a dropped deployment',
    render: '<Fact of="droppedDeploymentRemedy" />',
    typed: /dropped deployment[^.]*can still be mined/i,
    anyValue: /dropped deployment[^.]*can still be mined/i,
    spellings: () => [droppedDeployment.remedy],
  },
  {
    // Pass 185: the GraphQL Transactions page left out what four Assets pages told a Safe whose owners sign slowly.
    name: 'remedy for Safe signatures that outlast a build',
    render: '<Fact of="safeLateSignatures" />',
    typed: /build (?:it )?again (?:just|shortly) before the last owner executes|need longer, build it again/i,
    anyValue: /before the last owner executes/i,
    spellings: () => [safeLateSignatures.remedy],
  },
  {
    // Pass 187: the CP Pools creation how-to, the collateral pool example and the liquidation bot each needed it.
    name: 'replacement of a pending transaction from a key',
    render: '<Fact of="keyReplacement" />',
    typed:
      /replacement transaction underpriced|\b\d+ ?% (?:above|higher than) (?:the pending|its own)|fee caps?[^.]* at least \d+ ?%/i,
    anyValue: /replacement transaction underpriced/i,
    spellings: () => [`at least ${keyReplacement.minFeeBumpPercent} %`],
  },
  {
    // Stop 74: the SDK overview, the FAQ and the Pools SDK page typed the SDK's retries, each in its own words.
    name: "SDK's retry rule",
    render: '<Fact of="sdkRetries" />',
    typed: {
      test: (sentence) =>
        /\bSDK\b[^.]*\bretr(?:y|ies)\b/i.test(sentence) &&
        /\b50[234]\b.*\b50[234]\b|\b(?:three|3) (?:retries|times)\b|\bup to (?:three|3)\b/i.test(sentence),
    },
    anyValue: /\bSDK\b[^.]*\bretries\b[^.]*\b(?:429|50[234])\b/i,
    spellings: () => [sdkRetries.unavailable.map((status) => `\`${status}\``).join(', ')],
  },
  {
    name: 'Assets build validity',
    anyValue: either(
      `\\b(?:\\d+|five|ten|fifteen|twenty|thirty)[ -]minutes?\\b`,
      '\\bbuil[dt]s?\\b|`BUILT`|`expiresAt`',
    ),
    render: '<Fact of="buildValidity" />',
    // The end of a range ("a random 0–10 minutes into the window") is not the validity.
    typed: either('(?<![–-])\\b(?:10|ten)[ -]minutes?\\b', 'expir|\\bbuil[dt]|window|\\bSafe\\b|report|`BUILT`'),
    spellings: () => durationSpellings(transactionBuilds.validitySeconds),
  },
  {
    name: 'Assets read differences',
    render: '<Fact of="assetsReadDifferences" />',
    // The comparison of the two APIs, not a GraphQL page saying what its own `assets` returns.
    typed: /\bGraphQL(?:'s)? (?:`assets?`|asset list)[^.;]*\bleaves? out\b[^.;]*\bARTE\b/i,
    // The reference states it per API, in each operation's own words.
    anyValue: /(?!)/,
    spellings: () => [],
  },
  engageLimit(
    'vesting maximum duration',
    'vestingMaxDuration',
    engageContractLimits.vestingMaxDurationSeconds,
    /\bduration`? (?:is )?(?:above 0 and )?at most (?:[\d,]+|ten years)/i,
  ),
  engageLimit(
    'staking maximum lock',
    'stakingMaxLock',
    engageContractLimits.stakingMaxLockSeconds,
    /\b(?:lockPeriod`?|lock period|lock) (?:in seconds, )?(?:is )?at most [\d,]+/i,
  ),
  {
    // Three REST authentication pages typed the list, each with its own order, until pass 127 held them equal.
    name: 'sign-in, refresh and key error codes',
    render: '<SessionErrorLinks product="…" />',
    typed: /\berror catalogue they are `[A-Z_]+`/,
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    name: 'scope of the releases that broke the deprecation policy',
    render: '<Fact of="policyBreaks" />',
    typed: /`@assetra\/sdk` methods that wrap (?:them|it)/,
    // The reference does not speak of its own releases.
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    // The list was typed on the changelog and the roadmap, each release by hand, until 2 December's were added.
    name: 'releases that broke the deprecation policy',
    render: '<Fact of="releasesWithoutNotice" />',
    typed: new RegExp(`\\bbroke (?:the|this|its) (?:deprecation )?policy\\b.*\\b(?:${releaseLabels}) \\d+\\.\\d+\\b`),
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    // The three REST overviews and the open-source guidelines typed it until pass 165.
    name: 'support period of the previous major version',
    render: '<Fact of="previousMajorSupport" /> or <Fact of="previousSdkPatchedUntil" />',
    typed: /\b(?:major|SDK \d\.x)\b[^.;]*\b(?:\d+|twelve) months\b|\bpatched until [A-Z][a-z]+ \d{4}\b/,
    proseOnly: true,
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    // Three overviews typed the list, one with new error codes in it, which the releases count as breaks (pass 165).
    name: 'additive REST changes that ship without notice',
    render: '<Fact of="restAdditiveChanges" />',
    typed: {
      test: (sentence) =>
        /without notice|at any time/i.test(sentence) &&
        /\bendpoints\b/i.test(sentence) &&
        /enum values/i.test(sentence),
    },
    anyValue: /(?!)/,
    spellings: () => [],
  },
  {
    // Pass 147 found the approval clause missing from one of five hand-typed copies of this list.
    name: "Pools builders' list of what they leave to the chain",
    render: '<Fact of="poolsTransferRules" />, <Fact of="poolsApprovalRules" /> and <Fact of="poolsAllowance" />',
    typed: /collateral or loan token's own|make the pool pull tokens/i,
    anyValue: /collateral or loan token's own|make the pool pull tokens/i,
    spellings: () => Object.values(poolsLeftToChain),
  },
  {
    // Pass 184: eight pages typed the limits, in five wordings.
    name: 'rate limits',
    render: '<Fact of="rateLimits" />, <Fact of="rateLimitApiKeySandbox" /> (and its siblings) or <RateLimits />',
    typed: new RegExp(
      `${rateLimitValue}[^.;]{0,40}?\\brequests?\\b|\\brequests? (?:per|a|each) minute\\b[^.;]{0,60}?${rateLimitValue}` +
        `|\\brate limit\\b[^.;]{0,60}?${rateLimitValue}|${rateLimitValue} (?:per|for an?) (?:API key|access token|IP)\\b` +
        // The header cell of a table of the limits typed row by row.
        '|^requests per minute$',
      'i',
    ),
    proseOnly: true,
    anyValue: /\b\d[\d,]* requests (?:per|a|in the current) minute\b/i,
    spellings: () => Object.values(rateLimits).map((limit) => `${limit} requests`),
  },
  {
    name: 'network confirmations',
    anyValue: /\b\d{1,4} confirmations\b/,
    render: '<ChainFact network="…" field="confirmations" />',
    typed: /\b\d{1,4} confirmations\b/,
    spellings: () => publishedNetworks().map((network) => `${network.finality.confirmations} confirmations`),
  },
  {
    name: 'chain id',
    render: '<ChainFact network="…" chain="…" field="chainId" />',
    // A long id after a network's name, or right before one, is one ("Base Sepolia (84532)", "(84532, Base
    // Sepolia)"); a short one (1, 56) only where it is called a chain id, since "layer 1" and "56 hours" are not.
    typed: new RegExp(
      `(?:chain|network|Sepolia|Amoy|Polygon|Base|BSC|BNB|Ethereum).*${notInNumber(chainIds({long: true}))}` +
        `|${notInNumber(chainIds({long: true}))}\\W{1,3}(?:Base|BSC|BNB|Ethereum|Polygon|Sepolia|Amoy)` +
        `|chain ?id\\W{0,3}(?:is |of )?${notInNumber(chainIds({long: false}))}`,
      'i',
    ),
    proseOnly: true,
    // The reference's examples carry chain ids as values; its prose is checked by the chain-id tests of networks.
    anyValue: /(?!)/,
    spellings: () => chainIds(),
  },
];

/**
 * One of the ids as a number of its own: not part of a longer number ("84,532", "1.5") or a word, though a comma or a
 * full stop may end the clause after it ("chain id 84532, in Sandbox").
 */
function notInNumber(ids: string[]): string {
  return `(?<![\\w%]|\\d[.,])(?:${ids.join('|')})(?![\\w%]|[.,]\\d)`;
}

/** Every chain id of the published networks, mainnet and testnet; only the long (4 digits and more) or short ones. */
function chainIds(length?: {long: boolean}): string[] {
  return publishedNetworks()
    .flatMap((network) => [String(network.mainnet.chainId), String(network.testnet.chainId)])
    .filter((id) => length === undefined || id.length >= 4 === length.long);
}

/** The owned facts a page's sentence states by hand; code spans count only for facts that are not prose-only. */
export const typedFacts = (sentence: Sentence): OwnedFact[] =>
  ownedFacts.filter((fact) => fact.typed.test(fact.proseOnly ? sentence.text.replace(/`[^`]*`/g, '') : sentence.text));

/**
 * The owned facts a sentence of the reference states with another value than src/data's: the reference cannot render
 * a component, so its text is held to the data instead.
 */
export const contradictedFacts = (sentence: Sentence): OwnedFact[] =>
  ownedFacts.filter(
    (fact) =>
      fact.anyValue.test(sentence.text) && !fact.spellings().some((spelling) => sentence.text.includes(spelling)),
  );
