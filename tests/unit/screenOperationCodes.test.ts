import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRest} from '@site/plugins/reference/load';
import {findPlacements} from '@site/plugins/reference/placements';
import {kebab} from '@site/plugins/reference/anchors';
import {restAnchor} from '@site/plugins/reference/items';
import {graphqlApis, graphqlCodes, restCodes, type AnsweredCodes} from '../support/answeredCodes';
import {errorsSentenceCodes} from '../support/errorsSentence';
import {docsDir} from '../support/paths';

/**
 * A screen or how-to that links to an operation it performs names the codes that operation answers, besides the
 * ones any endpoint may answer and the not-found code of an id the request names: a reader of the staking settings
 * screen met `422 INVALID_PLAN_PARAMETERS` from the plan builder, which the page only gave as a contract revert.
 */

const restApis = new Map(loadRest().map((api) => [api.id, api.document]));
const placements = findPlacements(docsDir).filter(
  (placement) => placement.name === 'openapi-operations' || placement.name === 'graphql-operations',
);

/** The codes the operation behind `/docs/<page>#<anchor>` answers, or none when the link is not to an operation. */
function codesOfLink(page: string, anchor: string): AnsweredCodes {
  const codes: AnsweredCodes = new Map();
  for (const {name, attributes} of placements.filter((placement) => placement.file === `${page}.mdx`))
    if (name === 'openapi-operations')
      restCodes(
        codes,
        restApis.get(attributes.api!)!,
        (entry) => entry.tag === attributes.tag && restAnchor(entry) === anchor,
      );
    else graphqlCodes(codes, attributes.api!, attributes.group!, (field) => kebab(field) === anchor);
  return codes;
}

/** Pages that walk a reader through screens or steps: the front-end pages and the how-tos. */
const screenPages = fs
  .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx') && /(?:^|\/)(?:front-end-ui|how-tos|pools-processes)\//.test(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}));

/** The problem codes a page names in backticks, with or without their HTTP status (`409 STAKING_PAUSED`). */
const namedCodes = (source: string) =>
  new Set([...source.matchAll(/`(?:\d{3} )?([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g)].map((match) => match[1]!));

/**
 * Codes of a linked operation that a page's reader cannot meet, each with the reason: the page links the operation
 * for another purpose (a role's description, a see-also), or the screen rules the case out before the call.
 */
const cannotMeet: Record<string, Record<string, string>> = {
  'assets/front-end-ui/arte.mdx': {
    STANDARD_NOT_SUPPORTED: 'register mixer is offered only for the ERC-3643 components on the review step',
    ASSET_NOT_ACTIVE: 'components must be ACTIVE assets, so register mixer never meets a token without a contract',
  },
  'assets/front-end-ui/asset-details-page.mdx': {
    METADATA_VERSION_NOT_FOUND:
      'the tab reads the current metadata only when Asset.metadataCid is set, so a version is published',
    TRANSACTION_ALREADY_SUBMITTED:
      'the app reports one hash per build, and Send reopens only a BUILT row, which has none',
    FILE_NOT_FOUND: 'upload links the file by the id POST /files has just returned',
    DOCUMENT_ALREADY_LINKED: 'upload links a file it has just created, which no asset lists yet',
    STANDARD_NOT_SUPPORTED: 'each action is offered only for its own standard, and an ARTE basket has no action bar',
    IDENTITY_NOT_FOUND: 'registration uses the identity the API linked to the contact, so the id exists',
    RECEIVABLES_ALREADY_TOKENISED:
      "the receivables-token build is the lessor's, in the Lease API; the page only points to it",
    INVALID_AGREEMENT_STATUS:
      "the receivables-token build is the lessor's, in the Lease API; the page only points to it",
  },
  'assets/front-end-ui/assets-dashboard.mdx': {
    RECEIVABLES_ALREADY_TOKENISED:
      "the receivables-token build is the lessor's, in the Lease API; the page only points to it",
    INVALID_AGREEMENT_STATUS:
      "the receivables-token build is the lessor's, in the Lease API; the page only points to it",
    TEMPLATE_NOT_FOUND: 'step 1 offers only listed templates, and templates cannot be deleted',
    FILE_NOT_FOUND: 'the wizard links each file by the id POST /files has just returned',
    DOCUMENT_ALREADY_LINKED: 'the wizard links each file right after uploading it, so no asset lists it yet',
    STANDARD_NOT_SUPPORTED:
      "deploy uses the builder of the draft's standard, and a basket token has no pause to show Unpause for",
    TRANSACTION_ALREADY_SUBMITTED: 'the wizard reports one hash, for the deployment it has just built',
    ASSET_NOT_ACTIVE: 'unpause is offered only on a PAUSED row, whose token is deployed',
  },
  'assets/front-end-ui/contacts.mdx': {
    STANDARD_NOT_SUPPORTED:
      "register for an asset only opens the asset's identities tab, which builds the registration",
    ALREADY_REGISTERED: "register for an asset only opens the asset's identities tab, which builds the registration",
    CLAIMS_MISSING: "register for an asset only opens the asset's identities tab, which builds the registration",
    COUNTRY_NOT_ALLOWED: "register for an asset only opens the asset's identities tab, which builds the registration",
    MISSING_ROLE: "register for an asset only opens the asset's identities tab, which builds the registration",
    ASSET_NOT_ACTIVE: "register for an asset only opens the asset's identities tab, which builds the registration",
    IDENTITY_NOT_FOUND: "register for an asset only opens the asset's identities tab, which builds the registration",
  },
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
    TEMPLATE_NOT_FOUND: 'the navigation table only names the main calls of other screens, whose pages cover them',
    SYMBOL_TAKEN: 'the navigation table only names the main calls of other screens, whose pages cover them',
    CONTACT_ALREADY_EXISTS: 'the navigation table only names the main calls of other screens, whose pages cover them',
    TRANSACTION_ALREADY_SUBMITTED:
      'the app reports one hash per build, and cancels only a build the wallet rejected, which has none',
  },
  'assets/how-tos/create-an-arte-basket.mdx': {
    CONTACT_NOT_FOUND: 'step 2 only points to createIdentity, with no body; the onboarding guide lists its codes',
    IDENTITY_NOT_FOUND: 'the script registers the identity id that listIdentities has just returned',
    ASSET_NOT_ACTIVE: 'step 1 stops unless each component is ACTIVE, before the mixer is registered',
    STANDARD_NOT_SUPPORTED: 'the mixer is registered only with the ERC-3643 components',
  },
  'assets/how-tos/index.mdx': {
    NETWORK_NOT_SUPPORTED: 'the credentials section only points to the sign-in calls; the guides run with an API key',
    NONCE_EXPIRED: 'the credentials section only points to the sign-in calls; the guides run with an API key',
    SIGNATURE_INVALID: 'the credentials section only points to the sign-in calls; the guides run with an API key',
  },
  'assets/how-tos/issue-an-erc20-asset.mdx': {
    ASSET_PAUSED: 'the guide mints right after the deployment, before anyone has paused the new token',
    RECIPIENT_NOT_VERIFIED: 'an ERC-3643 code; the guide mints an ERC-20 asset token',
    TRANSFER_NOT_COMPLIANT: 'an ERC-3643 code; the guide mints an ERC-20 asset token',
    ACCOUNT_BLOCKED: "the new token's blocklist is empty when the guide mints to the treasury",
  },
  'assets/how-tos/issue-an-erc3643-asset-and-onboard-an-investor.mdx': {
    ASSET_PAUSED: 'an ERC-3643 agent mints while the token is paused, so the mint builder does not refuse it',
    CAP_EXCEEDED: 'ERC-3643 tokens have no cap',
    ACCOUNT_BLOCKED: 'an ERC-20 blocklist code; HSIF is an ERC-3643 token',
  },
  'assets/how-tos/mint-burn-and-pause.mdx': {
    CAP_BELOW_SUPPLY: 'the guide names buildSetCap only to raise the cap, which cannot fall below the supply',
  },
  'engage/front-end-ui/vesting.mdx': {
    INVALID_VESTING_SCHEDULE: "the screen draws an existing schedule from its own fields; the preview is the admin's",
  },
  'engage/front-end-ui/admin-section/buyback-settings.mdx': {
    BUYBACK_PAUSED: 'executions run from the Buyback screen, whose page lists their codes',
    BUYBACK_WINDOW_CLOSED: 'executions run from the Buyback screen, whose page lists their codes',
    BUYBACK_WINDOW_USED: 'executions run from the Buyback screen, whose page lists their codes',
    MAX_PER_EXECUTION_EXCEEDED: 'executions run from the Buyback screen, whose page lists their codes',
    SLIPPAGE_ABOVE_MAXIMUM: 'executions run from the Buyback screen, whose page lists their codes',
    PRICE_UNAVAILABLE: 'executions run from the Buyback screen, whose page lists their codes',
  },
  'engage/front-end-ui/admin-section/governance/proposals.mdx': {
    MISSING_ROLE: "the checklist opens the Staking settings form, whose page lists the plan builder's codes",
    INVALID_PLAN_PARAMETERS: "the checklist opens the Staking settings form, whose page lists the plan builder's codes",
  },
  'pools/front-end-ui/overview.mdx': {
    POOL_PAUSED: 'the app has no liquidation form; the page links the builder for liquidators',
    POOL_NOT_ACTIVE: 'the app has no liquidation form; the page links the builder for liquidators',
    POSITION_NOT_LIQUIDATABLE: 'the app has no liquidation form; the page links the builder for liquidators',
    CLOSE_FACTOR_EXCEEDED: 'the app has no liquidation form; the page links the builder for liquidators',
    SELF_LIQUIDATION: 'the app has no liquidation form; the page links the builder for liquidators',
  },
};

/** The non-generic codes of the operations a page links to that it never names, each with the operations. */
function unnamedCodes(source: string): Map<string, string[]> {
  const named = namedCodes(source);
  const missing = new Map<string, string[]>();
  for (const [, page, anchor] of source.matchAll(/\]\(\/docs\/([^)#\s]+)#([\w-]+)\)/g))
    for (const [code, {generic, where}] of codesOfLink(page!, anchor!))
      if (!generic && !named.has(code)) missing.set(code, [...new Set([...(missing.get(code) ?? []), ...where])]);
  return missing;
}

describe('a screen or how-to page', () => {
  it('links to operations of the reference', () => {
    const linked = screenPages.flatMap(({source}) => [...source.matchAll(/\]\(\/docs\/([^)#\s]+)#([\w-]+)\)/g)]);
    const toOperations = linked.filter(([, page, anchor]) => codesOfLink(page!, anchor!).size > 0);
    expect(screenPages.length).toBeGreaterThanOrEqual(40);
    expect(toOperations.length).toBeGreaterThanOrEqual(200);
  });

  it.each(screenPages)('$file names every code of the operations it links to', ({file, source}) => {
    const exempt = cannotMeet[file] ?? {};
    const listed = [...unnamedCodes(source)]
      .filter(([code]) => !(code in exempt))
      .map(([code, where]) => `${code} (${where.join(', ')})`);
    expect(listed, `${file}: codes of linked operations the page never names`).toEqual([]);
  });

  it('exempts only codes a page links to and leaves unnamed', () => {
    const stale = Object.entries(cannotMeet).flatMap(([file, codes]) => {
      const page = screenPages.find((candidate) => candidate.file === file);
      const unnamed = page ? unnamedCodes(page.source) : new Map<string, string[]>();
      return Object.keys(codes)
        .filter((code) => !unnamed.has(code))
        .map((code) => `${file}: ${code}`);
    });
    expect(stale, 'entries of cannotMeet to remove').toEqual([]);
  });
});

/** The cells of a table whose header starts `| Code | From |`: a how-to's "What can go wrong" by builder. */
function fromTableRows(source: string): {codes: string[]; from: string}[] {
  const rows: {codes: string[]; from: string}[] = [];
  let inTable = false;
  for (const line of source.split('\n')) {
    if (/^\| Code \| From \|/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !line.startsWith('|---')) {
      const [code = '', from = ''] = line.split('|').slice(1, -1);
      rows.push({codes: [...namedCodes(code)], from});
    }
  }
  return rows;
}

/** Builders a how-to names without calling them, each with the reason. */
const namedNotCalled: Record<string, Record<string, string>> = {
  'cp-pools/how-tos/cp-pool-failure-flow.mdx': {
    buildSupply: 'named to say that funding has closed (FUNDING_CLOSED), which the table gives',
    buildWithdrawDeposit: 'named to say that funding has closed (FUNDING_CLOSED), which the table gives',
  },
};

describe('a how-to table of codes by builder', () => {
  const cpPools = graphqlApis.get('cp-pools')!;
  const mutations = cpPools.schema.getMutationType()!.getFields();
  const pages = screenPages.filter(({source}) => /^\| Code \| From \|/m.test(source));

  it('is on the CP Pools how-tos', () => {
    expect(pages.map(({file}) => file).filter((file) => file.startsWith('cp-pools/how-tos/')).length).toBe(4);
  });

  // A reader found a builder's refusal missing from these tables on every review pass from 164 to 166.
  it.each(pages)('$file gives each builder it calls every code of its "Errors:" sentence', ({file, source}) => {
    const rows = fromTableRows(source);
    const called = [...new Set([...source.matchAll(/`(build[A-Z]\w+)`/g)].map((match) => match[1]!))].filter(
      (name) => name in mutations && !(name in (namedNotCalled[file] ?? {})),
    );
    const missing = called.flatMap((builder) =>
      errorsSentenceCodes(mutations[builder]!.description)
        .filter((code) => code !== 'CP_POOL_NOT_FOUND')
        .filter(
          (code) =>
            !rows.some(
              ({codes, from}) =>
                codes.includes(code) && (from.includes(`\`${builder}\``) || /any pool builder/.test(from)),
            ),
        )
        .map((code) => `${builder}: ${code}`),
    );
    expect(missing).toEqual([]);
  });
});
