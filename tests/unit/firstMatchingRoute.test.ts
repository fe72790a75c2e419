import {describe, expect, it} from 'vitest';
import {matchPath} from '@docusaurus/router';
import {firstMatchingRoute, type RoutePattern} from '@site/src/lib/firstMatchingRoute';

/** What react-router-config does: try each route in order. */
const tryEach = (pathname: string, candidates: readonly RoutePattern[]) =>
  candidates.find((candidate) => matchPath(pathname, candidate));

// Shaped as the site's generated routes are: exact pages first, then layouts, a route with a parameter, the catch-all.
const docsPages: RoutePattern[] = [
  {path: '/docs/introduction', exact: true},
  {path: '/docs/pools/back-end/restfulApi/lend', exact: true},
  {path: '/docs/tags', exact: true},
];
const candidates: RoutePattern[] = [
  {path: '/', exact: true},
  {path: '/blog', exact: true},
  {path: '/blog/2026/07/14/reference-as-code', exact: true},
  {path: '/search', exact: true},
  {path: '/blog/tags', exact: true},
  {path: '/docs'},
  {path: '/blog/tags', exact: true, strict: true},
  {path: '/blog/page/:page', exact: true},
  {path: '/changelog', exact: true},
  {path: '*'},
];

describe('firstMatchingRoute', () => {
  const pathnames = [
    '/',
    '/blog',
    '/blog/',
    '/BLOG',
    '/Blog/2026/07/14/Reference-As-Code/',
    '/blog//',
    '/blog/tags',
    '/blog/page/2',
    '/changelog',
    '/changelog/',
    '/docs',
    '/docs/introduction',
    '/search?q=x',
    '/nowhere',
    '',
  ];

  it('picks the route react-router-config picks, page or layout, whatever the letter case and trailing slash', () => {
    for (const pathname of pathnames) {
      expect(firstMatchingRoute(pathname, candidates), pathname).toBe(tryEach(pathname, candidates));
      expect(firstMatchingRoute(pathname, docsPages), pathname).toBe(tryEach(pathname, docsPages));
    }
  });

  it('lets a layout or a pattern listed before an exact page win, as the order of the list says', () => {
    const layoutFirst: RoutePattern[] = [{path: '/docs'}, {path: '/docs/x', exact: true}];
    const patternFirst: RoutePattern[] = [
      {path: '/blog/page/:page', exact: true},
      {path: '/blog/page/2', exact: true},
    ];
    for (const [pathname, list] of [
      ['/docs/x', layoutFirst],
      ['/blog/page/2', patternFirst],
    ] as const) {
      expect(firstMatchingRoute(pathname, list), pathname).toBe(list[0]);
      expect(firstMatchingRoute(pathname, list), pathname).toBe(tryEach(pathname, list));
    }
  });

  it('compares letter case as the router does, ASCII only, and leaves unusual paths to the router', () => {
    const pages: RoutePattern[] = [
      {path: '/markdown-page', exact: true},
      {path: '/a\\b', exact: true},
      {path: '/c//', exact: true},
      {path: '*'},
    ];
    for (const pathname of ['/MARKDOWN-PAGE', '/mar\u212Adown-page', '/ab', '/a\\b', '/c/', '/c//', '/c']) {
      expect(firstMatchingRoute(pathname, pages), pathname).toBe(tryEach(pathname, pages));
    }
  });

  it('finds the first of two routes a path matches, and nothing in an empty list', () => {
    const twice: RoutePattern[] = [{path: '/a', exact: true}, {path: '/A/', exact: true}, {path: '/a'}];
    expect(firstMatchingRoute('/a', twice)).toBe(twice[0]);
    expect(firstMatchingRoute('/a/b', twice)).toBe(twice[2]);
    expect(firstMatchingRoute('/a', [])).toBeUndefined();
  });

  it('looks exact pages up rather than trying each, and tries the routes after them in order', () => {
    const layout: RoutePattern = {path: '/docs'};
    const pages: RoutePattern[] = Array.from({length: 300}, (_, index) => ({path: `/docs/page-${index}`, exact: true}));
    const tried: string[] = [];
    const watched = [...pages, layout].map((route) => ({
      ...route,
      get exact() {
        tried.push(String(route.path));
        return route.exact;
      },
    }));
    firstMatchingRoute('/docs/page-1', watched);
    tried.length = 0;
    expect(firstMatchingRoute('/docs/page-299', watched)?.path).toBe('/docs/page-299');
    expect(firstMatchingRoute('/docs/elsewhere', watched)?.path).toBe('/docs');
    expect(tried, 'only the layout after the pages is tried').toEqual(['/docs']);
  });
});
