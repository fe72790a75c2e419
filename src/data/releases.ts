/**
 * Releases of the reference: for each product (and the lease example API), the dated versions of its REST, GraphQL
 * and contract interfaces, each with a snapshot of its files under reference/releases/<line>/<version>/. The
 * changelog pages and feed are generated from the diffs between consecutive snapshots; the compatibility guard
 * compares reference/ with the latest one. Dates and commits are those of the git history the snapshots were taken
 * from.
 */

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
  /** `major.minor`: a new major may break the previous one; a minor may not (from 1.2 on, the guard holds it). */
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

/** What the next release of a line will hold: its version when it is a new major, and breaking changes announced. */
export interface UnreleasedNotes {
  line: ReleaseLineId;
  version?: string;
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
      'Sessions renew with a single-use refresh token (`POST /auth/refresh` and `refreshSession`); a refresh token that is expired, revoked or already used gets `REFRESH_TOKEN_INVALID` (`401` in REST). REST enum values are in upper snake case, as in GraphQL. The transaction-status endpoint moves to `GET /chains/{chainId}/transactions/{hash}`, which answers `404 CHAIN_TRANSACTION_NOT_FOUND` for a transaction that was dropped or replaced. A builder whose account lacks a contract role answers `403 MISSING_ROLE` instead of `FORBIDDEN`, and so does a pool change (`PATCH /admin/pools/{poolId}`, GraphQL `updatePool`) whose signed-in address lacks `POOL_ADMIN_ROLE`.',
    migration:
      'Send and compare enum values in upper case: pool `status` (`ACTIVE`), position `status` (`AT_RISK`), token `role` (`LOAN`), approval `asset` (`TOKEN`) and health `status` (`OK`). Poll `GET /chains/{chainId}/transactions/{hash}` instead of `GET /transactions/{chainId}/{hash}`, and handle `CHAIN_TRANSACTION_NOT_FOUND` and `MISSING_ROLE`. Keep the refresh token that sign-in returns and renew the session with it before the access token expires. These changes reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'cp-pools',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      'Sign-in returns a single-use refresh token, `refreshSession` renews the session with it (or answers `REFRESH_TOKEN_INVALID` for a token that is unknown, expired, already used or signed out) and `signOut` ends it. A builder whose account lacks a contract role fails with `MISSING_ROLE`.',
    migration:
      'Where you handle `FORBIDDEN` from `buildCreatePool` or `buildLiquidateCollateral`, handle `MISSING_ROLE`: the account needs the contract role before the builder answers. This change reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      'Sessions renew with a single-use refresh token: `POST /auth/refresh` takes it in the body, and GraphQL `refreshSession` replaces `refreshAccessToken`; a refresh token that is expired, revoked or already used gets `REFRESH_TOKEN_INVALID` (`401` in REST). REST enum values are in upper snake case, as in GraphQL. The transaction-status endpoint moves to `GET /chains/{chainId}/transactions/{hash}`. Project ids follow the Crockford base32 pattern, and a missing contract role is `403 MISSING_ROLE`.',
    migration:
      "Renew sessions with the refresh token from sign-in (`POST /auth/refresh` with `refreshToken` in the body, or `refreshSession`) instead of `refreshAccessToken` and `refreshableUntil`, and sign in again with the wallet when renewing answers `REFRESH_TOKEN_INVALID`. Send and compare enum values in upper case: stake and vesting `status`, buyback `destination`, approval `spender` and health `status` (`OK`). Handle `CHAIN_TRANSACTION_NOT_FOUND` where you handled `TRANSACTION_NOT_FOUND`. Poll `GET /chains/{chainId}/transactions/{hash}` instead of `GET /transactions/{chainId}/{hash}`. Copy project ids from the Engage admin's General settings screen, and replace any check of your own that uses `^prj_[0-9A-Z]{26}$` with `^prj_[0-9A-HJKMNP-TV-Z]{26}$`: a project id is `prj_` and a 26-character ULID in Crockford's base32, with no I, L, O or U, and a path with any other id answers `400 VALIDATION_FAILED`. These changes reached `v1` without the notice the deprecation policy promises.",
  },
  {
    line: 'assets',
    version: '1.1',
    date: '2026-11-27',
    commit: 'f798841',
    summary:
      'The refresh operation `refreshAccessToken` is renamed `refreshSession` (same path, `POST /auth/refresh`), the statistics `interval` values are in upper snake case, and the first Sandbox sign-in of an address creates an organisation. The transaction-status operation (`GET /chains/{chainId}/transactions/{hash}`) is `getTransactionStatus` (was `getChainTransaction`), answers `status: NOT_FOUND` for a hash the network does not know yet and reports `requiredConfirmations`.',
    migration:
      'Send and compare `interval` in upper case (`DAY`, not `day`) in `GET /assets/{assetId}/statistics/supply`, in the query and in the response. This change reached `v1` without the notice the deprecation policy promises. Handle `NOT_FOUND` in the transaction status (`GET /chains/{chainId}/transactions/{hash}`) and keep polling.',
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
      "Transactions can be of type `DELETE_IDENTITY`, `RECOVER_WALLET` and `SET_METADATA_CID`, and the transaction list filters by them. A file waiting for its upload has `pinStatus` `AWAITING_UPLOAD` with `cid` and `url` null, and the transaction-status lookup answers `from` null while `status` is `NOT_FOUND`. A document link title takes up to 200 characters, as in GraphQL. Building a basket burn while a component token is paused answers `409 ASSET_PAUSED`, as a mint does. REST builders now refuse with `403 MISSING_ROLE` signers that they accepted before and GraphQL already refused: an identity registration (`POST /assets/{assetId}/identity-registrations`) whose `account` is not an agent of the identity registry, even when it is the registry's owner, a basket creation (`POST /mixer/baskets`) whose `account` lacks the mixer's `CURATOR_ROLE`, and an ERC-20 burn (`POST /assets/{assetId}/burn`) whose `account` lacks `BURNER_ROLE`, also when it burns its own balance. In GraphQL, `buildDeployAsset` takes the access token of an `ADMIN` or `OWNER` (or an API key with the `transactions` scope), `markNotificationsRead` takes an access token only, and `createAsset` and `buildCreateBasket` take a `symbol` of 2 to 11 characters of `A–Z`, `0–9` and `-`, as REST does.",
    migration:
      "Register identities from an agent of the identity registry: an owner that is not an agent now gets `403 MISSING_ROLE`, so make it an agent with `addAgent` first. Create baskets from an account that holds the mixer's `CURATOR_ROLE`, and build ERC-20 burns from an account that holds `BURNER_ROLE`, or handle `403 MISSING_ROLE`. In GraphQL, build ERC-20 deployments (`buildDeployAsset`) with the access token of an `ADMIN` or `OWNER` instead of an `OPERATOR`, mark notifications read (`markNotificationsRead`) with the member's access token instead of an API key, and send a `symbol` of 2 to 11 characters of `A–Z`, `0–9` and `-` to `createAsset` and `buildCreateBasket`. These changes reached `v1` without the notice the deprecation policy promises.",
  },
  {
    line: 'pools',
    version: '1.2',
    date: '2026-11-29',
    commit: '5bf648b',
    summary:
      'API keys can carry the `write` scope (GraphQL `WRITE`). Creating and revoking an API key answers `403` unless the access token is an `ADMIN` or `OWNER` one. Creating a pool (`POST /admin/pools`, GraphQL `createPool`) on a network where pool creation is not enabled for your organisation answers `403 FORBIDDEN` instead of `422 NETWORK_NOT_SUPPORTED`. GraphQL `buildSetRiskParameters` answers `MISSING_ROLE` instead of `FORBIDDEN` when `account` lacks `POOL_ADMIN_ROLE`, as the other admin builders do.',
    migration:
      'Create and revoke API keys with the access token of an `ADMIN` or `OWNER` member: other members now get `403 FORBIDDEN`, where they could before. Where you handle `NETWORK_NOT_SUPPORTED` from `createPool`, handle `403 FORBIDDEN`, and where you handle `FORBIDDEN` from `buildSetRiskParameters` for an account without the role, handle `MISSING_ROLE`. These changes reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'engage',
    version: '1.3',
    date: '2026-11-29',
    commit: '5bf648b',
    summary:
      'API keys can carry the `write` scope (GraphQL `WRITE`). Creating and revoking an API key answers `403` unless the access token is an `ADMIN` or `OWNER` one.',
    migration:
      'Create and revoke API keys with the access token of an `ADMIN` or `OWNER` member: other members now get `403 FORBIDDEN`, where they could before. This change reached `v1` without the notice the deprecation policy promises.',
  },
  {
    line: 'lease',
    version: '1.2',
    date: '2026-11-30',
    commit: '6049fdf',
    summary:
      'Building the receivables token (`POST /agreements/{agreementId}/receivables-token`) needs an API key with the `admin` scope instead of `transactions`, because it creates an asset in the Assets API. Creating an agreement answers `400 VALIDATION_FAILED` for a `terms.monthlyRent` of `"0"`, a `terms.defaultAfterDays` not greater than `terms.gracePeriodDays` and a `lessee.address` equal to the lessor\'s; building the receivables token answers it for a `cap` of `"0"`, which the factory would read as uncapped. Building the receivables token for an `account` without `ISSUER_ROLE` on the token factory answers `403 MISSING_ROLE` instead of a `createToken` transaction that would revert.',
    migration:
      'Build the receivables token with an API key that has the `admin` scope: a key with only `transactions` now gets `403 FORBIDDEN`. Send a `monthlyRent` above `"0"`, a `defaultAfterDays` greater than `gracePeriodDays`, a lessee wallet other than the lessor\'s and a `cap` of at least 1, or the request answers `400 VALIDATION_FAILED`. Build the receivables token for an `account` that holds `ISSUER_ROLE` on the token factory, and handle `MISSING_ROLE` where you handle the receivables-token builder\'s `403`. These changes reached `v1` without the notice the deprecation policy promises.',
  },
];

export const unreleased: readonly UnreleasedNotes[] = [];

export function releaseLine(id: ReleaseLineId): ReleaseLine {
  const line = releaseLines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No release line "${id}".`);
  return line;
}

/** A line's releases, oldest first. */
export const releasesOf = (line: ReleaseLineId, list: readonly Release[] = releases): Release[] =>
  list.filter((release) => release.line === line);

export const majorOf = (version: string) => Number(version.split('.')[0]);
