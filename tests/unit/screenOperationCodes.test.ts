import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRest} from '@site/plugins/reference/load';
import {findPlacements} from '@site/plugins/reference/placements';
import {kebab} from '@site/plugins/reference/anchors';
import {apiBasePath} from '@site/plugins/reference/openapi/samples/request';
import {restAnchor} from '@site/plugins/reference/items';
import {graphqlApis, graphqlCodes, restCodes, type AnsweredCodes} from '../support/answeredCodes';
import {cannotMeet} from '../support/cannotMeet';
import {matchRoute, mockRoutes} from '../support/mockApi/routes';
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

/** Each REST API with the routes the local mock serves it by, to resolve a call a page writes out. */
const restRoutes = loadRest().map((api) => ({api, routes: mockRoutes([api])}));

/**
 * The codes of a REST call written out on `file`: the operation of the page's own product (`pools/…` → Pools) or,
 * when that product has none, of the first that has it. A call no product has is an error.
 */
function codesOfCall(file: string, method: string, target: string): AnsweredCodes {
  const product = file.split('/')[0]!;
  const owners = [...restRoutes].sort((a, b) => Number(b.api.id === product) - Number(a.api.id === product));
  for (const {api, routes} of owners) {
    const match = matchRoute(routes, method, `${apiBasePath(api.document)}${target.split('?')[0]}`);
    if (!('route' in match)) continue;
    const {entry} = match.route;
    const codes: AnsweredCodes = new Map();
    restCodes(codes, api.document, (candidate) => candidate.method === entry.method && candidate.path === entry.path);
    return codes;
  }
  throw new Error(`${file}: ${method.toUpperCase()} ${target} is no operation of the reference`);
}

/** The codes of an SDK method a page names (`getTransactionStatus`, `assetra.pools.buildSupply(…)`): its REST op's. */
function codesOfSdkCall(product: string, method: string): AnsweredCodes {
  const codes: AnsweredCodes = new Map();
  const document = restApis.get(product);
  if (document) restCodes(codes, document, (entry) => entry.operation['x-sdk-method'] === method);
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
 * The operations a page names: links to their reference sections, REST calls written out (`GET /pools`) and SDK
 * methods of the page's product, or of the product an `assetra.<product>.` call names.
 */
function namedOperations(file: string, source: string): AnsweredCodes[] {
  const linked = [...source.matchAll(/\]\(\/docs\/([^)#\s]+)#([\w-]+)\)/g)].map(([, page, anchor]) =>
    codesOfLink(page!, anchor!),
  );
  const written = [...source.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)].map(([, method, target]) =>
    codesOfCall(file, method!, target!),
  );
  const sdkCalls = [...source.matchAll(/`(?:assetra\.(\w+)\.)?([a-z]\w+)(?:\([^`]*\))?`/g)].map(([, product, method]) =>
    codesOfSdkCall(product ?? file.split('/')[0]!, method!),
  );
  return [...linked, ...written, ...sdkCalls];
}

/** Each screen page with the operations it names, resolved once. */
const pagesWithOperations = screenPages.map((page) => ({...page, operations: namedOperations(page.file, page.source)}));

/** The non-generic codes of the operations a page names that it never names itself, each with the operations. */
function unnamedCodes({source, operations}: (typeof pagesWithOperations)[number]): Map<string, string[]> {
  const named = namedCodes(source);
  const missing = new Map<string, string[]>();
  for (const codes of operations)
    for (const [code, {generic, where}] of codes)
      if (!generic && !named.has(code)) missing.set(code, [...new Set([...(missing.get(code) ?? []), ...where])]);
  return missing;
}

describe('a screen or how-to page', () => {
  it('names operations of the reference', () => {
    const operations = pagesWithOperations.flatMap((page) => page.operations);
    expect(screenPages.length).toBeGreaterThanOrEqual(40);
    expect(operations.filter((codes) => codes.size > 0).length).toBeGreaterThanOrEqual(400);
  });

  it.each(pagesWithOperations)('$file names every code of the operations it names', (page) => {
    const exempt = cannotMeet[page.file] ?? {};
    const listed = [...unnamedCodes(page)]
      .filter(([code]) => !(code in exempt))
      .map(([code, where]) => `${code} (${where.join(', ')})`);
    expect(listed, `${page.file}: codes of named operations the page never names`).toEqual([]);
  });

  it('exempts only codes of operations a page names and leaves unnamed', () => {
    const stale = Object.entries(cannotMeet).flatMap(([file, codes]) => {
      const page = pagesWithOperations.find((candidate) => candidate.file === file);
      const unnamed = page ? unnamedCodes(page) : new Map<string, string[]>();
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
