import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isObjectType, type GraphQLSchema} from 'graphql';
import {loadGraphql, loadRest} from '@site/plugins/reference/load';
import {problemCodes} from '@site/plugins/reference/openapi/document';
import {buildReferenceSchema} from '@site/plugins/reference/graphql/schema';
import {findPlacements, pageRoute} from '@site/plugins/reference/placements';
import {errorsSentenceCodes} from '../../support/errorsSentence';
import {docsDir} from '../../support/paths';
import {proseLines} from '../../support/proseLines';

/**
 * A GraphQL error code that the product's REST catalogue (the ProblemCode enum) does not have is still findable
 * from the product's overview: the overview lists it in an error table, or links to the section of the page whose
 * table lists it. A review found the Engage overview promising that GraphQL uses "the same codes" as REST, all in
 * its catalogue, while the eight governance codes (governance is GraphQL only) were in neither.
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
function overviewOf(id: string): {file: string; source: string} {
  const catalogue = placements.filter((item) => item.name === 'openapi-errors' && item.attributes.api === id);
  const operations = placements.filter((item) => item.name === 'graphql-operations' && item.attributes.api === id);
  const routes = new Set((catalogue.length > 0 ? catalogue : operations).map((item) => item.route));
  if (routes.size !== 1)
    throw new Error(`${id}: expected one overview page, found ${[...routes].join(', ') || 'none'}`);
  return pages.get([...routes][0]!)!;
}

/** `code (fields): how the overview finds it` problems for one product; empty when every extra code is findable. */
function unfindable(id: string, extra: Map<string, string[]>): string[] {
  const overview = overviewOf(id);
  const ownList = listedCodes(overview.source);
  const links = [...overview.source.matchAll(/\]\((\/docs\/[^)#\s]+)#([^)\s]+)\)/g)].map(([, route, anchor]) => ({
    route: route!.replace(/\/$/, ''),
    anchor: anchor!,
  }));
  return [...extra]
    .filter(([code]) => {
      if (ownList.has(code)) return false;
      return !links.some((link) => {
        const page = pages.get(link.route);
        return page !== undefined && listedCodes(page.source).get(code) === link.anchor;
      });
    })
    .map(([code, fields]) => `${code} (${fields.join(', ')}): not listed on ${overview.file} nor behind a link there`);
}

describe('GraphQL error codes outside the REST catalogue', () => {
  for (const api of graphqlApis) {
    const rest = restCatalogues.get(api.id) ?? new Set<string>();
    const named = graphqlErrorCodes(api.schema);
    const extra = new Map([...named].filter(([code]) => !rest.has(code)));

    it(`${api.schemaFile}: names error codes in its descriptions`, () => {
      expect(named.size).toBeGreaterThan(0);
    });

    it(`${api.schemaFile}: each code REST does not have (${[...extra.keys()].join(', ') || 'none'}) is listed from the overview`, () => {
      expect(unfindable(api.id, extra)).toEqual([]);
    });
  }
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
});
