import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {allItems, placeItems} from '@site/plugins/reference/items';
import {siteFormats} from '@site/plugins/reference/formats';
import {findPlacements} from '@site/plugins/reference/placements';
import {problemCataloguePath} from '@site/plugins/reference/openapi/validate';
import {siteUrl} from '@site/src/data/site';
import {docsDir} from '../../support/paths';

const bundle = loadReference();
const placements = findPlacements(docsDir);
const placed = placeItems(siteFormats, bundle, placements);

describe('every reference item is rendered on exactly one page', () => {
  const expected = allItems(siteFormats, bundle);

  it('the reference defines endpoints, operations, functions, events, errors and SDK methods', () => {
    const kinds = new Set(expected.map((item) => item.kind));
    expect([...kinds].sort()).toEqual([
      'contract-error',
      'contract-event',
      'contract-function',
      'graphql-operation',
      'rest-operation',
      'sdk-method',
    ]);
  });

  it('none is missing, none is rendered twice, and every rendered one exists', () => {
    const pages = new Map<string, string[]>();
    for (const item of placed)
      pages.set(`${item.kind} ${item.key}`, [...(pages.get(`${item.kind} ${item.key}`) ?? []), item.route]);
    const missing = expected
      .filter((item) => !pages.has(`${item.kind} ${item.key}`))
      .map((item) => `${item.kind} ${item.key}`);
    const twice = [...pages]
      .filter(([, routes]) => routes.length > 1)
      .map(([key, routes]) => `${key} on ${routes.join(' and ')}`);
    const unknown = [...pages.keys()].filter((key) => !expected.some((item) => `${item.kind} ${item.key}` === key));
    expect({missing, twice, unknown}).toEqual({missing: [], twice: [], unknown: []});
  });

  it('anchors are unique on every page', () => {
    const byRoute = new Map<string, string[]>();
    for (const item of placed) byRoute.set(item.route, [...(byRoute.get(item.route) ?? []), item.anchor]);
    for (const [route, anchors] of byRoute) expect(new Set(anchors).size, route).toBe(anchors.length);
  });
});

describe('error catalogues', () => {
  for (const api of bundle.rest) {
    it(`${api.file}: problem types point at the page that renders its error catalogue`, () => {
      const catalogue = placements.find(
        (placement) => placement.name === 'openapi-errors' && placement.attributes.api === api.id,
      );
      expect(catalogue, `a page with ::openapi-errors{api="${api.id}"}`).toBeDefined();
      expect(problemCataloguePath(api.document, siteUrl)).toBe(catalogue!.route);
    });
  }
});
