/**
 * Codes of an operation a screen or how-to links to or writes (`POST /pools/{poolId}/supply`) that its reader cannot
 * meet, each with the reason: the page names the operation for another purpose (a navigation table, a remedy, a
 * see-also), or the screen rules the case out before the call. A reason several codes share is written once.
 */

type Reasons = Record<string, string>;

/** The same reason for each of `codes`. */
const because = (reason: string, ...codes: string[]): Reasons =>
  Object.fromEntries(codes.map((code) => [code, reason]));

const leaseBuild = because(
  "the receivables-token build is the lessor's, in the Lease API; the page only points to it",
  'RECEIVABLES_ALREADY_TOKENISED',
  'INVALID_AGREEMENT_STATUS',
);

/** A hash lookup of the app or guide uses the chain id of the asset's or pool's own network. */
const ownNetwork = because(
  "the transaction lookup uses the chain id of the asset's or pool's own network, which the API supports",
  'NETWORK_NOT_SUPPORTED',
);

/** Positions, and the liquidatable positions a bot reads, exist only in a pool that has deployed. */
const deployedPool = because('a position exists only in a pool that has deployed', 'POOL_NOT_ACTIVE');

const navigationTable = (...codes: string[]) =>
  because('the navigation table only names the main calls of other screens, whose pages cover them', ...codes);

const erc3643Codes = because(
  'an ERC-3643 code; the guide mints an ERC-20 asset token',
  'RECIPIENT_NOT_VERIFIED',
  'TRANSFER_NOT_COMPLIANT',
);

export const cannotMeet: Record<string, Reasons> = {
  'assets/front-end-ui/arte.mdx': {
    TRANSACTION_ALREADY_SUBMITTED: 'the app reports one hash per build, right after the wallet returns it',
    STANDARD_NOT_SUPPORTED: 'register mixer is offered only for the ERC-3643 components on the review step',
    ASSET_NOT_ACTIVE: 'components must be ACTIVE assets, so register mixer never meets a token without a contract',
  },
  'assets/front-end-ui/asset-details-page.mdx': {
    ...leaseBuild,
    METADATA_VERSION_NOT_FOUND:
      'the tab reads the current metadata only when Asset.metadataCid is set, so a version is published',
    TRANSACTION_ALREADY_SUBMITTED:
      'the app reports one hash per build, and Send reopens only a BUILT row, which has none',
    FILE_NOT_FOUND: 'upload links the file by the id POST /files has just returned',
    DOCUMENT_ALREADY_LINKED: 'upload links a file it has just created, which no asset lists yet',
    STANDARD_NOT_SUPPORTED: 'each action is offered only for its own standard, and an ARTE basket has no action bar',
    IDENTITY_NOT_FOUND: 'registration uses the identity the API linked to the contact, so the id exists',
  },
  'assets/front-end-ui/assets-dashboard.mdx': {
    ...leaseBuild,
    ...ownNetwork,
    TEMPLATE_NOT_FOUND: 'step 1 offers only listed templates, and templates cannot be deleted',
    FILE_NOT_FOUND: 'the wizard links each file by the id POST /files has just returned',
    DOCUMENT_ALREADY_LINKED: 'the wizard links each file right after uploading it, so no asset lists it yet',
    STANDARD_NOT_SUPPORTED:
      "deploy uses the builder of the draft's standard, and a basket token has no pause to show Unpause for",
    TRANSACTION_ALREADY_SUBMITTED: 'the wizard reports one hash, for the deployment it has just built',
    ASSET_NOT_ACTIVE: 'unpause is offered only on a PAUSED row, whose token is deployed',
  },
  'assets/front-end-ui/contacts.mdx': because(
    "register for an asset only opens the asset's identities tab, which builds the registration",
    'STANDARD_NOT_SUPPORTED',
    'ALREADY_REGISTERED',
    'CLAIMS_MISSING',
    'COUNTRY_NOT_ALLOWED',
    'MISSING_ROLE',
    'ASSET_NOT_ACTIVE',
    'IDENTITY_NOT_FOUND',
  ),
  'assets/front-end-ui/my-templates.mdx': {
    TEMPLATE_NOT_FOUND:
      'based on offers only built-in templates, and use template a listed one, which cannot be deleted',
    SYMBOL_TAKEN: 'the asset is created in the create-asset wizard, whose errors the dashboard page lists',
  },
  'assets/front-end-ui/my-wallet.mdx': {
    STANDARD_NOT_SUPPORTED: 'the eligibility check runs only for ERC-3643 tokens',
    TRANSACTION_ALREADY_SUBMITTED: 'send is offered only on a BUILT transaction, which has no hash yet',
  },
  'assets/front-end-ui/overview.mdx': {
    ...navigationTable('TEMPLATE_NOT_FOUND', 'SYMBOL_TAKEN', 'CONTACT_ALREADY_EXISTS'),
    TRANSACTION_ALREADY_SUBMITTED:
      'the app reports one hash per build, and cancels only a build the wallet rejected, which has none',
  },
  'assets/how-tos/build-sign-and-submit-a-transaction.mdx': {
    ASSET_NOT_DRAFT: 'the remedy edits a FAILED asset, which the update accepts',
    SYMBOL_TAKEN: 'the remedy edits a FAILED asset to deploy it again, keeping its own symbol',
    CAP_BELOW_SUPPLY: 'the remedy raises the cap, which then cannot fall below the supply',
    STATE_UNCHANGED: 'the remedy unblocks a recipient the mint has just refused as blocked',
  },
  'assets/how-tos/create-an-arte-basket.mdx': {
    ...ownNetwork,
    CONTACT_NOT_FOUND: 'step 2 only points to createIdentity, with no body; the onboarding guide lists its codes',
    IDENTITY_NOT_FOUND: 'the script registers the identity id that listIdentities has just returned',
    ASSET_NOT_ACTIVE: 'step 1 stops unless each component is ACTIVE, before the mixer is registered',
    STANDARD_NOT_SUPPORTED: 'the mixer is registered only with the ERC-3643 components',
  },
  'assets/how-tos/index.mdx': because(
    'the credentials section only points to the sign-in calls; the guides run with an API key',
    'NETWORK_NOT_SUPPORTED',
    'NONCE_EXPIRED',
    'SIGNATURE_INVALID',
  ),
  'assets/how-tos/issue-an-erc20-asset.mdx': {
    ...erc3643Codes,
    ...ownNetwork,
    ASSET_PAUSED: 'the guide mints right after the deployment, before anyone has paused the new token',
    ACCOUNT_BLOCKED: "the new token's blocklist is empty when the guide mints to the treasury",
    DOCUMENT_NOT_LINKED: 'the remedy unlinks a file the link call has just called already linked',
  },
  'assets/how-tos/issue-an-erc3643-asset-and-onboard-an-investor.mdx': {
    ASSET_PAUSED: 'an ERC-3643 agent mints while the token is paused, so the mint builder does not refuse it',
    CAP_EXCEEDED: 'ERC-3643 tokens have no cap',
    ACCOUNT_BLOCKED: 'an ERC-20 blocklist code; HSIF is an ERC-3643 token',
  },
  'assets/how-tos/mint-burn-and-pause.mdx': {
    ...ownNetwork,
    CAP_BELOW_SUPPLY: 'the guide names buildSetCap only to raise the cap, which cannot fall below the supply',
  },
  'engage/front-end-ui/vesting.mdx': {
    INVALID_VESTING_SCHEDULE: "the screen draws an existing schedule from its own fields; the preview is the admin's",
  },
  'engage/front-end-ui/admin-section/buyback-settings.mdx': because(
    'executions run from the Buyback screen, whose page lists their codes',
    'BUYBACK_PAUSED',
    'BUYBACK_WINDOW_CLOSED',
    'BUYBACK_WINDOW_USED',
    'MAX_PER_EXECUTION_EXCEEDED',
    'SLIPPAGE_ABOVE_MAXIMUM',
    'PRICE_UNAVAILABLE',
  ),
  'engage/front-end-ui/admin-section/governance/proposals.mdx': because(
    "the checklist opens the Staking settings form, whose page lists the plan builder's codes",
    'MISSING_ROLE',
    'INVALID_PLAN_PARAMETERS',
  ),
  'pools/front-end-ui/borrowed.mdx': deployedPool,
  'pools/front-end-ui/supplied.mdx': {...deployedPool, ...ownNetwork},
  'pools/front-end-ui/overview.mdx': {
    ...because(
      'the app has no liquidation form; the page links the builder for liquidators',
      'POOL_PAUSED',
      'POSITION_NOT_LIQUIDATABLE',
      'CLOSE_FACTOR_EXCEEDED',
      'SELF_LIQUIDATION',
    ),
    ...navigationTable('MISSING_ROLE', 'INVALID_RISK_PARAMETERS'),
    POOL_NOT_ACTIVE:
      "the navigation table and the liquidator's builder point elsewhere, and the forms open from a pool's details, whose page gives this code for each",
  },
  'pools/front-end-ui/admin-section/manage-pools.mdx': ownNetwork,
  'pools/pools-processes/lending.mdx': ownNetwork,
  'pools/pools-processes/liquidation.mdx': {...deployedPool, ...ownNetwork},
  'pools/pools-processes/overview.mdx': {
    ...ownNetwork,
    ...because(
      'the flow names the supply builder as an example; the lending page lists its codes',
      'POOL_NOT_ACTIVE',
      'SUPPLY_CAP_EXCEEDED',
    ),
    INVALID_RISK_PARAMETERS: 'the page names createPool only to say where the maximum price age is set',
  },
};
