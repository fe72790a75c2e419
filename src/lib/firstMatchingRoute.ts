import {matchPath} from '@docusaurus/router';

/** What `matchPath` reads of a route. */
export interface RoutePattern {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** A list's leading exact routes of plain paths, by the path `matchPath` compares equal; where the others start. */
interface PlainIndex {
  byPath: Map<string, number>;
  firstOther: number;
}

const indexes = new WeakMap<readonly RoutePattern[], PlainIndex>();

/** How `matchPath` compares a path with an exact, plain route: ASCII letter case and one trailing slash aside. */
const comparable = (path: string) => path.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/\/$/, '');

/** An exact route whose path is printable ASCII with no pattern syntax, escape or doubled final slash. */
const isPlainExact = (route: RoutePattern): route is RoutePattern & {path: string} =>
  route.exact === true &&
  !route.strict &&
  !route.sensitive &&
  typeof route.path === 'string' &&
  /^[ -~]*$/.test(route.path) &&
  !/[:*?+()[\]\\]|\/\/$/.test(route.path);

function plainIndexOf(candidates: readonly RoutePattern[]): PlainIndex {
  let index = indexes.get(candidates);
  if (!index) {
    const byPath = new Map<string, number>();
    let firstOther = candidates.findIndex((route) => !isPlainExact(route));
    if (firstOther < 0) firstOther = candidates.length;
    for (let position = firstOther - 1; position >= 0; position--)
      byPath.set(comparable((candidates[position] as {path: string}).path), position);
    index = {byPath, firstOther};
    indexes.set(candidates, index);
  }
  return index;
}

/**
 * The first of `candidates` that matches `pathname`, as react-router-config picks it. The site's route lists start
 * with hundreds of exact pages, so those are looked up by path rather than tried one by one (a link coming into view
 * tried up to 232 route patterns, about 130 for a link to a doc).
 */
export function firstMatchingRoute<Route extends RoutePattern>(
  pathname: string,
  candidates: readonly Route[],
): Route | undefined {
  const {byPath, firstOther} = plainIndexOf(candidates);
  const plain = byPath.get(comparable(pathname));
  if (plain !== undefined) return candidates[plain];
  for (let position = firstOther; position < candidates.length; position++)
    if (matchPath(pathname, candidates[position])) return candidates[position];
  return undefined;
}
