import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadRest} from '@site/plugins/reference/load';
import {codeAnchor, problemCodes} from '@site/plugins/reference/openapi/document';
import {findPlacements} from '@site/plugins/reference/placements';
import {everyEndpointProblemCodes} from '@site/src/data/conventions';
import {graphqlCodes, restCodes, type AnsweredCodes} from '../support/answeredCodes';
import {codeTargets} from '../support/codeTargets';
import {docsDir} from '../support/paths';

/**
 * A page's errors table promises the codes its operations answer, besides the ones any endpoint may answer
 * (`<Fact of="everyEndpointCodes" />`) and the not-found code of an id the request names. So it lists every other
 * code the reference gives those operations: REST in their error examples, GraphQL in the fields' "Errors:"
 * sentences. A reader found the mixer's `409 SYMBOL_TAKEN` missing, and the same gap was on twelve more pages.
 */

/** The header of an errors table: its first column names the code. */
const errorTableHeader = /^\| (?:Code|`extensions\.code`) \|/;

/** The errors tables of a page, each with the prose between its section's heading and it; fenced code is left out. */
function errorTables(source: string): {lead: string; rows: string[][]}[] {
  const tables: {lead: string; rows: string[][]}[] = [];
  let lead: string[] = [];
  let table: string[][] | undefined;
  for (const line of source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').split('\n')) {
    if (line.startsWith('#')) lead = [];
    if (!line.startsWith('|')) {
      table = undefined;
      lead.push(line);
    } else if (errorTableHeader.test(line)) {
      table = [];
      tables.push({lead: lead.join(' '), rows: table});
    } else table?.push(line.split('|').slice(1, -1));
  }
  return tables;
}

const inBackticks = (text: string) => [...text.matchAll(/`(?:\d{3} )?([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);

/**
 * The codes an errors table lists: those in the first cell of its rows, and those a sentence between its section's
 * heading and the table says the operations also answer ("Every builder can also answer `ASSET_NOT_FOUND`, …").
 */
function listedCodes(source: string): Set<string> {
  const codes = new Set<string>();
  for (const {lead, rows} of errorTables(source)) {
    // Prose lists codes in a sentence that says the operations also answer them ("Every builder can also answer").
    for (const sentence of lead.split(/(?<=\.)\s+/))
      if (/\b(?:can|may) also answer\b/.test(sentence))
        for (const code of inBackticks(sentence)) if (code.includes('_')) codes.add(code);
    for (const [first = ''] of rows) for (const code of inBackticks(first)) codes.add(code);
  }
  return codes;
}

/** Whether the page has an errors table: one whose first header cell names the code. */
const hasErrorTable = (source: string) => source.split('\n').some((line) => errorTableHeader.test(line));

const restApis = new Map(loadRest().map((api) => [api.id, api.document]));
const allPlacements = findPlacements(docsDir);
const placements = allPlacements.filter(
  (placement) => placement.name === 'openapi-operations' || placement.name === 'graphql-operations',
);
/** Pages that render their API's whole catalogue (the lease API page) keep a table of the codes met most. */
const withCatalogue = new Set(allPlacements.filter(({name}) => name === 'openapi-errors').map(({file}) => file));
const operationPages = [...new Set(placements.map((placement) => placement.file))]
  .filter((file) => !withCatalogue.has(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}));
const pages = operationPages.filter(({source}) => hasErrorTable(source));

/** Every code the reference gives the operations a page renders, merged over its directives. */
function answeredOn(file: string): AnsweredCodes {
  const codes: AnsweredCodes = new Map();
  for (const {name, attributes} of placements.filter((placement) => placement.file === file))
    if (name === 'openapi-operations')
      restCodes(codes, restApis.get(attributes.api!)!, (entry) => entry.tag === attributes.tag);
    else graphqlCodes(codes, attributes.api!, attributes.group!, () => true);
  return codes;
}

describe("a REST or GraphQL page's errors table", () => {
  it('is on every page of operations but the authentication pages, which link to the sign-in errors', () => {
    const without = operationPages.filter(({source}) => !hasErrorTable(source));
    expect(without.map(({file}) => file).filter((file) => !file.endsWith('/authentication.mdx'))).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pages)('$file lists every code its operations answer beyond the generic ones', ({file, source}) => {
    const listed = listedCodes(source);
    const missing = [...answeredOn(file)]
      .filter(([code, {generic}]) => !generic && !listed.has(code))
      .map(([code, {where}]) => `${code} (${where.join(', ')})`);
    expect(missing.join('; '), `${file}: codes the errors table leaves out`).toBe('');
  });

  it.each(pages)('$file lists only codes its operations answer, or ones any endpoint may', ({file, source}) => {
    const answered = answeredOn(file);
    const extra = [...listedCodes(source)].filter(
      (code) => !answered.has(code) && !everyEndpointProblemCodes.includes(code),
    );
    expect(extra, `${file}: codes no operation of the page answers`).toEqual([]);
  });

  it.each(
    pages.filter(({file}) => placements.some((item) => item.file === file && item.name === 'openapi-operations')),
  )('$file says which codes its REST errors table leaves out', ({source}) => {
    const lead = source.split('\n## Errors on this page\n')[1]?.split('\n|')[0];
    expect(lead, 'a REST page has a section "## Errors on this page"').toBeDefined();
    expect(lead).toContain('<Fact of="everyEndpointCodes" />');
  });
});

/** Each REST API's error catalogue: the route of the page that renders it, and the codes it holds. */
const catalogues = new Map(
  loadRest().map((api) => [
    api.id,
    {
      route: allPlacements.find(({name, attributes}) => name === 'openapi-errors' && attributes.api === api.id)?.route,
      codes: new Set(problemCodes(api.document).keys()),
    },
  ]),
);

/**
 * `code: what is wrong` for each code in the first cells of a page's errors tables that neither links to its row in
 * the catalogue of one of the page's APIs (`#row` alone on the page that renders it) nor is a row's link target itself
 * (a code GraphQL alone returns, whose table is its catalogue).
 */
function unlinkedCodes(file: string, source: string): string[] {
  const onPage = placements.filter((placement) => placement.file === file);
  const route = onPage[0]!.route;
  return errorTables(source).flatMap(({rows}) =>
    rows.flatMap(([first = '']) => {
      const targets = codeTargets(first);
      const links = new Map(
        [...first.matchAll(/\[`(?:\d{3} )?([A-Z][A-Z0-9_]*)`\]\(([^)\s]+)\)/g)].map((m) => [m[1]!, m[2]!]),
      );
      return inBackticks(first)
        .filter((code) => !targets.has(code))
        .flatMap((code) => {
          const catalogue = onPage
            .map(({attributes}) => catalogues.get(attributes.api!))
            .find((candidate) => candidate?.codes.has(code));
          if (!catalogue?.route) return [`${code}: in no catalogue of the page's APIs, and no link target here`];
          const wanted = `${catalogue.route}#${codeAnchor(code)}`;
          const link = links.get(code);
          const resolved = link?.startsWith('#') ? `${route}${link}` : link;
          return resolved === wanted ? [] : [`${code}: ${link ? `links ${link}` : 'no link'}, not ${wanted}`];
        });
    }),
  );
}

describe("a REST or GraphQL page's errors table links each code to its catalogue row", () => {
  it.each(pages)('$file', ({file, source}) => {
    expect(unlinkedCodes(file, source)).toEqual([]);
  });
});

/**
 * The rows of a GraphQL page's errors table that name the page's operations in their "When" cell, with the codes of
 * each row: `| ASSET_NOT_ACTIVE | buildRegisterIdentity or buildDeleteIdentity for … |`.
 */
function rowsNamingOperations(source: string, operationNames: Set<string>): {codes: string[]; named: string[]}[] {
  return errorTables(source).flatMap(({rows}) =>
    rows
      .map(([first = '', when = '']) => ({
        codes: inBackticks(first),
        named: [...when.matchAll(/`(\w+)`/g)].map((match) => match[1]!).filter((name) => operationNames.has(name)),
      }))
      .filter(({named}) => named.length > 0),
  );
}

describe("a GraphQL page's errors table row that names operations", () => {
  const graphqlPages = pages.filter(({file}) =>
    placements.some((item) => item.file === file && item.name === 'graphql-operations'),
  );

  it('are found on the GraphQL pages', () => {
    const rows = graphqlPages.flatMap(({file, source}) =>
      rowsNamingOperations(source, new Set([...answeredOn(file).values()].flatMap(({where}) => where))),
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(graphqlPages)('$file gives each code to an operation whose "Errors:" sentence names it', ({file, source}) => {
    const answered = answeredOn(file);
    const operationNames = new Set([...answered.values()].flatMap(({where}) => where));
    const wrong = rowsNamingOperations(source, operationNames).flatMap(({codes, named}) =>
      codes
        .filter((code) => !everyEndpointProblemCodes.includes(code))
        .filter((code) => !named.some((name) => answered.get(code)?.where.includes(name)))
        .map((code) => `${code} (${named.join(', ')})`),
    );
    expect(wrong, `${file}: codes a row gives operations whose reference does not name them`).toEqual([]);
  });
});
