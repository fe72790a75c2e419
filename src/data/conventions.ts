/**
 * The conventions every Assetra API follows: sign-in and tokens, API keys, organisations, errors, enum casing, ids,
 * pagination and transaction status, plus the supported Node.js and package versions. Pages state them with the
 * elements plugins/facts writes in (src/components/Conventions holds their facts and tables);
 * tests/unit/conventions*.test.ts check every file in reference/ against them. Environments and hosts live in
 * ./platform, networks and their finality in ./networks.
 */

import type {ProductId} from './platform';

/** Sign-In with Ethereum and the tokens it gives: one model for every product API. */
export const signIn = {
  standard: 'EIP-4361',
  /** A sign-in nonce is single use and valid for 5 minutes. */
  nonceLifetimeSeconds: 300,
  /** The access token is a JWT valid for one hour on every product API of the environment it was issued in. */
  accessTokenLifetimeSeconds: 3600,
  /**
   * The refresh token is single use and valid for 30 days: each refresh returns a new access token and a new
   * refresh token, and a second use of an old one ends the session.
   */
  refreshTokenLifetimeSeconds: 2_592_000,
  refreshTokenPrefix: 'rt_',
  /** Any product's sign-in endpoints issue the same tokens; a product without them (the lease API) uses Assets'. */
  restPaths: {nonce: '/auth/nonce', verify: '/auth/verify', refresh: '/auth/refresh', session: '/auth/session'},
  /** One name per operation and API style, the same on every product API. */
  operations: {
    rest: {
      nonce: 'createSignInNonce',
      verify: 'verifySignIn',
      refresh: 'refreshSession',
      session: 'getSession',
      signOut: 'signOut',
    },
    graphql: {nonce: 'requestSignInNonce', verify: 'verifySignIn', refresh: 'refreshSession', signOut: 'signOut'},
  },
  /** The REST security scheme of the access token (servers send an API key instead, see apiKeys). */
  accessTokenScheme: {scheme: 'bearer', bearerFormat: 'JWT'},
} as const;

/** REST APIs that run their own sign-in endpoints; every other REST API accepts the tokens these issue. */
export const restApisWithSignIn: readonly ProductId[] = ['assets', 'pools', 'engage'];

export type ApiKeyScope = 'read' | 'write' | 'transactions' | 'admin';

export interface ScopeRule {
  scope: ApiKeyScope;
  /** What a key with this scope may call. */
  allows: string;
}

/**
 * API keys belong to an organisation and one environment, and work on every product API of that environment; the
 * scopes decide what they may call.
 */
export const apiKeys = {
  header: 'X-API-Key',
  /** The latest `expiresAt` a new key may have, in years from its creation (no `expiresAt`: until revoked). */
  maxLifetimeYears: 2,
  /** How a key's secret starts, per environment. */
  prefixes: {sandbox: 'ak_test_', production: 'ak_live_'},
  scopes: [
    {
      scope: 'read',
      allows:
        'Every `GET`, GraphQL query and read-only check (quotes, simulations, transfer checks), except `/admin` ' +
        'endpoints, their GraphQL queries and webhook endpoints (`admin`), and the session and API keys (an access ' +
        'token only)',
    },
    {
      scope: 'write',
      allows:
        'Records of Assets: contacts, files and metadata, and investor identities (an ONCHAINID that Assetra deploys)',
    },
    {
      scope: 'transactions',
      allows:
        'Transaction builders and approvals outside `/admin`, submitting hashes and cancelling builds; in the Lease ' +
        'API, also posting an agreement signature, but not building the receivables token (`admin`)',
    },
    {
      scope: 'admin',
      allows:
        '`/admin` endpoints; in Assets, assets and templates, members (not the `ADMIN` and `OWNER` roles, which take an ' +
        "`OWNER`'s access token) and webhook endpoints; in the Lease API, " +
        'agreements, documents, activation, termination, termination quotes, the receivables token (it creates an ' +
        'asset in Assets) and distributions',
    },
  ] satisfies readonly ScopeRule[],
} as const;

export type OrganisationRole = 'OWNER' | 'ADMIN' | 'OPERATOR' | 'VIEWER';

export interface RoleRule {
  role: OrganisationRole;
  may: string;
}

/** Members of an organisation sign in with their own wallet; their role decides what their access token may do. */
export const organisationRoles: readonly RoleRule[] = [
  {role: 'VIEWER', may: 'Read everything, API keys included, except webhook endpoints'},
  {role: 'OPERATOR', may: 'Also edit contacts, files, metadata and identities, and build and submit transactions'},
  {
    role: 'ADMIN',
    may:
      'Also create and deploy assets, force transfers, create baskets, grant and revoke token roles, manage ' +
      'members below ADMIN, webhooks and API keys',
  },
  {role: 'OWNER', may: 'Everything, including other OWNERs and ADMINs; an organisation always keeps one OWNER'},
];

/** How a developer gets an organisation, per environment. */
export const firstOrganisation = {
  sandbox:
    'The first Sandbox sign-in of an address that belongs to no organisation creates a Sandbox organisation with that ' +
    'address as its OWNER, so you can create an API key at once.',
  production:
    'Assetra opens a Production organisation after onboarding; its first OWNER then invites the other members.',
} as const;

/** RFC 9457 problem details: the error body of every REST API. */
export const errorEnvelope = {
  mediaType: 'application/problem+json',
  fields: ['type', 'title', 'status', 'detail', 'instance', 'code', 'requestId'],
} as const;

export interface ProblemCodeRule {
  code: string;
  status: number;
  /** The one situation the code stands for, on every API. */
  situation: string;
}

/**
 * The sign-in, refresh and key errors: each product's REST authentication page links them to its own catalogue
 * (`<SessionErrorLinks>`); every one is in sharedProblemCodes.
 */
export const sessionErrorCodes = [
  'NONCE_EXPIRED',
  'SIGNATURE_INVALID',
  'REFRESH_TOKEN_INVALID',
  'UNAUTHENTICATED',
  'NETWORK_NOT_SUPPORTED',
  'FORBIDDEN',
  'API_KEY_NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
] as const;

/** One code per situation: an API that reports one of these situations uses this code and status. */
export const sharedProblemCodes: readonly ProblemCodeRule[] = [
  {
    code: 'VALIDATION_FAILED',
    status: 400,
    situation:
      'A parameter, header or body field is missing or malformed; in Pools, also an unpause for a pool that is not ' +
      'paused',
  },
  {
    code: 'UNAUTHENTICATED',
    status: 401,
    situation:
      'No credentials, an invalid, expired or revoked key or token, or an API key sent to session or key management, ' +
      'which take only an access token',
  },
  {code: 'NONCE_EXPIRED', status: 401, situation: 'The sign-in nonce is used or older than 5 minutes'},
  {code: 'SIGNATURE_INVALID', status: 401, situation: 'The sign-in message or its signature does not check out'},
  {code: 'REFRESH_TOKEN_INVALID', status: 401, situation: 'The refresh token is unknown, used, expired or revoked'},
  {
    code: 'FORBIDDEN',
    status: 403,
    situation:
      "Valid credentials that may not do this: the API key lacks the endpoint's scope, the member's organisation " +
      "role is too low, or the resource is not theirs (another organisation's asset, a project or pool another " +
      'address administers, an agreement they are not a party to); each API lists its cases',
  },
  {
    code: 'MISSING_ROLE',
    status: 403,
    situation: 'The account that would sign does not hold the contract role, so the transaction would revert',
  },
  {code: 'API_KEY_NOT_FOUND', status: 404, situation: 'No API key with this id in the organisation'},
  {
    code: 'CHAIN_TRANSACTION_NOT_FOUND',
    status: 404,
    situation: 'A transaction seen pending left the mempool without being included: it was replaced or dropped',
  },
  {code: 'IDEMPOTENCY_KEY_REUSED', status: 422, situation: 'The Idempotency-Key was used with another request'},
  {
    code: 'NETWORK_NOT_SUPPORTED',
    status: 422,
    situation: 'The chain is one the API accepts, but not one it serves in this environment',
  },
  {code: 'RATE_LIMITED', status: 429, situation: 'Too many requests; retry after Retry-After seconds'},
  {
    code: 'INTERNAL_ERROR',
    status: 500,
    situation: 'An unexpected error; retry with the same Idempotency-Key where the request takes one',
  },
  {code: 'SERVICE_UNAVAILABLE', status: 503, situation: 'The API or a dependency is briefly unavailable'},
];

/** Codes every REST API declares, because any endpoint can answer them. */
export const requiredProblemCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** Codes any request that takes an `Idempotency-Key` (writes, and previews such as simulations) may answer. */
export const keyedRequestProblemCodes = ['IDEMPOTENCY_KEY_REUSED'] as const;

/**
 * Codes a REST page's "Errors on this page" table leaves to the product's catalogue, as any endpoint (or any request
 * with an `Idempotency-Key`) may answer them; so may an endpoint with an id in its path that id's `404`.
 */
export const everyEndpointProblemCodes: readonly string[] = [...requiredProblemCodes, ...keyedRequestProblemCodes];

/**
 * Enum values. GraphQL: every value is UPPER_SNAKE_CASE. REST: values that name a state, kind or role are
 * UPPER_SNAKE_CASE, the same as in GraphQL; values that are identifiers used elsewhere keep their own spelling.
 */
export const enumCasing = {
  pattern: /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/,
  /** REST schemas (or schema properties) whose values are identifiers, with where their spelling comes from. */
  restIdentifierSchemas: {
    Network: 'network ids, as in src/data/networks.ts',
    LeaseNetwork: 'network ids, as in src/data/networks.ts',
    Environment: 'environment ids, as in src/data/platform.ts',
    ApiKeyScope: 'API key scopes, as the web app shows them',
    EventType: 'webhook event types, `resource.event`',
    AssetStandard: 'the standards’ own names, `ERC-20` and `ERC-3643`',
    'Template.features[]': 'contract features, as template ids spell them',
    'SignInResult.tokenType': 'the token type `Bearer` (RFC 6750)',
  },
} as const;

/** Resource ids: a prefix, `_` and a 26-character ULID in Crockford's base32 (no I, L, O or U). */
export const idFormat = {
  /** The JSON Schema pattern of an id with the given prefix. */
  pattern: (prefix: string): string => `^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`,
  /** A ULID's 48-bit timestamp leads, so its first character is 0 to 7. */
  ulid: /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/,
} as const;

/** Cursor pagination: the same parameter and field names on every list. */
export const pagination = {
  rest: {limit: 'limit', cursor: 'cursor', defaultLimit: 20, maxLimit: 100, items: 'data', next: 'nextCursor'},
  graphql: {first: 'first', after: 'after'},
} as const;

/** Where a transaction sent to a chain stands: one path and one shape on every REST API that builds transactions. */
export const transactionStatus = {
  path: '/chains/{chainId}/transactions/{hash}',
  operationId: 'getTransactionStatus',
  states: ['PENDING', 'CONFIRMED', 'FAILED', 'NOT_FOUND'],
  fields: ['chainId', 'hash', 'status', 'confirmations', 'requiredConfirmations', 'blockNumber', 'events'],
  notFoundCode: 'CHAIN_TRANSACTION_NOT_FOUND',
} as const;

export type Availability = 'generally available' | 'beta, Sandbox only';

export interface WebhookAvailability {
  events: string;
  availability: Availability;
  /** Roadmap quarter for Production, when not there yet. */
  production?: string;
}

/** Webhooks: Assets events are delivered in both environments; the other products' events are in beta. */
export const webhooks: readonly WebhookAvailability[] = [
  {
    events: 'Assets: every event (assets, transactions, identities, files, metadata and members)',
    availability: 'generally available',
  },
  {
    events:
      'Pools, CP Pools and Engage: liquidations, CP pool outcomes, stakes and vesting claims, for organisations that join the beta through Assetra support, which shares its event types and payloads with them (the Assets webhook API does not take them yet)',
    availability: 'beta, Sandbox only',
    production: '2027 Q1',
  },
];

/** Node.js releases the SDK and the docs' code examples support. */
export const nodeVersions = {
  /** Lowest release of each supported line; from these on, `require()` loads ES modules such as the SDK. */
  minimums: ['20.19', '22.12'],
  /** Supported lines past their end of life on Node.js' release schedule, by major version: pages say so. */
  endOfLife: {'20': '2026-04-30'} as Record<string, string>,
} as const;

/** Current major versions of the published packages (names in ./platform). */
export const packageVersions = {
  sdk: {major: 2, since: '2026-10-20'},
  /** `@assetra/react` 1.x works with `@assetra/sdk` 1.x; its move onto 2.0 is on the roadmap for 2026 Q4. */
  react: {major: 1, sdkMajor: 1, sdk2: '2026 Q4'},
} as const;

/**
 * Reads that differ in what one of a product's two APIs can return at all. Field-level differences (an answer shaped
 * for each API's style, a field only one has) are in each operation's field list, not here.
 */
export const readDifferences = {
  assets:
    "GraphQL's `asset` and `assets` leave out ARTE basket tokens, which `GET /assets/{assetId}` and `GET /assets` return (GraphQL reads them with `basket` and `baskets`); only GraphQL reads an ERC-3643 asset's `compliance` (`asset`, and each node of `assets`) (claim topics, holder limit, countries, suite contracts and trusted issuers); GraphQL's platform totals cover the whole environment where `GET /statistics` covers your organisation; and a REST basket quote (`POST /mixer/baskets/{basketId}/quote`) with `account` gives that account's component balances for a burn too, where GraphQL's `quoteBasket` gives them for a mint only",
} as const;

/**
 * The deployments Assetra's own deployer sends, so that no wallet of the customer signs them; every other on-chain
 * write is built for the customer's wallet. Each hands its roles over as its reference page says.
 */
export const deployerDeployments = [
  'a Pools pool (`POST /admin/pools`, GraphQL `createPool`)',
  'an ERC-3643 suite (GraphQL `deployAsset`)',
  "an investor's ONCHAINID (`POST /identities`, GraphQL `createIdentity`)",
  "an Engage project's staking, vesting and buyback contracts, when Assetra sets the project up",
] as const;

/** Idempotency: the same header and replay rule on every REST API. */
export const idempotency = {
  header: 'Idempotency-Key',
  /** The methods that need the header. */
  methods: ['POST', 'PATCH', 'DELETE'],
  keyLength: {min: 1, max: 255},
  /** How long the same key and request (method, path and body) replay the first response instead of acting twice. */
  replayWindowSeconds: 86_400,
  /** Response header that marks a replay. */
  replayedHeader: 'Idempotent-Replayed',
  /** The code of a key reused with another request. */
  reusedCode: 'IDEMPOTENCY_KEY_REUSED',
  /** Answers the key does not keep, so that a retry under the same key is carried out. */
  notKept:
    'A `429` or `5xx` answer is not kept under the key: a retry after one is carried out, unless the first request was completed after all, in which case its response is replayed.',
  /** The same rule on GraphQL's `idempotencyKey` arguments, which answer with codes rather than statuses. */
  notKeptGraphql:
    'A `RATE_LIMITED`, `INTERNAL_ERROR` or `SERVICE_UNAVAILABLE` answer is not kept under the key: a retry after one is carried out, unless the first request was completed after all, in which case its result is returned.',
  /** What every error table of a REST API says once: a request sent again after a refusal is a new attempt. */
  afterRefusal:
    'A request you send again after one of these refusals, changed or not, is a new attempt: give it a new `Idempotency-Key` where the request takes one, since the first key replays the refusal.',
} as const;

/** How the reference examples' story relates to the releases the changelog lists. */
export const exampleStory = {
  /** Said on the changelog and each product's versioning section. */
  currentInterface:
    "The examples follow one story, on dates before some of the releases the changelog lists, and show each API as it is today: where a later release changed an answer (an enum value's case, a field, an event list), an example gives the current answer, not the one the API gave on the story's date.",
} as const;

/** What the API reads at the latest block rather than from its confirmed, indexed views. */
export const latestBlockReads =
  "Balance and allowance reads (Pools `getAllowances`, Engage `getAccountBalances`), transfer checks and builders' checks are the exception: they read the latest block, so a mined approval shows there at once.";

/**
 * What a builder does with an amount of 0 or the zero address the contract would revert for. The REST and GraphQL
 * references of Assets, Pools and Engage say it with the code as each API gives it, the overviews with both.
 */
export const zeroArguments = {
  rule: "A builder refuses an amount of 0, or the zero address, where the contract would revert for it (such as `ZeroAmount`, `ZeroAddress` or an ERC-20 mint's `ERC20InvalidReceiver`)",
  rest: ', with `400 VALIDATION_FAILED` unless the builder names another code for it.',
  graphql: ', with `VALIDATION_FAILED` unless the builder names another code for it.',
  pages: ', with `VALIDATION_FAILED` (`400` in REST) unless the builder names another code for it.',
  /** Pools: a `max` amount the builder resolves. */
  poolsMax:
    'A `max` amount that comes to 0 (nothing supplied to withdraw, no collateral to take back) counts as an amount of 0.',
} as const;

/**
 * What Pools builders leave to the chain: the tokens' own rules and the caller's allowance and balance. The REST
 * reference says each word for word, the GraphQL reference each with its builders' names; Pools pages render them.
 */
export const poolsLeftToChain = {
  transferRules:
    "Builders do not check the collateral or loan token's own transfer rules: while the token is paused, or an address the transfer involves is blocked on it or not verified, collateral deposits, collateral withdrawals and liquidations still return a transaction that reverts with the collateral token's error (for HSIF, `EnforcedPause` or `RecipientNotVerified`), and so do supply, withdraw, borrow, repay, liquidations and reserves withdrawals with the loan token's.",
  transferRulesGraphql:
    "Builders do not check the collateral or loan token's own transfer rules: while the token is paused, or an address the transfer involves is blocked on it or not verified, `buildDepositCollateral`, `buildWithdrawCollateral` and `buildLiquidation` still return a transaction that reverts with the collateral token's error (for HSIF, `EnforcedPause` or `RecipientNotVerified`), and so do `buildSupply`, `buildWithdraw`, `buildBorrow`, `buildRepay`, `buildLiquidation` and `buildWithdrawReserves` with the loan token's.",
  approvals:
    "Nor are approvals checked against the token's own rules: the token's `approve` reverts with its own error when it refuses one (an Assetra ERC-20 token's `BlockedAccount` for a blocked holder or spender; USDC's while USDC is paused or for a blacklisted address).",
  allowance:
    "Builders that make the pool pull tokens (supply, collateral deposits, repayments, liquidations) check neither the caller's allowance nor its balance, so that the approval and the call can be built together; without them the transaction reverts.",
  allowanceGraphql:
    "Builders that make the pool pull tokens (`buildSupply`, `buildDepositCollateral`, `buildRepay`, `buildLiquidation`) check neither the caller's allowance nor its balance, so that the approval and the call can be built together; without them the transaction reverts.",
} as const;

/** Assets' `IDENTITY_ALREADY_EXISTS`: a wallet belongs to one identity, which may be another organisation's. */
export const identityExists = {
  /** What to do when the identity is not your organisation's: the answer names the identity, not who manages it. */
  managedElsewhere:
    'another organisation manages it; the answer names the identity, not that organisation, so ask Assetra support to put you in touch with it',
  /** What becomes of the `contactId` sent with the refused `createIdentity`: the link cannot be edited. */
  contactUnlinked:
    "a contact you sent as `contactId` stays unlinked: when the identity is your organisation's, delete the contact and create it again, which links it at once; another organisation's identity is never linked to your contacts",
} as const;

/** Assets' `RECIPIENT_NOT_VERIFIED`: a registration verifies only once the claims exist, so the order matters. */
export const unverifiedRecipient = {
  /** Follows "Register the wallet's identity" on the pages that give the remedy. */
  remedy:
    'if it is not registered, once the KYC provider has issued its claims (registering without them answers `CLAIMS_MISSING`); if it is registered, have its missing or expired claim issued',
} as const;

/** The end of both Safe remedies below: a queued Safe transaction that nothing will replace blocks the Safe's queue. */
const rejectQueuedSafeTransaction =
  "reject the queued one in the Safe app (an on-chain rejection at that nonce), since the Safe's later transactions cannot execute before its nonce is used";

/** An Assets build signed in a Safe: its signed Safe transaction outlives an execution that did not go through. */
export const safeQueuedExecution = {
  /** Follows a remedy that builds again after a revert, a cancellation, a drop or an expiry, or one that ends there. */
  remedy:
    "for a Safe build, a Safe transaction whose execution reverted (with `safeTxGas` and `gasPrice` 0, the Safe app's defaults), was cancelled or was dropped stays in the Safe's queue with its signatures, and any owner can execute it until the Safe's nonce is used: create the new build's Safe transaction at that same Safe nonce (the Safe app's Replace on the queued one), so that only one of them can ever execute; with nothing to build again, " +
    rejectQueuedSafeTransaction,
  /** The same for products without build records (Engage, Pools): the queued Safe transaction is executed again. */
  action:
    "for an action a Safe executes, the signed Safe transaction stays in the Safe's queue after its execution reverted (with `safeTxGas` and `gasPrice` 0, the Safe app's defaults), was cancelled or was dropped, until the Safe's nonce is used: have an owner execute it again, or replace it at the same Safe nonce in the Safe app, instead of building the action again, which would carry it out twice; with nothing left to do, " +
    rejectQueuedSafeTransaction,
} as const;

/** What a Safe execution that succeeds while its call fails is, and when it can happen; the reference says it too. */
const safeCallFailure =
  "whose call failed without reverting the transaction (possible only with a `safeTxGas` or `gasPrice` other than 0: the Safe emits `ExecutionFailure` and uses the Safe's nonce)";

/** Pools and Engage: a Safe execution can succeed while the call it carried failed, so its status reads `CONFIRMED`. */
export const safeExecutionFailure = {
  /** The case itself, as the reference's transaction-status descriptions state it. */
  callFailure: safeCallFailure,
  /** Follows "From a Safe, " where a page reads a `CONFIRMED` status. */
  status: `an execution ${safeCallFailure} is \`CONFIRMED\` with no event of the action in \`events\`: the action did not happen and nothing of it is left in the Safe's queue, so build it again`,
  /** The same read from a receipt (viem, an app that reads receipts): follows "From a Safe, ". */
  receipt: `an execution ${safeCallFailure} has a successful receipt with that log and no event of the action: the action did not happen and nothing of it is left in the Safe's queue, so build it again`,
  /** Follows "A Safe's approval" on a page where a Safe approves a token before a Pools or Engage call pulls it. */
  approval:
    "lists no event in `events` even when it went through (the token's `Approval` is not a pool or Engage event), so a `CONFIRMED` status cannot tell whether its call failed: read the allowance back before the call that spends it, or propose the approval and that call as one batch, so that the call's event answers for both",
} as const;

/**
 * How a script that signs with its own key (no wallet app) speeds up or cancels a pending transaction: nodes accept a
 * replacement at the same nonce only when both fee caps rise by at least this much (geth's default price bump).
 */
export const keyReplacement = {minFeeBumpPercent: 10} as const;

/** A deployment whose transaction was dropped can still be mined while its nonce is unused. */
export const droppedDeployment = {
  remedy:
    "cancel the dropped deployment if it is still pending, with the wallet's Cancel or from the signing account's key with a " +
    `transaction of value 0 to its own address at the same nonce, both fee caps at least ${keyReplacement.minFeeBumpPercent} % higher: ` +
    'while its nonce is unused it can still be mined, at the same address, and a second deployment would then revert ' +
    'with `TokenAlreadyDeployed`',
} as const;

/** Whether an answer of this status is kept under its Idempotency-Key: all but those `idempotency.notKept` names. */
export const answerKeptUnderKey = (status: number): boolean => status !== 429 && status < 500;

/** Requests each caller may make in a one-minute window, on every product API, REST and GraphQL alike. */
export const rateLimits = {
  apiKeyProduction: 600,
  apiKeySandbox: 300,
  accessToken: 120,
  /** Calls without credentials (sign-in, health, networks), counted per IP address. */
  unauthenticatedPerIp: 30,
} as const;

/** Assets transaction builds (`Transaction` records): how long a build waits for its hash before it turns EXPIRED. */
export const transactionBuilds = {validitySeconds: 600} as const;

/** An Assets build a Safe signs: the owners' signatures may take longer than the build stays valid. */
export const safeLateSignatures = {
  /** Follows "if collecting the owners' signatures takes longer than the {validity} until `expiresAt`, ". */
  remedy:
    'build again just before the last owner executes, and report the hash of that execution against the new build',
} as const;

/**
 * What @assetra/sdk retries by itself, besides network errors: a 429 after its `Retry-After`, and the answers of a
 * gateway or a service that is briefly down; then how many retries before it throws the last error.
 */
export const sdkRetries = {rateLimited: 429, unavailable: [502, 503, 504], retries: 3} as const;

/**
 * How long viem's `waitForTransactionReceipt` waits for a receipt when a script passes no `timeout`: after it, the
 * wait throws while the transaction can still be mined at its nonce.
 */
export const viemReceiptWait = {defaultTimeoutSeconds: 180} as const;

/** When the docs' browser module and the web apps renew an access token: this long before it expires. */
export const accessTokenRenewal = {beforeExpirySeconds: 120} as const;
