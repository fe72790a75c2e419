import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isObjectType, type GraphQLSchema} from 'graphql';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {codeAnchor, problemCodes} from '@site/plugins/reference/openapi/document';
import {buildReferenceSchema} from '@site/plugins/reference/graphql/schema';
import {findPlacements, pageRoute} from '@site/plugins/reference/placements';
import {codeTargets} from '../../support/codeTargets';
import {errorsSentenceCodes} from '../../support/errorsSentence';
import {docsDir} from '../../support/paths';
import {proseLines} from '../../support/proseLines';

/**
 * A GraphQL error code that the product's REST catalogue (the ProblemCode enum) does not have is still findable
 * from the product's overview: the overview lists it in an error table, or links to the section of the page whose
 * table lists it. A review found the Engage overview promising that GraphQL uses "the same codes" as REST, all in
 * its catalogue, while the eight governance codes (governance is GraphQL only) were in neither. That table is the
 * code's catalogue, so its row is the code's link target, as a REST catalogue's row is (`#cp-pool-not-found`): other
 * pages can link to it, and search lists the row under the code.
 */
const restCatalogues = new Map(loadRest().map((api) => [api.id, new Set(problemCodes(api.document).keys())]));
const graphqlApis = loadGraphql();
const placements = findPlacements(docsDir);

/** The codes the "Errors:" sentences of a schema's field descriptions name, with the fields that name them. */
function graphqlErrorCodes(schema: GraphQLSchema): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()))
      for (const code of errorsSentenceCodes(field.description))
        codes.set(code, [...(codes.get(code) ?? []), `${type.name}.${field.name}`]);
  }
  return codes;
}

/** Heading anchors as Docusaurus makes them for plain headings: lower case, spaces to hyphens, repeats numbered. */
function headingAnchor(text: string, seen: Map<string, number>): string {
  const base = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** The codes a page makes link targets in the first cell of a table row, with their ids. */
function targetedCodes(source: string): Map<string, string> {
  const targeted = new Map<string, string>();
  for (const {text: line} of proseLines(source)) {
    for (const [code, id] of codeTargets(/^\|([^|]*)\|/.exec(line)?.[1] ?? '')) targeted.set(code, id);
  }
  return targeted;
}

interface Page {
  file: string;
  source: string;
}

/** Codes a page lists in the first cell of a table row, with the anchor of the section the table is in. */
function listedCodes(source: string): Map<string, string> {
  const listed = new Map<string, string>();
  const seen = new Map<string, number>();
  let anchor = '';
  for (const {text: line} of proseLines(source)) {
    const heading = /^#{2,6}\s+(.+?)(?:\s+\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) anchor = heading[2] ?? headingAnchor(heading[1]!, seen);
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, code] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g))
      if (!listed.has(code!)) listed.set(code!, anchor);
  }
  return listed;
}

const pages = new Map(
  fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
      return [pageRoute(file, source), {file, source}] as const;
    }),
);

/**
 * A product's overview: the page that renders its REST error catalogue, or for a product with GraphQL only, the
 * one page that renders its operations.
 */
function overviewOf(id: string): Page {
  const catalogue = placements.filter((item) => item.name === 'openapi-errors' && item.attributes.api === id);
  const operations = placements.filter((item) => item.name === 'graphql-operations' && item.attributes.api === id);
  const routes = new Set((catalogue.length > 0 ? catalogue : operations).map((item) => item.route));
  if (routes.size !== 1)
    throw new Error(`${id}: expected one overview page, found ${[...routes].join(', ') || 'none'}`);
  return pages.get([...routes][0]!)!;
}

/** The page whose table lists a code: the overview, or a page the overview links to at the section that lists it. */
function catalogueOf(overview: Page, code: string): Page | undefined {
  if (listedCodes(overview.source).has(code)) return overview;
  for (const [, route, anchor] of overview.source.matchAll(/\]\((\/docs\/[^)#\s]+)#([^)\s]+)\)/g)) {
    const page = pages.get(route!.replace(/\/$/, ''));
    if (page !== undefined && listedCodes(page.source).get(code) === anchor) return page;
  }
  return undefined;
}

/** `code (fields): what is missing` problems for one product; empty when every extra code is findable and a target. */
function unfindable(id: string, extra: Map<string, string[]>): string[] {
  const overview = overviewOf(id);
  return [...extra].flatMap(([code, fields]) => {
    const catalogue = catalogueOf(overview, code);
    if (!catalogue) return [`${code} (${fields.join(', ')}): not listed on ${overview.file} nor behind a link there`];
    const target = targetedCodes(catalogue.source).get(code);
    return target === codeAnchor(code)
      ? []
      : [`${code}: its row on ${catalogue.file} is not the link target <AnchorTarget id="${codeAnchor(code)}">`];
  });
}

describe('GraphQL error codes outside the REST catalogue', () => {
  for (const api of graphqlApis) {
    const rest = restCatalogues.get(api.id) ?? new Set<string>();
    const named = graphqlErrorCodes(api.schema);
    const extra = new Map([...named].filter(([code]) => !rest.has(code)));

    it(`${api.schemaFile}: names error codes in its descriptions`, () => {
      expect(named.size).toBeGreaterThan(0);
    });

    it(`${api.schemaFile}: each code REST does not have (${[...extra.keys()].join(', ') || 'none'}) is listed from the overview, its row the link target`, () => {
      expect(unfindable(api.id, extra)).toEqual([]);
    });
  }
});

describe('error codes as link targets', () => {
  it('every code a table row targets has the id a REST catalogue gives it', () => {
    const wrong = [...pages.values()].flatMap(({file, source}) =>
      [...targetedCodes(source)]
        .filter(([code, target]) => target !== codeAnchor(code))
        .map(([code, target]) => `${file}: ${code} has the id "${target}", not "${codeAnchor(code)}"`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the checks catch mistakes', () => {
  const schema = buildReferenceSchema(`
    "Root." type Query {
      "A pool. Errors: \`POOL_NOT_FOUND\`, \`INVALID_POOL_STATUS\` unless the pool is \`FUNDING\`; \`ALREADY_VOTED\` and \`NO_VOTING_POWER\`. Needs the \`ADMIN\` role."
      pool("Id." id: ID!): ID
    }
  `);

  it('reads codes from the Errors sentence and leaves out statuses and roles', () => {
    expect([...graphqlErrorCodes(schema).keys()]).toEqual([
      'POOL_NOT_FOUND',
      'INVALID_POOL_STATUS',
      'ALREADY_VOTED',
      'NO_VOTING_POWER',
    ]);
  });

  it('finds codes in the first cell of error tables, under their section anchor', () => {
    const page = [
      '## Errors',
      '',
      '| Code | When | What to do |',
      '|---|---|---|',
      '| `ALREADY_VOTED`, `NO_VOTING_POWER` | A vote cannot be cast, unlike `VOTING_CLOSED` | Check first |',
      '',
      '## Handle errors {#errors-again}',
      '',
      '| `INVALID_POOL_STATUS` | Wrong status | Read `status` |',
    ].join('\n');
    expect(Object.fromEntries(listedCodes(page))).toEqual({
      ALREADY_VOTED: 'errors',
      NO_VOTING_POWER: 'errors',
      INVALID_POOL_STATUS: 'errors-again',
    });
  });

  it('reads the link targets of the first cells, with their ids', () => {
    const page = [
      '| Code | When | What to do |',
      '|---|---|---|',
      '| <AnchorTarget id="already-voted">`ALREADY_VOTED`</AnchorTarget>, `NO_VOTING_POWER` | Cannot vote | Check |',
      '| `INVALID_POOL_STATUS` | Wrong status, unlike <AnchorTarget id="x">`VOTING_CLOSED`</AnchorTarget> | Read |',
      '| <AnchorTarget id="pool-not-found">`CP_POOL_NOT_FOUND`</AnchorTarget> | No pool | Check the id |',
    ].join('\n');
    expect(Object.fromEntries(targetedCodes(page))).toEqual({
      ALREADY_VOTED: 'already-voted',
      CP_POOL_NOT_FOUND: 'pool-not-found',
    });
  });
});
