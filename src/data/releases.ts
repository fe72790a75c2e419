/**
 * Releases of the reference: for each product (and the lease example API), the dated versions of its REST, GraphQL
 * and contract interfaces, each with a snapshot of its files under reference/releases/<line>/<version>/. The
 * changelog pages and feed are generated from the diffs between consecutive snapshots; the compatibility guard
 * compares reference/ with the latest one. Dates and commits are those of the git history the snapshots were taken
 * from.
 */

import {keyReplacement} from './conventions';
import {exampleApis, products, type ProductId} from './platform';

export type ReleaseLineId = ProductId | (typeof exampleApis)[number]['id'];

export interface ReleaseLine {
  id: ReleaseLineId;
  name: string;
  /** The line's interface files, relative to reference/: every one belongs to exactly one line. */
  files: readonly string[];
}

export interface Release {
  line: ReleaseLineId;
  /**
   * `major.minor`: a new major may carry the REST breaks its unreleased notes announced; other breaks follow their
   * policy row in any release (the compatibility guard holds it from 1.2 on).
   */
  version: string;
  /** yyyy-mm-dd, the day the change reached the main branch. */
  date: string;
  /** The commit the snapshot was taken from. */
  commit: string;
  /** Markdown: what changed, for readers of the changelog and the feed. */
  summary: string;
  /** Markdown: what an integrator has to do, for a release with breaking changes. */
  migration?: string;
}

/** A breaking change announced ahead of the release that makes it. */
export interface AnnouncedChange {
  /** Relative to reference/. */
  file: string;
  /** The change's path as the guard reports it, e.g. `GET /pools › parameters/1/schema/enum/0`. */
  path: string;
  /** yyyy-mm-dd; the change may land once the policy's notice has run from this day. */
  announced: string;
  /** Markdown: what changes and what to do. */
  note: string;
}

/**
 * What the next release of a line will hold: its version when it is a new major, the SDK major it ships with when that
 * is a new one, and breaking changes announced.
 */
export interface UnreleasedNotes {
  line: ReleaseLineId;
  version?: string;
  /** A new `@assetra/sdk` major (above conventions' `packageVersions.sdk.major`), the only way an SDK method breaks. */
  sdkMajor?: number;
  announced: readonly AnnouncedChange[];
}

const productName = (id: ProductId) => products.find((product) => product.id === id)!.name;

export const releaseLines: readonly ReleaseLine[] = [
  {
    id: 'assets',
    name: productName('assets'),
    files: [
      'rest/assets.openapi.yaml',
      'graphql/assets.graphql',
      'contracts/ArteMixer.sol',
      'contracts/AssetToken.sol',
      'contracts/AssetTokenFactory.sol',
      'contracts/ERC3643.sol',
    ],
  },
  {
    id: 'pools',
    name: productName('pools'),
    files: ['rest/pools.openapi.yaml', 'graphql/pools.graphql', 'contracts/IERC20CollateralPool.sol'],
  },
  {
    id: 'cp-pools',
    name: productName('cp-pools'),
    files: ['graphql/cp-pools.graphql', 'contracts/ICounterpartyPool.sol'],
  },
  {
    id: 'engage',
    name: productName('engage'),
    files: [
      'rest/engage.openapi.yaml',
      'graphql/engage.graphql',
      'contracts/EngageBuyback.sol',
      'contracts/EngageStaking.sol',
      'contracts/EngageVesting.sol',
    ],
  },
  {id: 'lease', name: exampleApis.find((api) => api.id === 'lease')!.name, files: ['rest/lease.openapi.yaml']},
];

export const releases: readonly Release[] = [
  {
    line: 'pools',
    version: '1.0',
    date: '2026-11-22',
    commit: '0972e83',
    summary:
      'Baseline snapshot of the Pools reference: the REST API, the GraphQL API and the `IERC20CollateralPool` interface.',
  },
  {
    line: 'cp-pools',
    version: '1.0',
    date: '2026-11-22',
    commit: '0972e83',
    summary: 'Baseline snapshot of the CP Pools reference: the GraphQL API and the `ICounterpartyPool` interface.',
  },
  {
    line: 'engage',
    version: '1.0',
    date: '2026-11-23',
    commit: 'b089534',
    summary:
      'Baseline snapshot of the Engage reference: the REST API, the GraphQL API and the staking, vesting and buyback interfaces.',
  },
  {
    line: 'lease',
    version: '1.0',
    date: '2026-11-23',
    commit: 'babf721',
    summary: 'Baseline snapshot of the Lease agreement API, the REST API of the lease agreement use case.',
  },
  {
    line: 'assets',
    version: '1.0',
    date: '2026-11-23',
    commit: '28faee4',
    summary:
      'Baseline snapshot of the Assets reference: the REST API, the GraphQL API and the token factory, asset token, ERC-3643 and ARTE mixer interfaces.',
  },
  {
    line: 'pools',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      '- Sessions renew with a single-use refresh token (`POST /auth/refresh` and `refreshSession`); a refresh token that is expired, revoked or already used gets `REFRESH_TOKEN_INVALID` (`401` in REST).\n- REST enum values of states, kinds and roles are in upper snake case, as GraphQL enums already were (identifiers such as network ids, environments and API key scopes keep their own spelling), and so is the GraphQL `health.status` value (`OK`, was `ok`).\n- The transaction-status endpoint moves to `GET /chains/{chainId}/transactions/{hash}`, which answers `404 CHAIN_TRANSACTION_NOT_FOUND` for a transaction that was dropped or replaced; GraphQL `transactionStatus` answers that code too, instead of `TRANSACTION_NOT_FOUND`.\n- A builder whose account lacks a contract role answers `MISSING_ROLE` (`403` in REST) instead of `FORBIDDEN`, and so does a pool change (`PATCH /admin/pools/{poolId}`, GraphQL `updatePool`) whose signed-in address lacks `POOL_ADMIN_ROLE`.\n- API keys belong to the organisation instead of the signed-in address: `GET /api-keys` (GraphQL `apiKeys`) lists every key of your organisation in the environment, `DELETE /api-keys/{apiKeyId}` revokes any of them, and a new key works on every product API of the environment.',
    migration:
      'Send and compare enum values in upper case: pool `status` (`ACTIVE`), position `status` (`AT_RISK`), token `role` (`LOAN`), approval `asset` (`TOKEN`), transaction `status` (`CONFIRMED`, `NOT_FOUND`) and health `status` (`OK`, in GraphQL `health.status` too). Poll `GET /chains/{chainId}/transactions/{hash}` instead of `GET /transactions/{chainId}/{hash}`, handle `CHAIN_TRANSACTION_NOT_FOUND` where you handled `TRANSACTION_NOT_FOUND` (REST and GraphQL), and handle `MISSING_ROLE`. Keep the refresh token that sign-in returns and renew the session with it before the access token expires. `GET /api-keys` now lists the keys of every member of your organisation: a rotation script that revokes old keys must pick them by `id` or `name`, or it revokes the keys of other members. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'cp-pools',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      'Sign-in returns a single-use refresh token, `refreshSession` renews the session with it (or answers `REFRESH_TOKEN_INVALID` for a token that is unknown, expired, already used or signed out) and `signOut` ends it. A builder whose account lacks a contract role fails with `MISSING_ROLE`.',
    migration:
      'Where you handle `FORBIDDEN` from `buildCreatePool` or `buildLiquidateCollateral`, handle `MISSING_ROLE`: the account needs the contract role before the builder answers. This change reached the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      '- Sessions renew with a single-use refresh token: `POST /auth/refresh` takes it in the body, and GraphQL `refreshSession` replaces `refreshAccessToken`; a refresh token that is expired, revoked or already used gets `REFRESH_TOKEN_INVALID` (`401` in REST); `POST /auth/verify`, `POST /auth/refresh` and `GET /auth/session` no longer return `refreshableUntil` (sign-in and refresh return `refreshExpiresIn` instead; the session read has no replacement).\n- REST enum values of states, kinds and roles are in upper snake case, as GraphQL enums already were (identifiers such as network ids, environments and API key scopes keep their own spelling), and so is the GraphQL `health.status` value (`OK`, was `ok`).\n- The transaction-status endpoint moves to `GET /chains/{chainId}/transactions/{hash}`, which answers `404 CHAIN_TRANSACTION_NOT_FOUND` for a transaction that was dropped or replaced; GraphQL `transactionStatus` and `markProposalExecuted` answer that code too, instead of `TRANSACTION_NOT_FOUND`; and GraphQL `TransactionStatus` reports `requiredConfirmations` (the typical confirmation depth of the network), as REST does.\n- Project ids follow the Crockford base32 pattern.\n- A missing contract role is `MISSING_ROLE` (`403` in REST).\n- API keys belong to the organisation instead of the signed-in address: `GET /api-keys` (GraphQL `apiKeys`) lists every key of your organisation in the environment, `DELETE /api-keys/{apiKeyId}` revokes any of them, and a key from GraphQL `createApiKey` works on every product API of the environment.',
    migration:
      "Renew sessions with the refresh token from sign-in (`POST /auth/refresh` with `refreshToken` in the body, or `refreshSession`) instead of `refreshAccessToken` and `refreshableUntil`, and sign in again with the wallet when renewing answers `REFRESH_TOKEN_INVALID`. Send and compare enum values in upper case: stake and vesting `status`, buyback `destination`, approval `spender`, transaction `status` (`CONFIRMED`, `NOT_FOUND`) and health `status` (`OK`, in GraphQL `health.status` too). Handle `CHAIN_TRANSACTION_NOT_FOUND` where you handled `TRANSACTION_NOT_FOUND` (REST and GraphQL). Poll `GET /chains/{chainId}/transactions/{hash}` instead of `GET /transactions/{chainId}/{hash}`. Copy project ids from the Engage admin's General settings screen, and replace any check of your own that uses `^prj_[0-9A-Z]{26}$` with `^prj_[0-9A-HJKMNP-TV-Z]{26}$`: a project id is `prj_` and a 26-character ULID in Crockford's base32, with no I, L, O or U, and a path with any other id answers `400 VALIDATION_FAILED`. `GET /api-keys` now lists the keys of every member of your organisation: a rotation script that revokes old keys must pick them by `id` or `name`, or it revokes the keys of other members. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.",
  },
  {
    line: 'assets',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      'The refresh operation `refreshAccessToken` is renamed `refreshSession` (same path, `POST /auth/refresh`), the statistics `interval` values are in upper snake case, and the first Sandbox sign-in of an address creates an organisation. The transaction-status operation (`GET /chains/{chainId}/transactions/{hash}`) is `getTransactionStatus` (was `getChainTransaction`), answers `status: NOT_FOUND` for a hash the network does not know yet and reports `requiredConfirmations`.',
    migration:
      'Send and compare `interval` in upper case (`DAY`, not `day`) in `GET /assets/{assetId}/statistics/supply`, in the query and in the response. This change reached `v1` without the notice the deprecation policy promises. Handle `NOT_FOUND` in the transaction status (`GET /chains/{chainId}/transactions/{hash}`) and keep polling until it is `CONFIRMED`, `FAILED` (reverted) or answers `404 CHAIN_TRANSACTION_NOT_FOUND` (dropped or replaced).',
  },
  {
    line: 'lease',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      "A builder whose account lacks a contract role answers `403 MISSING_ROLE` instead of `FORBIDDEN`, and access tokens renew with the Assets API's `POST /auth/refresh`.",
    migration:
      'Where you handle `FORBIDDEN` from a builder whose account lacks a contract role, handle `MISSING_ROLE`. This change reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'assets',
    version: '1.2',
    date: '2026-11-27',
    commit: '68b9aa5',
    summary: 'Every REST operation outside authentication has an `@assetra/sdk` method in the `assets` module.',
  },
  {
    line: 'cp-pools',
    version: '1.2',
    date: '2026-11-27',
    commit: '68b9aa5',
    summary:
      'The schema declares `@sdkMethod`, and each query and transaction builder names its `@assetra/sdk` method in the `cpPools` module.',
  },
  {
    line: 'engage',
    version: '1.2',
    date: '2026-11-27',
    commit: '68b9aa5',
    summary: 'Every REST operation outside authentication has an `@assetra/sdk` method in the `engage` module.',
  },
  {
    line: 'assets',
    version: '1.3',
    date: '2026-11-29',
    commit: '5bf648b',
    summary:
      "- Transactions can be of type `DELETE_IDENTITY`, `RECOVER_WALLET` and `SET_METADATA_CID`, and the transaction list filters by them.\n- A file waiting for its upload has `pinStatus` `AWAITING_UPLOAD` with `cid` and `url` null.\n- The transaction-status lookup answers `from` null while `status` is `NOT_FOUND`.\n- A document link title takes up to 200 characters, as in GraphQL.\n- Building a basket burn while a component token is paused answers `409 ASSET_PAUSED`, as a mint does.\n- REST builders now refuse with `403 MISSING_ROLE` signers that they accepted before and GraphQL already refused: an identity registration (`POST /assets/{assetId}/identity-registrations`) whose `account` is not an agent of the identity registry, even when it is the registry's owner, a basket creation (`POST /mixer/baskets`) whose `account` lacks the mixer's `CURATOR_ROLE`, and an ERC-20 burn (`POST /assets/{assetId}/burn`) whose `account` lacks `BURNER_ROLE`, also when it burns its own balance.\n- `GET /api-keys` takes the access token of any member (`VIEWER` and up), not only an `ADMIN` or `OWNER`, and GraphQL `apiKeys` lists your organisation's keys in the environment instead of the signed-in address's.\n- GraphQL `buildForcedTransfer` and `buildCreateBasket` take an API key with the `transactions` scope; they no longer also need `admin`.\n- GraphQL `buildDeployAsset` takes the access token of an `ADMIN` or `OWNER` (or an API key with the `transactions` scope).\n- GraphQL `markNotificationsRead` takes an access token only.\n- GraphQL `createAsset` and `buildCreateBasket` take a `symbol` of 2 to 11 characters of `A–Z`, `0–9` and `-`, as REST does.",
    migration:
      "Register identities from an agent of the identity registry: an owner that is not an agent now gets `403 MISSING_ROLE`, so make it an agent with `addAgent` first. Create baskets from an account that holds the mixer's `CURATOR_ROLE`, and build ERC-20 burns from an account that holds `BURNER_ROLE`, or handle `403 MISSING_ROLE`. In GraphQL, build ERC-20 deployments (`buildDeployAsset`) with the access token of an `ADMIN` or `OWNER` instead of an `OPERATOR`, mark notifications read (`markNotificationsRead`) with the member's access token instead of an API key, and send a `symbol` of 2 to 11 characters of `A–Z`, `0–9` and `-` to `createAsset` and `buildCreateBasket`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.",
  },
  {
    line: 'pools',
    version: '1.2',
    date: '2026-11-29',
    commit: '5bf648b',
    summary:
      '- API keys can carry the `write` scope (GraphQL `WRITE`).\n- Creating and revoking an API key (REST, and GraphQL `createApiKey` and `revokeApiKey`) answers `FORBIDDEN` (`403` in REST) unless the access token is an `ADMIN` or `OWNER` one.\n- Creating a pool (`POST /admin/pools`, GraphQL `createPool`) on a network where pool creation is not enabled for your organisation answers `FORBIDDEN` (`403` in REST) instead of `NETWORK_NOT_SUPPORTED` (`422` in REST).\n- GraphQL `buildSetRiskParameters` answers `MISSING_ROLE` instead of `FORBIDDEN` when `account` lacks `POOL_ADMIN_ROLE`, as the other admin builders do.\n- GraphQL `revokeApiKey` revokes any key of your organisation, as `DELETE /api-keys/{apiKeyId}` does.',
    migration:
      'Create and revoke API keys with the access token of an `ADMIN` or `OWNER` member: other members now get `FORBIDDEN` (`403` in REST), where they could before. Where you handle `NETWORK_NOT_SUPPORTED` from `createPool`, handle `FORBIDDEN`, and where you handle `FORBIDDEN` from `buildSetRiskParameters` for an account without the role, handle `MISSING_ROLE`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.3',
    date: '2026-11-29',
    commit: '5bf648b',
    summary:
      '- API keys can carry the `write` scope (GraphQL `WRITE`).\n- Creating and revoking an API key (REST, and GraphQL `createApiKey` and `revokeApiKey`) answers `FORBIDDEN` (`403` in REST) unless the access token is an `ADMIN` or `OWNER` one.\n- GraphQL `revokeApiKey` revokes any key of your organisation, as `DELETE /api-keys/{apiKeyId}` does.\n- GraphQL `markProposalExecuted` answers `TRANSACTION_NOT_CONFIRMED` for a hash that is still `PENDING` or `FAILED` in `transactionStatus`.\n- A proposal copies the quorum and the voting period when it is created, but the timelock is read when the proposal is queued, so a new `timelock` set with `updateProject` also applies to proposals already open.\n- `cancelProposal` lets the project admin cancel any proposal that is not `EXECUTED` or already `CANCELLED`, a `DEFEATED` one included; cancelling a `CANCELLED` proposal again answers `INVALID_PROPOSAL_STATUS`.\n- GraphQL `buildCreateVestingSchedule` answers `MISSING_ROLE` instead of `FORBIDDEN` when `account` lacks `VESTING_MANAGER_ROLE`, as the other admin builders do.\n- GraphQL `updateProject` takes a project `name` of up to 80 characters (was 64) and `buildCreateStakingPlan` a plan `name` of up to 40 (was 32), as REST does.',
    migration:
      'Create and revoke API keys with the access token of an `ADMIN` or `OWNER` member: other members now get `FORBIDDEN` (`403` in REST), where they could before. Handle `TRANSACTION_NOT_CONFIRMED` from `markProposalExecuted`: wait until `transactionStatus` is `CONFIRMED` with the event of the action (a Safe execution whose call failed reads `CONFIRMED` with none: the action did not happen and the Safe used its nonce, so build the action again; a hash that ends `FAILED` or answers `CHAIN_TRANSACTION_NOT_FOUND` needs what follows), then mark the proposal executed again. A `FAILED` action reverted: from a wallet, build and send it again; for an action a Safe executes, have an owner execute the queued Safe transaction again or replace it at the same Safe nonce instead, since building it again would carry it out twice, and with nothing left to do, reject it in the Safe app. A hash that answers `CHAIN_TRANSACTION_NOT_FOUND` was, under this version, either never seen by the chain (check the hash and the chain first) or dropped or replaced: [Governance](/docs/engage/back-end-api/graphqlApi/governance#errors) says what to do with each. Read `executableAt` after you queue a proposal instead of computing it from the timelock in force when the proposal was created. Where you handle `FORBIDDEN` from `buildCreateVestingSchedule` for an account without the role, handle `MISSING_ROLE`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'lease',
    version: '1.2',
    date: '2026-11-30',
    commit: '6049fdf',
    summary:
      '- Building the receivables token (`POST /agreements/{agreementId}/receivables-token`) needs an API key with the `admin` scope instead of `transactions`, because it creates an asset in the Assets API.\n- Creating an agreement answers `400 VALIDATION_FAILED` for a `terms.monthlyRent` of `"0"`, a `terms.defaultAfterDays` not greater than `terms.gracePeriodDays` and a `lessee.address` equal to the lessor\'s.\n- Building the receivables token answers `400 VALIDATION_FAILED` for a `cap` of `"0"`, which the factory would read as uncapped.\n- Building the receivables token for an `account` without `ISSUER_ROLE` on the token factory answers `403 MISSING_ROLE` instead of a `createToken` transaction that would revert.',
    migration:
      'Build the receivables token with an API key that has the `admin` scope: a key with only `transactions` now gets `403 FORBIDDEN`. Send a `monthlyRent` above `"0"`, a `defaultAfterDays` greater than `gracePeriodDays`, a lessee wallet other than the lessor\'s and a `cap` of at least 1, or the request answers `400 VALIDATION_FAILED`. Build the receivables token for an `account` that holds `ISSUER_ROLE` on the token factory, and handle `MISSING_ROLE` where you handle the receivables-token builder\'s `403`. These changes reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'assets',
    version: '1.4',
    date: '2026-11-30',
    commit: 'c6898a9',
    summary:
      "- In GraphQL, the id of another organisation's asset answers `FORBIDDEN` instead of `ASSET_NOT_FOUND`, in `asset` and in every asset builder, as REST answers `403 FORBIDDEN`.\n- A transfer check whose `from` is the zero address (`POST /assets/{assetId}/compliance/can-transfer`, GraphQL `canTransfer`) checks a mint: the recipient's verification and the compliance's `canTransfer(0x0, to, amount)` apply, the token's pause and the sender's freeze and balance checks do not.\n- Three builders return a transaction that reverts on chain where they could refuse it: an ERC-20 burn (`POST /assets/{assetId}/burn`, GraphQL `buildBurn`) is checked neither against the allowance that `burnFrom` spends nor against the blocklist (`ERC20InsufficientAllowance`, `BlockedAccount`), a basket burn (`POST /mixer/baskets/{basketId}/burn`, GraphQL `buildBurnBasket`) only for a verified recipient, not for one that is frozen on a component or that the component's compliance refuses (`WalletFrozen`, `TransferNotCompliant`), and an ERC-20 approval (`POST /assets/{assetId}/approvals`) not against the blocklist (`BlockedAccount`); `ACCOUNT_BLOCKED` concerns only the recipient of a mint.\n- GraphQL `buildRegisterIdentity` refuses a registration whose identity lacks a valid claim of a required topic from a trusted issuer with `CLAIMS_MISSING`, as REST does.\n- GraphQL `buildCreateBasket` answers `COMPONENT_NOT_SUPPORTED` instead of `VALIDATION_FAILED` for a component that repeats, and `SYMBOL_TAKEN` for a symbol your organisation already uses on the network.\n- GraphQL `publishAssetMetadata` answers `VALIDATION_FAILED` instead of `METADATA_INVALID` for a field that is too long.\n- GraphQL `createIdentity` answers `CONTACT_NOT_FOUND` for a `contactId` that is not in your address book.\n- A GraphQL webhook endpoint's `eventTypes` lists each event type it needs: `[\"*\"]` no longer stands for all of them.\n- GraphQL `File.cid` and `url` are set as soon as the bytes arrive (`PINNING`), as in REST, and are `null` only while `AWAITING_UPLOAD`.\n\nThe other changes correct or clarify descriptions.",
    migration:
      'In GraphQL, handle `FORBIDDEN` where you handled `ASSET_NOT_FOUND` for an asset of another organisation. Send `from` the zero address to `checkTransfer` or `canTransfer` only to check a mint. Read the allowance (`allowance(from, account)`) and `isBlocked` before you build an ERC-20 burn or approval, and check that a basket burn\'s recipient is not frozen on a component, or expect the transaction to revert. In GraphQL, register a wallet with `buildRegisterIdentity` once the KYC provider has issued every required claim, or handle `CLAIMS_MISSING`; handle `COMPONENT_NOT_SUPPORTED` where you handled `VALIDATION_FAILED` for a repeated basket component, and `SYMBOL_TAKEN`, from `buildCreateBasket`; handle `VALIDATION_FAILED` where you handled `METADATA_INVALID` for a field that is too long in `publishAssetMetadata`; handle `CONTACT_NOT_FOUND` from `createIdentity`; list each event type in `eventTypes` instead of `["*"]` when you create a webhook endpoint; and wait for `pinStatus` `PINNED`, not for a non-null `cid`, before you name a file in a metadata version. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'pools',
    version: '1.3',
    date: '2026-11-30',
    commit: 'c6898a9',
    summary:
      "- An interest-rate model must also keep `baseRateBps` + `slope1Bps` + `slope2Bps` ≤ 10000, so the borrow APR stays within 10000 bps: creating a pool (`POST /admin/pools`, GraphQL `createPool`) and building a rate-model change (`POST /admin/pools/{poolId}/interest-rate-model`, GraphQL `buildSetInterestRateModel`) answer `INVALID_RISK_PARAMETERS` (`422` in REST) for a larger sum, which the contract's `setInterestRateModel` does not check.\n- A reserve withdrawal (`POST /admin/pools/{poolId}/reserves/withdraw`, GraphQL `buildWithdrawReserves`) answers `INSUFFICIENT_RESERVES` (`422` in REST) also when `amount` exceeds the loan token the pool holds, for which the contract's `withdrawReserves` reverts with `InsufficientReserves`: while accrued interest has taken `totalBorrowed` above `totalSupplied`, the pool holds `totalSupplied` + `totalReserves` − `totalBorrowed`, less than `totalReserves`. In that state `availableLiquidity` is 0, never negative, and `utilizationBps` is capped at 10000, the value the APRs are computed from, as the contract's `availableLiquidity()` and `utilizationBps()` are.\n- A supply position's `supplied` is the principal left, floored at `0`, and `earned` the interest not yet withdrawn, the whole `balance` once `supplied` is `0`.\n- The `ltvBps` of a borrow position and of a simulation is truncated and capped at 2147483647, the value for debt whose `collateralValue` is 0, and their `liquidationPrice` is `null` when `collateral` is 0.\n- A pool's `updatedAt` is when the pool last changed: its last confirmed transaction, a price update, or a change of `name` or `listed`.\n- Builders do not check the collateral or loan token's own transfer rules: while the token is paused, or an address the transfer involves is blocked on it or not verified, the builders that move it return a transaction that reverts with the token's error (for HSIF, `EnforcedPause` or `RecipientNotVerified`). So collateral deposits and repayments stay open during a pool pause only while the token itself is not paused, a liquidation's `collateralRecipient` must be accepted by a permissioned collateral token such as HSIF, and a repayment of `max` is not checked against the wallet's balance.\n- As in Assets since 1.1, the first Sandbox sign-in (`POST /auth/verify`, GraphQL `verifySignIn`) of an address that belongs to no organisation creates a Sandbox organisation with that address as its `OWNER`.\n- GraphQL `transactionStatus.events` lists the pool events that describe the action, as REST does: bookkeeping events such as `InterestAccrued` are left out (read them from the receipt's logs).\n\nThe other changes correct or clarify descriptions.",
    migration:
      'Send `createPool` and `buildSetInterestRateModel` a rate model whose `baseRateBps` + `slope1Bps` + `slope2Bps` is at most 10000, or handle `INVALID_RISK_PARAMETERS`. Withdraw reserves up to the smaller of `totalReserves` and the loan token the pool holds, or handle `INSUFFICIENT_RESERVES`. Read `supplied` as the principal left, never below `0`, and `earned` as the interest not yet withdrawn. Expect `availableLiquidity` 0 and `utilizationBps` 10000 while accrued interest keeps `totalBorrowed` above `totalSupplied`, and `ltvBps` 2147483647 with `liquidationPrice` `null` for debt without collateral. Read `InterestAccrued` from the transaction receipt, not from GraphQL `transactionStatus.events`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'cp-pools',
    version: '1.3',
    date: '2026-11-30',
    commit: 'c6898a9',
    summary:
      "- `CpPool.shortfall` is `amountOwed` − `totalRepaid` − `liquidationProceeds` in every status, as the contract's `shortfall()` computes it: while `FUNDING` and after `FAILED` it equals `amountOwed` instead of `\"0\"`, although a failed pool owes nothing (investors take refunds).\n- A pool reads the Assetra treasury from the factory when it activates and pays its platform fee, so a change of `PlatformSettings.treasury` reaches pools still funding; the fee, periods, quorum, liquidation discount and price feed are still copied into `terms()` when a pool is created.\n- Builders do not check the collateral token's or the stablecoin's own transfer rules: while the token is paused, or an address the transfer involves is blocked or blacklisted on it, `buildCreatePool`, `buildLiquidateCollateral` and `buildWithdrawCollateral` (collateral) and `buildSupply`, `buildWithdrawDeposit`, `buildRefund`, `buildRepay`, `buildLiquidateCollateral` and `buildClaim` (stablecoin) return a transaction that reverts with the token's error (for AUR, `EnforcedPause` or `BlockedAccount`), and the contract's `withdrawCollateral` and `liquidateCollateral` revert the same way.\n- As in Assets since 1.1, the first Sandbox `verifySignIn` of an address that belongs to no organisation creates a Sandbox organisation with that address as its `OWNER`.\n\nThe other changes correct or clarify descriptions.",
    migration:
      'Read `shortfall` as what investors are still owed only from `ACTIVE` on: while a pool is `FUNDING` or `FAILED` it equals `amountOwed`. This change reached the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.4',
    date: '2026-11-30',
    commit: 'c6898a9',
    summary:
      "- GraphQL `markProposalExecuted` answers `TRANSACTION_NOT_CONFIRMED` instead of `CHAIN_TRANSACTION_NOT_FOUND` for a hash the project's chain does not know (`NOT_FOUND` in `transactionStatus`), as it does for a hash still `PENDING` or `FAILED`; `CHAIN_TRANSACTION_NOT_FOUND` is left for a hash Assetra saw pending that was then dropped or replaced.\n- A vesting schedule's `duration` is at most 315,360,000 s (3,650 days, the vesting contract's `maxDuration()`): building one with a longer duration (`POST /admin/projects/{projectId}/vesting/schedules`, GraphQL `buildCreateVestingSchedule`) answers `INVALID_VESTING_SCHEDULE` (`422` in REST).\n- As in Assets since 1.1, the first Sandbox sign-in (`POST /auth/verify`, GraphQL `verifySignIn`) of an address that belongs to no organisation creates a Sandbox organisation with that address as its `OWNER`.\n- GraphQL `transactionStatus.events` lists the Engage events that describe the action, as REST does.\n\nThe other changes correct or clarify descriptions.",
    migration:
      "Where you handle `CHAIN_TRANSACTION_NOT_FOUND` from `markProposalExecuted` for a hash the chain does not know, handle `TRANSACTION_NOT_CONFIRMED`: check the hash and that it was sent on the project's chain, and wait until `transactionStatus` is `CONFIRMED` with the action's event (a Safe execution whose call failed reads `CONFIRMED` with none: the action did not happen, and [Governance](/docs/engage/back-end-api/graphqlApi/governance#queue-carry-out-and-record) says to build it again; a `FAILED` one reverted, and one that answers `CHAIN_TRANSACTION_NOT_FOUND` was dropped or replaced: [Governance](/docs/engage/back-end-api/graphqlApi/governance#errors) says what to do with each). Create vesting schedules with a `duration` of at most 315,360,000 s, or handle `INVALID_VESTING_SCHEDULE`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.",
  },
  {
    line: 'assets',
    version: '1.5',
    date: '2026-12-02',
    commit: '50d2724',
    summary:
      "- GraphQL `createAsset` without `decimals` takes the template's default, the new `AssetTemplate.decimals` (18 for the built-in templates): `CreateAssetInput.decimals` no longer has a default value of its own.\n- Every REST builder of an asset's token (mint, burn, pause, unpause, cap, blocklist, role grants and revocations, approvals, forced transfers, freezes, identity registrations) answers `409 ASSET_NOT_ACTIVE` while the asset has no token contract (`DRAFT`, `DEPLOYING` or `FAILED`), as the GraphQL builders already did: the cap and forced-transfer builders gain a `409` response, and burn, pause, unpause, blocklist, role, freeze and identity-registration builders a second `409` code beside `ASSET_PAUSED`, `STATE_UNCHANGED` or `ALREADY_REGISTERED`.\n- New refusals: an ERC-3643 mint, burn, forced transfer or transfer check of 0 answers `VALIDATION_FAILED` (`400` in REST); the asset token builders (mint, burn, pause, unpause, cap, blocklist, role grants and revocations, GraphQL `buildSetMetadataCid`) answer `STANDARD_NOT_SUPPORTED` (`422` in REST) for an ARTE basket token; a basket (`POST /mixer/baskets`, GraphQL `buildCreateBasket`) with an ARTE basket among its components answers `COMPONENT_NOT_SUPPORTED` (`422` in REST), as GraphQL `buildCreateBasket` now also does for a component that is not an `ACTIVE` asset or supported stablecoin on the mixer's chain; GraphQL `createWebhookEndpoint` answers `WEBHOOK_URL_INVALID` for a URL that does not resolve to a public IP address or is longer than 2,048 characters; a basket mint or burn of 0, or to the zero address, answers `VALIDATION_FAILED` (`400` in REST); the basket mint (`POST /mixer/baskets/{basketId}/mint`, GraphQL `buildMintBasket`) also checks the blocklists of ERC-20 components and, in REST, that each ERC-3643 component still verifies the mixer (GraphQL answered it through its transfer check); GraphQL `submitTransaction` checks that a reported hash was sent by the build's `from` (for a Safe build, that it executes a Safe transaction of that Safe), as REST already did, or answers `HASH_MISMATCH`; GraphQL `submitTransaction` answers `TRANSACTION_EXPIRED` for a build cancelled through REST; GraphQL `buildRecoverWallet` answers `ALREADY_REGISTERED` when the new wallet is already registered (among them a lost wallet registered with none while the new one is registered with this ONCHAINID, which was `VALIDATION_FAILED`) and `RECIPIENT_NOT_VERIFIED` when the ONCHAINID lacks a valid claim, and `MISSING_ROLE` when the token itself is not an agent of its identity registry (the recovery reverted with `CallerNotAgent`).\n- A lease's receivables token is neither edited nor deployed through the Assets API: `PATCH /assets/{assetId}` answers `409 ASSET_NOT_DRAFT` for it, in `DRAFT` or `FAILED`, and so does its deployment (`POST /assets/{assetId}/deploy`, GraphQL `buildDeployAsset`: `ASSET_NOT_DRAFT`; GraphQL `deployAsset` refuses it, as every ERC-20 asset, with `STANDARD_NOT_SUPPORTED`); the `createToken` of its Lease API build deploys it.\n- A metadata version (`POST /assets/{assetId}/metadata/versions`) holds at most 50 attributes, with names of 1 to 64 characters and string values of 1 to 256, and an `https://` issuer website, as GraphQL's `publishAssetMetadata` already required.\n- Issuer metadata has `legal.terms` (short legal terms or a pointer to them, up to 2,000 characters, as GraphQL's `legalTerms` sets them), and `legal.jurisdiction`, `legal.governingLaw` and `issuer.website` may be `null`, in a new version's body and in what the metadata endpoints return.\n- Members (`POST /users`, `PATCH /users/{userId}`, `DELETE /users/{userId}`): an ADMIN, or an API key with the `admin` scope, invites, removes and moves members between OPERATOR and VIEWER only; giving, changing or removing the ADMIN or OWNER role, an invitation included, takes an OWNER's access token, and anything else answers `FORBIDDEN` (`403` in REST).\n- The supply history (`GET /assets/{assetId}/statistics/supply`, GraphQL `assetHistory`) of an asset that is not on chain yet answers with no buckets.\n- GraphQL `createApiKey` takes an `expiresAt` at most 2 years ahead, as REST does.\n- GraphQL `requestSignInNonce` names its error, `NETWORK_NOT_SUPPORTED` for a `chainId` this API does not serve in this environment, and `verifySignIn` takes a smart-contract wallet's signature (EIP-1271, such as a Safe's), verified on chain, besides the 65-byte signature of an externally owned account, as on every product API this day.\n- The contract interfaces list errors their implementations already revert with: the upgrade errors `ERC1967NonPayable`, `ERC1967InvalidImplementation` and `UUPSUnsupportedProxiableUUID`, `IERC3643Token.EmptyString`, and `IModularCompliance.ComplianceNotSuitableForBindingToModule` and `IModularCompliance.ZeroAmount`.\n- Corrections to the 1.4 notes: besides the three builders they named, the deployment (`POST /assets/{assetId}/deploy`, GraphQL `buildDeployAsset`) returns a transaction that reverts where it could refuse it, as it does not check whether the token already exists (`TokenAlreadyDeployed`), and several of the builds listed under New refusals did too. A basket burn is not checked against the blocklists of ERC-20 components either (`BlockedAccount`, USDC's blacklist). And a transfer check from the zero address skips the token's pause only on an ERC-3643 token: on an ERC-20 asset token it reports `PAUSED` and `FROZEN`.\n- Corrections to the ERC-3643 interface, as T-REX v4 behaves: `InsufficientAllowance`, `ArrayLengthMismatch`, `InvalidCountry`, `ModuleCallFailed` and `ClaimTopicNotFound` are never raised (a transfer above the allowance reverts with a panic 0x11, a batch call whose second or third list is shorter with a panic 0x32, while a longer list's extra entries are ignored); the registry setters store the zero address without a check (`setCompliance` with it reverts without error data); `recoveryAddress` does not check that the lost wallet is registered with the ONCHAINID, and reverts with `IdentityAlreadyRegistered`, `IdentityNotRegistered` or `RecipientNotVerified`; `setCompliance` reverts with `TokenAlreadyBound` or `CallerNotBoundToken`, and `getTrustedIssuerClaimTopics` with `TrustedIssuerNotFound`; the compliance's owner may call `bindToken` at any time, and binding another token replaces the bound one, whose transfers, forced transfers, recoveries, mints and burns then revert (`TokenAlreadyBound` refuses only the token itself); `isAgent` with the zero address reverts with `ZeroAddress` instead of answering false, `removeAgent`, `deleteIdentity`, `updateCountry`, `updateIdentity`, `removeModule`, `removeTrustedIssuer` and `updateIssuerClaimTopics` check for the zero address first, and `unbindToken` with the zero address reverts with `ZeroAddress` only while no token is bound (with one bound, `CallerNotBoundToken`); `getModules`, `getClaimTopics` and `getTrustedIssuers` may change order after a removal; and an agent may mint to a frozen wallet, which a freeze stops only from sending and receiving by `transfer` and `transferFrom`.\n- A deployment whose transaction is dropped (cancelled in the wallet, or replaced by another call; a speed-up of the same call is followed) returns its asset to `DRAFT`, with `address` back to `null`, and `asset.deployment_failed` fires: deploy it again once nothing is pending at the signing account's nonce (cancel it if it is still pending: with the wallet's Cancel, or from the signing account's key with a transaction of value 0 to its own address at the same nonce, both fee caps at least " +
      keyReplacement.minFeeBumpPercent +
      " % higher), since until that nonce is used the dropped one can still be mined, at the same address, and a second deployment would then revert with `TokenAlreadyDeployed`; a deployment a Safe executes is deployed again from a new build whose Safe transaction takes the queued one's Safe nonce, so that only one can execute. The earlier references named only `ACTIVE` and, after a revert, `FAILED`; the behaviour is not new.\n- GraphQL `assets` says that in the Sandbox it also lists the shared test asset SGLD, as REST `GET /assets` does; the behaviour is not new.\n- Builders say that they refuse an amount of 0, or the zero address, where the contract would revert for it (`ZeroAmount`, `ZeroAddress`, an ERC-20 mint's `ERC20InvalidReceiver`), with `VALIDATION_FAILED` (`400` in REST) unless the builder names another code for it; apart from the new refusals listed above, the behaviour is not new.\n- ARTE basket builders say what they leave to the chain and what they check: a burn's builder does not check the mixer, which sends the components (its wallet frozen on an ERC-3643 component or blocked by an ERC-20 one, or too few of its tokens unfrozen or left after that token's agent froze, burnt or force-transferred them, make the burn revert); the burn's part is not new behaviour. A mint's builder answers `TRANSFER_NOT_COMPLIANT` (`422` in REST) when an ERC-3643 component's compliance refuses the deposit into the mixer (not new: both APIs named it), when an ERC-3643 component has frozen the mixer's wallet (not new: GraphQL answered it through the same compliance check), and, with the new blocklist check above, when an ERC-20 component blocks the mixer as well as the depositor.\n- REST documents three refusals GraphQL already named: an identity registration (`POST /assets/{assetId}/identity-registrations`) while the identity's ONCHAINID is still deploying, a basket quote (`POST /mixer/baskets/{basketId}/quote`) of amount 0, and a supply history (`GET /assets/{assetId}/statistics/supply`) whose `from` is not before `to`, each with `400 VALIDATION_FAILED`; the behaviour is not new.\n\nThe other changes correct or clarify descriptions.",
    migration:
      "Send `decimals` to GraphQL `createAsset` where you relied on 18 with a saved template of other decimals. Handle `409 ASSET_NOT_ACTIVE` from every token builder, not only as `ASSET_PAUSED`, `STATE_UNCHANGED` or `ALREADY_REGISTERED`, and read `legal.jurisdiction`, `legal.governingLaw` and `issuer.website` as possibly `null`. Send REST metadata versions with at most 50 `attributes` (each `traitType` of 1 to 64 characters, a string `value` of 1 to 256) and an `https://` issuer `website`. Create keys with GraphQL `createApiKey` with an `expiresAt` at most 2 years ahead, or none. Deploy and rebuild a lease's receivables token through the Lease API only. Catch ERC-3643 reverts by what the interface now lists (panics where `InsufficientAllowance` or `ArrayLengthMismatch` were documented; check a batch's list lengths before you send it), and check a lost wallet's registration yourself before `recoveryAddress`; never call `isAgent` with the zero address, never rely on the order of the registry and compliance lists, and keep a compliance's owner from binding another token to it. Handle `VALIDATION_FAILED` for ERC-3643 amounts of 0 and basket mints and burns of 0 or to the zero address, `STANDARD_NOT_SUPPORTED` for basket tokens, `COMPONENT_NOT_SUPPORTED` for a basket among a basket's components, the basket mint's new refusals and `buildRecoverWallet`'s new codes, in GraphQL, report only hashes sent from the build's `from`, or for a Safe build the hash of the owner's `execTransaction` (or handle `HASH_MISMATCH`), invite, promote and remove ADMINs and OWNERs with an OWNER's access token, and check that a basket burn's recipient is neither frozen on a component nor blocked by an ERC-20 component, and that the mixer can send every component, or expect the transaction to revert. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.",
  },
  {
    line: 'pools',
    version: '1.4',
    date: '2026-12-02',
    commit: '315e035',
    summary:
      "- API keys expire at most 2 years ahead: a later `expiresAt` (`POST /api-keys`, GraphQL `createApiKey`) is refused with `VALIDATION_FAILED` (`400` in REST).\n- GraphQL `simulatePosition` answers `PRICE_UNAVAILABLE` when `collateralPrice` is omitted and the feed price is stale.\n- GraphQL `requestSignInNonce` names its error, `NETWORK_NOT_SUPPORTED` for a `chainId` this API does not serve in this environment, and `verifySignIn` takes a smart-contract wallet's signature (EIP-1271, such as a Safe's), verified on chain, besides the 65-byte signature of an externally owned account, as on every product API this day.\n- Builders that make the pool pull tokens check neither the caller's allowance nor its balance, so that the approval and the call can be built together; without them the transaction reverts. The REST supply builder always said so; the REST API's overview now says it of the collateral deposit, repayment and liquidation builders (`buildDepositCollateral`, `buildRepay`, `buildLiquidation`) too, and so do the GraphQL descriptions.\n- The contract interface lists the upgrade errors its implementation already reverts with: `ERC1967NonPayable`, `ERC1967InvalidImplementation` and `UUPSUnsupportedProxiableUUID`.\n- The API-key scheme points to `ApiKeyScope` for what each scope allows: `read` covers the `GET` endpoints outside `/admin` (which needs `admin`) and simulations; the API key endpoints and the session (`GET /auth/session`) take an access token only.\n- The health factor, the collateral value and a liquidation's seized collateral are written as the pool contract computes them, with one division after every multiplication (the old order, dividing first, could read lower, by up to 10^18 ÷ the debt in base units for a health factor).\n- The `/admin/pools/{poolId}` endpoints document the `403 FORBIDDEN` they answer an API key without the `admin` scope, beside `403 MISSING_ROLE` for an address without the pool role; the behaviour is not new.\n- Builders say that they refuse an amount of 0, or the zero address, where the contract would revert for it (`ZeroAmount`, `ZeroAddress`), with `VALIDATION_FAILED` (`400` in REST) unless the builder names another code for it; the behaviour is not new.\n- GraphQL `transactionStatus` documents the `NETWORK_NOT_SUPPORTED` it answers for a `chainId` this environment does not serve, as the catalogue describes it (REST answers `422 NETWORK_NOT_SUPPORTED` for the other environment's chains and `400 VALIDATION_FAILED` for a network the API does not run on); the behaviour is not new.\n\nThe other changes correct or clarify descriptions.",
    migration:
      'Create API keys with an `expiresAt` at most 2 years ahead, or none, and handle `PRICE_UNAVAILABLE` from `simulatePosition` (or send `collateralPrice`). Check the allowance and the balance before sending a collateral deposit, repayment or liquidation, as for a supply, or expect it to revert. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'cp-pools',
    version: '1.4',
    date: '2026-12-02',
    commit: '4596698',
    summary:
      "- GraphQL `requestSignInNonce` names its error, `NETWORK_NOT_SUPPORTED` for a `chainId` this API does not serve in this environment, and `verifySignIn` takes a smart-contract wallet's signature (EIP-1271, such as a Safe's), verified on chain, besides the 65-byte signature of an externally owned account, as on every product API this day.\n- Builders whose transaction makes a contract pull tokens (`buildCreatePool`, `buildSupply`, `buildRepay`, `buildLiquidateCollateral`) do not check the caller's allowance or balance: a short one makes the transaction revert.\n- `buildSupply`, `buildWithdrawDeposit` and `buildRepay` document the `VALIDATION_FAILED` they answer for an amount of 0, which the contract refuses (`ZeroAmount`), as `buildCreatePool` and `buildLiquidateCollateral` did; the behaviour is not new.\n\nThe other changes correct or clarify descriptions.",
    migration:
      'Check the allowance and the balance before sending `buildCreatePool`, `buildSupply`, `buildRepay` or `buildLiquidateCollateral` transactions, or expect them to revert. This change reached the GraphQL API without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.5',
    date: '2026-12-02',
    commit: 'b37ded0',
    summary:
      "- A project's `website` and `supportEmail` are `null` until set in REST (`GET /projects/{projectId}`, `PATCH /admin/projects/{projectId}`), as in GraphQL and in the app's General settings; GraphQL `ProjectToken.logoCid` is never null, as every project has a logo from its creation.\n- A staking plan built without `name` (`POST /admin/projects/{projectId}/staking/plans`) is named after its lock: `Flexible` without one, else its days, such as `90 days`.\n- API keys expire at most 2 years ahead: a later `expiresAt` (`POST /api-keys`, GraphQL `createApiKey`) is refused with `VALIDATION_FAILED` (`400` in REST).\n- An admin builder answers `FORBIDDEN` (`403` in REST) to an access token whose address holds none of the contract roles the function needs, and `MISSING_ROLE` when `account` does not hold the role; GraphQL `buildCreateVestingSchedule` also checks that `beneficiary` is not the zero address and that `totalAmount` is above 0.\n- GraphQL `requestSignInNonce` names its error, `NETWORK_NOT_SUPPORTED` for a `chainId` this API does not serve in this environment, and `verifySignIn` takes a smart-contract wallet's signature (EIP-1271, such as a Safe's), verified on chain, besides the 65-byte signature of an externally owned account, as on every product API this day.\n- The contract interfaces list the upgrade errors their implementations already revert with: `ERC1967NonPayable`, `ERC1967InvalidImplementation` and `UUPSUnsupportedProxiableUUID`.\n- Builders leave two things to the chain: builders that make a contract pull tokens check neither the allowance nor the balance (the REST stake builder always said so; the REST API's overview now says it of the builders of a vesting schedule and of a reward-pool or buyback funding too, and so do the GraphQL builders), and a token's own rules (a paused token, an address it blocks, such as USDC's blacklist) make the transaction revert with the token's error.\n- The reward formulas multiply before the one division, and the early-unlock penalty is rounded up to a base unit, as the staking contract computes them.\n- The rewards estimate counts only up to the plan's accrual period, where the staking contract stops accruing (`rewardEndsAt`): a longer GraphQL `estimateStakingRewards` `duration`, or a REST `simulateStakingRewards` `at` past the reward end, gives the rewards of that period.\n- Responses these endpoints already gave are now documented: `404 PROJECT_NOT_FOUND` on the unstake, reward-claim, restake, vesting-claim and revocation builders, `422 BELOW_MIN_STAKE` on the restake (a new plan whose minimum is above the stake), and `403 FORBIDDEN` on the buyback execution (an API key without the `transactions` scope); the behaviour is not new.\n- Builders say that they refuse an amount of 0, or the zero address, where the contract would revert for it (`ZeroAmount`, `ZeroAddress`), with `VALIDATION_FAILED` (`400` in REST) unless the builder names another code for it (a vesting schedule's `INVALID_VESTING_SCHEDULE`, a buyback configuration's `INVALID_BUYBACK_CONFIG`), and GraphQL `buildConfigureBuyback` names the `INVALID_BUYBACK_CONFIG` it answers for a zero `treasury` with the `TREASURY` destination, as REST does; apart from the new refusals listed above, the behaviour is not new.\n- GraphQL `transactionStatus` documents the `NETWORK_NOT_SUPPORTED` it answers for a `chainId` this environment does not serve, as the catalogue describes it (REST answers `422 NETWORK_NOT_SUPPORTED` for the other environment's chains and `400 VALIDATION_FAILED` for a network the API does not run on); the behaviour is not new.\n\nThe other changes correct or clarify descriptions.",
    migration:
      "Check the allowance, the balance and the token's pause and blocklist before sending a built transaction, or expect it to revert. Read a rewards estimate longer than the accrual period as that period's rewards. Create API keys with an `expiresAt` at most 2 years ahead, or none; handle `FORBIDDEN` from admin builders for a signed-in address without the contract role, and read `website` and `supportEmail` as possibly `null`. These changes reached `v1` and the GraphQL API without the notice the deprecation policy promises.",
  },
  {
    line: 'lease',
    version: '1.3',
    date: '2026-12-02',
    commit: 'a540241',
    summary:
      "- A document's `cid` in responses follows the Assets API's pattern: `bafy` and at least 20 base32 characters (the schema said 52).\n- A receivables token's `decimals` are at most 18, as the Assets token factory allows (the schema said 255), in agreements and in distributions.\n- `GET /arrears` lists only agreements in arrears: `data[].status` is always `IN_ARREARS`.\n- The allocation mint builder (`POST /agreements/{agreementId}/allocations`) no longer checks the token's pause or blocklist: while the token is paused, or when `investor` is on its blocklist, the mint reverts on chain with `EnforcedPause()` or `BlockedAccount(investor)`.\n- A termination applies the deposit up to the claim and returns the rest of a larger deposit to the lessee; `amountDue` is never below 0. A `DEFAULT` quote is judged on the day it is asked for, whatever its termination date.\n- New refusals: `POST /agreements` answers `400 VALIDATION_FAILED` when `paymentDay` is not the day of `startDate`, a party's `name` is not the one on file for its address, there is more than one `LEASE_CONTRACT`, or the `reference` is taken; building the receivables token (`POST /agreements/{agreementId}/receivables-token`) answers `400 VALIDATION_FAILED` for a `symbol` that is not 2 to 11 capital letters, digits or hyphens, or that your organisation already uses on the network; a `LEASE_CONTRACT` can be linked only while neither party has signed (a second one replaces the first); activation needs the delivery note pinned (`409 FILE_NOT_PINNED`), and a missing one answers `404`.\n- The Lease API follows the receivables token's deployment itself (there is no hash to report): a `createToken` that reverts makes the asset `FAILED`, and only a `FAILED` token can be built again with the receivables-token build.\n- The allocation mint (`POST /agreements/{agreementId}/allocations`) documents the `403 FORBIDDEN` it already answered an API key without the `transactions` scope, beside `403 MISSING_ROLE`; the behaviour is not new.\n- The lessor's endpoints (creating, activating and terminating an agreement, linking documents, `GET /arrears`, the receivables token, allocations and calculating a distribution, `POST /agreements/{agreementId}/distributions`) list the API key as their only credential: an access token was always refused there with `403 FORBIDDEN`, which the behaviour keeps.\n- The direct-debit builder (`POST /agreements/{agreementId}/direct-debit`) builds an `amount` of `\"0\"`, which removes the allowance, after the agreement is terminated or completed, where it answered `409 INVALID_AGREEMENT_STATUS`; and a distribution (`POST /agreements/{agreementId}/distributions`) is no longer refused with `409 RECEIVABLES_NOT_TOKENISED` while the receivables token is paused.\n- Descriptions say what the behaviour already was: a termination's `settled` turns `true` once the whole claim (`depositApplied` and `amountDue`) has been distributed, a distribution is `PAID` once every payout is confirmed or `SKIPPED`, and a caller who is not a party gets `403 FORBIDDEN`, not `404 AGREEMENT_NOT_FOUND`; the behaviour is not new.\n\nThe other changes correct or clarify descriptions.",
    migration:
      'Unpause the receivables token and unblock the investor before building an allocation, or expect the mint to revert. Read `amountDue` as 0 or more, with any deposit beyond the claim returned to the lessee. Ask for a `DEFAULT` quote only once an installment is `defaultAfterDays` past due, or handle `409 DEFAULT_NOT_REACHED`. Send `paymentDay` as the day of `startDate`, the party names on file, at most one `LEASE_CONTRACT` and a new `reference`; send a receivables-token `symbol` of 2 to 11 capital letters, digits or hyphens that your organisation does not use on the network yet; link the lease contract before the first signature; pin the delivery note before activation; call `POST /agreements` and the other lessor endpoints with an API key of the lessor only. These changes reached `v1` without the notice the deprecation policy promises.',
  },
];

export const unreleased: readonly UnreleasedNotes[] = [
  {
    line: 'assets',
    announced: [
      {
        file: 'contracts/ERC3643.sol',
        path: 'IERC3643Token › event UpdatedTokenInformation',
        announced: '2026-12-01',
        note: "`IERC3643Token`'s `UpdatedTokenInformation` will list `newName`, `newSymbol` and `newOnchainID` as indexed, as T-REX v4 and EIP-3643 declare them and as deployed ERC-3643 tokens emit them; the ABI published today lists them unindexed, which does not decode those logs. Decode the event with the indexed signature now.",
      },
    ],
  },
];

export function releaseLine(id: ReleaseLineId): ReleaseLine {
  const line = releaseLines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No release line "${id}".`);
  return line;
}

/** A line's releases, oldest first. */
export const releasesOf = (line: ReleaseLineId, list: readonly Release[] = releases): Release[] =>
  list.filter((release) => release.line === line);

export const majorOf = (version: string) => Number(version.split('.')[0]);

/** A minor release may not break its major, so one with a migration note broke the deprecation policy. */
export const releasesWithoutNotice: readonly Release[] = releases.filter(
  (release) => release.migration !== undefined && !release.version.endsWith('.0'),
);
