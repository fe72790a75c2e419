/**
 * The conventions the pages show, as facts and tables of plain parts read from src/data: plugins/facts writes them
 * into each page at build time (as Markdown, which becomes the page's HTML and its Markdown export), so both state
 * the same values. Relative imports, as the build reads this file in Node, outside the bundler.
 */
import {
  accessTokenRenewal,
  apiKeys,
  deployerDeployments,
  exampleStory,
  requiredProblemCodes,
  keyedRequestProblemCodes,
  idempotency,
  keyReplacement,
  viemReceiptWait,
  identityExists,
  unverifiedRecipient,
  latestBlockReads,
  readDifferences,
  nodeVersions,
  organisationRoles,
  packageVersions,
  poolsLeftToChain,
  rateLimits,
  safeExecutionFailure,
  safeQueuedExecution,
  droppedDeployment,
  safeLateSignatures,
  sdkRetries,
  signIn,
  transactionBuilds,
  webhooks,
  zeroArguments,
} from '../../data/conventions';
import {packages, products, type ProductId} from '../../data/platform';
import {networks, publishedNetworks} from '../../data/networks';
import {releaseLine, releases, releasesWithoutNotice} from '../../data/releases';
import {
  policyBreakScope,
  previousMajorSupportMonths,
  previousSdkMajor,
  previousSdkPatchedUntil,
  restAdditiveChanges,
} from '../../data/deprecationPolicy';
import {engageContractLimits} from '../../data/engageExample';
import {durationInWords} from '../../lib/duration';
import {sentenceList} from '../../lib/sentenceList';
import {longDate, releaseUrl} from '../../../plugins/changelog/routes';
import {productNames} from '../productNames';

/** Text, a value shown as code (linked, or not), or a link. */
type Part = string | {code: string; link?: string} | {link: string; text: string};
export type Cell = Part[];

/** "Every `GET`" → ['Every ', {code: 'GET'}]: backticks in src/data's prose mark code. */
const withCode = (prose: string): Cell =>
  prose.split('`').flatMap((piece, index) => (piece === '' ? [] : [index % 2 === 1 ? {code: piece} : piece]));

export interface ConventionTable {
  caption: string;
  header: string[];
  rows: Cell[][];
}

const {rest, graphql} = signIn.operations;

const countWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export const lifetimes = {
  nonce: signIn.nonceLifetimeSeconds,
  accessToken: signIn.accessTokenLifetimeSeconds,
  refreshToken: signIn.refreshTokenLifetimeSeconds,
  /** How long before expiry the docs' module and the web apps renew an access token. */
  renewal: accessTokenRenewal.beforeExpirySeconds,
} as const;

export const lifetimeText = (of: keyof typeof lifetimes): string => durationInWords(lifetimes[of]);

/** Cells joined as a sentence joins them: "a, b and c" (or "a, b, and c" with `lastJoin`). */
export const listOf = (items: readonly Cell[], lastJoin = ' and '): Cell =>
  items.flatMap((item, index) => [...(index === 0 ? [] : [index === items.length - 1 ? lastJoin : ', ']), ...item]);

/** `POST`, `PATCH` and `DELETE`: values as code, joined as a sentence joins them. */
const codeList = (values: readonly string[]): Cell => listOf(values.map((value) => [{code: value}]));

/**
 * "Assets and Pools on Base, …; CP Pools on Base and Polygon PoS; …": the networks each product runs on, from
 * src/data/networks.ts, with products that run on the same networks named together.
 */
function productNetworks(): Cell {
  const groups = new Map<string, ProductId[]>();
  for (const product of products) {
    const names = sentenceList(
      networks.filter((network) => network.products.includes(product.id)).map(({name}) => name),
    );
    groups.set(names, [...(groups.get(names) ?? []), product.id]);
  }
  return [[...groups].map(([names, ids]) => `${productNames(ids)} on ${names}`).join('; ')];
}

/** The releases that broke the deprecation policy, each linked to its changelog entry, grouped by their day. */
function releasesWithoutNoticeByDay(): Cell {
  const dates = [...new Set(releasesWithoutNotice.map(({date}) => date))];
  const groups = dates.map((day) => [
    ...listOf(
      releasesWithoutNotice
        .filter(({date}) => date === day)
        .map((release) => [{link: releaseUrl(release), text: `${releaseLine(release.line).name} ${release.version}`}]),
    ),
    ` on ${longDate(day)}`,
  ]);
  return listOf(groups, groups.length > 2 ? ', and ' : ' and ');
}

const days = (seconds: number) => (seconds / 86_400).toLocaleString('en');
const secondsAndDays = (seconds: number) => `${seconds.toLocaleString('en')} s (${days(seconds)} days)`;

/** "send the replacement from the same key at the same nonce …": a script's speed-up or cancel, from its own key. */
const keyReplacementCell = (): Cell =>
  withCode(
    'send the replacement from the same key at the same nonce, with a `maxFeePerGas` and a `maxPriorityFeePerGas` ' +
      `each at least ${keyReplacement.minFeeBumpPercent} % above the pending transaction's (nodes refuse a smaller ` +
      'bump as `replacement transaction underpriced`): the same `to`, `data` and `value` to speed it up, or a ' +
      "transaction of value 0 to the key's own address to cancel it",
  );

/** Facts that pages state inside a sentence, each in its words from src/data. */
export const facts = {
  /** "The examples follow one story … show each API as it is today …": examples' dates against the releases. */
  examplesCurrentInterface: (): Cell => withCode(exampleStory.currentInterface),
  /** `POST`, `PATCH` and `DELETE` */
  idempotencyMethods: (): Cell => codeList(idempotency.methods),
  /** "SDK 1.x, for example, is patched until October 2027": the previous SDK major's security-fix end. */
  previousSdkPatchedUntil: (): Cell => [
    `${previousSdkMajor.name}, for example, is patched until ${previousSdkPatchedUntil()}`,
  ],
  /** "new endpoints, …, new response fields and new enum values": what a REST API adds without notice. */
  restAdditiveChanges: (): Cell => listOf(restAdditiveChanges.map((change) => [change])),
  /** 12 months: how long a REST major version stays supported after the next one ships. */
  previousMajorSupport: (): Cell => [`${previousMajorSupportMonths} months`],
  /** 24 hours */
  idempotencyWindow: (): Cell => [`${idempotency.replayWindowSeconds / 3600} hours`],
  /** "A `429` or `5xx` answer is not kept under the key: …": why a retry after one may reuse the key. */
  idempotencyNotKept: (): Cell => withCode(idempotency.notKept),
  /** "A `RATE_LIMITED`, `INTERNAL_ERROR` or `SERVICE_UNAVAILABLE` answer is not kept …", for `idempotencyKey`. */
  idempotencyNotKeptGraphql: (): Cell => withCode(idempotency.notKeptGraphql),
  /** "another organisation manages it; the answer names the identity, …": `IDENTITY_ALREADY_EXISTS` advice. */
  identityManagedElsewhere: (): Cell => withCode(identityExists.managedElsewhere),
  /** "a contact you sent as `contactId` stays unlinked: …": `IDENTITY_ALREADY_EXISTS` advice. */
  identityContactUnlinked: (): Cell => withCode(identityExists.contactUnlinked),
  /** "if it is not registered, once the KYC provider has issued its claims …": `RECIPIENT_NOT_VERIFIED` advice. */
  unverifiedRecipientRemedy: (): Cell => withCode(unverifiedRecipient.remedy),
  /** "for a Safe build, a Safe transaction whose execution reverted … stays in the Safe's queue …": Assets remedies. */
  safeQueuedRemedy: (): Cell => withCode(safeQueuedExecution.remedy),
  /** "for an action a Safe executes, the signed Safe transaction stays in the Safe's queue …": Engage remedies. */
  safeQueuedActionRemedy: (): Cell => withCode(safeQueuedExecution.action),
  /** "an execution whose call failed without reverting … is `CONFIRMED` with no event of the action": Pools, Engage. */
  safeExecutionFailure: (): Cell => withCode(safeExecutionFailure.status),
  /** "an execution whose call failed … has a successful receipt with that log and no event of the action …". */
  safeReceiptFailure: (): Cell => withCode(safeExecutionFailure.receipt),
  /** "lists no event in `events` even when it went through …": follows "A Safe's approval" (Pools, Engage). */
  safeApprovalCheck: (): Cell => withCode(safeExecutionFailure.approval),
  /** "600 requests per API key in Production, 300 in Sandbox, 120 per access token, and 30 per IP address …". */
  rateLimits: (): Cell => [
    `${rateLimits.apiKeyProduction} requests per API key in Production, ${rateLimits.apiKeySandbox} in Sandbox, ` +
      `${rateLimits.accessToken} per access token, and ${rateLimits.unauthenticatedPerIp} per IP address without credentials`,
  ],
  /** 600: requests a minute for a Production API key. */
  rateLimitApiKeyProduction: (): Cell => [String(rateLimits.apiKeyProduction)],
  /** 300: requests a minute for a Sandbox API key. */
  rateLimitApiKeySandbox: (): Cell => [String(rateLimits.apiKeySandbox)],
  /** 120: requests a minute for an access token. */
  rateLimitAccessToken: (): Cell => [String(rateLimits.accessToken)],
  /** 30: requests a minute per IP address without credentials. */
  rateLimitUnauthenticated: (): Cell => [String(rateLimits.unauthenticatedPerIp)],
  /** "cancel the dropped deployment in the wallet if the wallet still lists it: …": the Assets app's deploy screens. */
  droppedDeploymentRemedy: (): Cell => withCode(droppedDeployment.remedy),
  /** "if collecting the owners' signatures takes longer than the 10 minutes …": Assets builds a Safe signs. */
  safeLateSignatures: (): Cell =>
    withCode(
      `if collecting the owners' signatures takes longer than the ${durationInWords(transactionBuilds.validitySeconds)} ` +
        `until \`expiresAt\`, ${safeLateSignatures.remedy}`,
    ),
  /** "send the replacement from the same key at the same nonce …": the pages whose scripts sign with their own key. */
  keyReplacement: (): Cell => keyReplacementCell(),
  /** "If the wait times out (…after viem's default 3 minutes), …": pages whose key scripts wait with viem's default. */
  keyWaitTimeout: (): Cell => [
    ...withCode(
      `If the wait times out (\`WaitForTransactionReceiptTimeoutError\`, after viem's default ` +
        `${durationInWords(viemReceiptWait.defaultTimeoutSeconds)}), the transaction can still be mined at its nonce: ` +
        'send nothing new from the key while it is pending. Look its hash up on the explorer and wait, or ',
    ),
    ...keyReplacementCell(),
    '. Once it or its replacement is mined, check what it did before you run anything again.',
  ],
  /** "(cancel it if it is still pending: …)": a dropped transaction's remedy, from a wallet app or a script's key. */
  cancelPending: (): Cell =>
    withCode(
      "cancel it if it is still pending: with the wallet's Cancel, or, from a key a script holds, with a " +
        "transaction of value 0 to the key's own address at the same nonce, its `maxFeePerGas` and " +
        `\`maxPriorityFeePerGas\` each at least ${keyReplacement.minFeeBumpPercent} % above the pending transaction's`,
    ),
  /** "The SDK retries a request itself on network errors, on `429` …": the SDK overview, the FAQ, the SDK pages. */
  sdkRetries: (): Cell => {
    const unavailable = sentenceList(sdkRetries.unavailable.map((status) => `\`${status}\``));
    return withCode(
      `The SDK retries a request itself on network errors, on \`${sdkRetries.rateLimited}\` (after the seconds in ` +
        `\`Retry-After\`) and on ${unavailable}, the answers of a gateway or a service that is briefly down. It gives ` +
        `up after ${countWords[sdkRetries.retries]} retries and throws the last error; any other status it throws at once.`,
    );
  },
  /** "A builder refuses an amount of 0, or the zero address, where the contract would revert …": the overviews. */
  zeroArgumentsRefused: (): Cell => withCode(zeroArguments.rule + zeroArguments.pages),
  /** "A `max` amount that comes to 0 … counts as an amount of 0.": the Pools overview. */
  zeroMaxAmount: (): Cell => withCode(zeroArguments.poolsMax),
  /** "Builders do not check the collateral or loan token's own transfer rules: …": Pools pages. */
  poolsTransferRules: (): Cell => withCode(poolsLeftToChain.transferRules),
  /** "Nor are approvals checked against the token's own rules: …": Pools pages. */
  poolsApprovalRules: (): Cell => withCode(poolsLeftToChain.approvals),
  /** "Builders that make the pool pull tokens (…) check neither the caller's allowance nor its balance, …". */
  poolsAllowance: (): Cell => withCode(poolsLeftToChain.allowance),
  /** "Balance and allowance reads (…) … read the latest block": the exception to the API's confirmed views. */
  latestBlockReads: (): Cell => withCode(latestBlockReads),
  /** "four deployments: a Pools pool (…), …, and an Engage project's …": what Assetra's deployer sends itself. */
  deployerDeployments: (): Cell =>
    withCode(
      `${countWords[deployerDeployments.length]} deployments: ${deployerDeployments.slice(0, -1).join('; ')}; and ${deployerDeployments.at(-1)}`,
    ),
  /** "Any endpoint may also answer `VALIDATION_FAILED`, …": what REST pages' errors tables leave out. */
  everyEndpointCodes: (): Cell => [
    'Any endpoint may also answer ',
    ...listOf(
      requiredProblemCodes.map((code) => [{code}]),
      ' or ',
    ),
    '; a request that takes an ',
    {code: 'Idempotency-Key'},
    ' may answer ',
    ...listOf(
      keyedRequestProblemCodes.map((code) => [{code}]),
      ' or ',
    ),
    ', and an endpoint with an id in its path the ',
    {code: '404'},
    ' that says no such id exists.',
  ],
  /** "A request you send again after one of these refusals … a new `Idempotency-Key` …": error tables' lead-in. */
  keyAfterRefusal: (): Cell => withCode(idempotency.afterRefusal),
  /** GraphQL's `asset` and `assets` leave out ARTE basket tokens, …: the reads where Assets' two APIs differ. */
  assetsReadDifferences: (): Cell => withCode(readDifferences.assets),
  /** 2 years: the latest expiry a new API key may have. */
  apiKeyMaxLifetime: (): Cell => [`${apiKeys.maxLifetimeYears} years`],
  /** 10 minutes */
  buildValidity: (): Cell => [durationInWords(transactionBuilds.validitySeconds)],
  /** Assets and Pools on Base, BNB Smart Chain, Ethereum and Polygon PoS; CP Pools on Base and Polygon PoS; … */
  productNetworks,
  /** 315,360,000 s (3,650 days): the longest vesting schedule EngageVesting accepts (`maxDuration()`). */
  vestingMaxDuration: (): Cell => [secondsAndDays(engageContractLimits.vestingMaxDurationSeconds)],
  /** 3,650 */
  vestingMaxDurationDays: (): Cell => [days(engageContractLimits.vestingMaxDurationSeconds)],
  /** 126,144,000 s (1,460 days): the longest lock EngageStaking's `createPlan` accepts. */
  stakingMaxLock: (): Cell => [secondsAndDays(engageContractLimits.stakingMaxLockSeconds)],
  /** 1,460 */
  stakingMaxLockDays: (): Cell => [days(engageContractLimits.stakingMaxLockSeconds)],
  /** The day of the newest release in src/data/releases.ts, written as the changelog writes dates. */
  latestReleaseDate: (): Cell => [longDate(releases.map(({date}) => date).reduce((a, b) => (b > a ? b : a)))],
  /** "changed `v1` or the GraphQL API, and with them the `@assetra/sdk` methods that wrap them, without notice" */
  policyBreaks: (): Cell => withCode(policyBreakScope),
  /** "[Pools 1.1](…), … and [Lease agreement API 1.1](…) on 27 November 2026, …, and … on 2 December 2026" */
  releasesWithoutNotice: (): Cell => releasesWithoutNoticeByDay(),
} satisfies Record<string, () => Cell>;

export type FactName = keyof typeof facts;

/**
 * "Node.js 22.12 or later (also 20.19 or a later 20.x release, past its end of life on 30 April 2026)": each minimum
 * covers its own release line, the last one every later line too (21.x and 22.0 to 22.11 are not supported); lines
 * past their end of life come last, in brackets, so that no page recommends them.
 */
export const nodeVersionsText = (): string => {
  const {minimums, endOfLife} = nodeVersions;
  const major = (version: string) => version.split('.')[0];
  const phrase = (version: string) =>
    version === minimums.at(-1) ? `${version} or later` : `${version} or a later ${major(version)}.x release`;
  const ended = minimums.filter((version) => endOfLife[major(version)]);
  const live = minimums.filter((version) => !endOfLife[major(version)]).map(phrase);
  const past = ended.map(
    (version) => `${phrase(version)}, past its end of life on ${longDate(endOfLife[major(version)])}`,
  );
  return `Node.js ${live.join(', or ')}${past.length ? ` (also ${past.join('; ')})` : ''}`;
};

/** Requests per minute by caller, the same on every product API. */
export function rateLimitsTable(): ConventionTable {
  return {
    caption: 'Requests per minute, by caller',
    header: ['Caller', 'Requests per minute'],
    rows: [
      [['API key in Production'], [String(rateLimits.apiKeyProduction)]],
      [['API key in Sandbox'], [String(rateLimits.apiKeySandbox)]],
      [['Access token'], [String(rateLimits.accessToken)]],
      [
        ['Unauthenticated (sign-in, ', {code: 'GET /health'}, ', ', {code: 'GET /networks'}, '), per IP address'],
        [String(rateLimits.unauthenticatedPerIp)],
      ],
    ],
  };
}

export function tokenLifetimesTable(): ConventionTable {
  return {
    caption: 'Sign-in nonce, access token and refresh token',
    header: ['Credential', 'Lasts', 'Use', 'When it ends'],
    rows: [
      [
        ['Sign-in nonce'],
        [`${lifetimeText('nonce')}, single use`],
        [
          `Goes into the ${signIn.standard} message the wallet signs (REST `,
          {code: rest.nonce},
          ', GraphQL ',
          {code: graphql.nonce},
          ')',
        ],
        ['Request a new nonce'],
      ],
      [
        ['Access token (JWT)'],
        [lifetimeText('accessToken')],
        [{code: 'Authorization: Bearer …'}, ' on every product API of the environment'],
        [
          'Renew it with the refresh token: REST ',
          {code: `POST ${signIn.restPaths.refresh}`},
          ' (',
          {code: rest.refresh},
          '), GraphQL ',
          {code: graphql.refresh},
        ],
      ],
      [
        ['Refresh token (', {code: `${signIn.refreshTokenPrefix}…`}, ')'],
        [`${lifetimeText('refreshToken')}, single use`],
        ['Exchanged for a new access token and a new refresh token, without a wallet signature'],
        ['Sign in again with the wallet; a second use of a spent refresh token ends the session'],
      ],
    ],
  };
}

export function confirmationsTable(): ConventionTable {
  return {
    caption: 'When the API reports a transaction as confirmed',
    header: [
      'Network',
      'Confirmed when its block is…',
      'Block tag',
      'Typical time after inclusion',
      'Typical confirmations',
    ],
    rows: publishedNetworks().map(({name, finality}) => [
      [name],
      [finality.rule],
      [{code: finality.blockTag}],
      [`typically ${finality.typicalTime}`],
      [String(finality.confirmations)],
    ]),
  };
}

export function webhookAvailabilityTable(): ConventionTable {
  return {
    caption: 'Webhook availability',
    header: ['Events', 'Availability', 'Production'],
    rows: webhooks.map(({events, availability, production}) => [
      [events],
      [availability],
      [production ? `Planned for ${production}` : 'Yes'],
    ]),
  };
}

export function supportedVersionsTable(): ConventionTable {
  const {sdk, react} = packageVersions;
  return {
    caption: 'Supported versions',
    header: ['Software', 'Supported', 'Notes'],
    rows: [
      [['Node.js'], [nodeVersionsText().replace('Node.js ', '')], ['Both load ES modules with ', {code: 'require()'}]],
      [[{code: packages.sdk}], [`${sdk.major}.x`], [`Current major since ${sdk.since}; ES modules only`]],
      [
        [{code: packages.react}],
        [`${react.major}.x, with `, {code: `${packages.sdk}@${react.sdkMajor}`}],
        [`Its move onto SDK ${sdk.major}.0 is on the roadmap for ${react.sdk2}`],
      ],
    ],
  };
}

export function apiKeyScopesTable(): ConventionTable {
  return {
    caption: 'API key scopes',
    header: ['Scope', 'Allows'],
    rows: apiKeys.scopes.map(({scope, allows}) => [[{code: scope}], withCode(allows)]),
  };
}

export function organisationRolesTable(): ConventionTable {
  return {
    caption: 'Organisation roles, lowest first',
    header: ['Role', 'May'],
    rows: organisationRoles.map(({role, may}) => [[{code: role}], withCode(may)]),
  };
}
