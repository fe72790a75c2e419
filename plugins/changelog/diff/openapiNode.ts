import type {OpenApiDocument} from '../../reference/public';

export type Node = Record<string, unknown>;

/** A node, or the node its local `$ref` points to. */
export function resolve(document: OpenApiDocument, node: unknown): Node | undefined {
  const ref = (node as {$ref?: string} | undefined)?.$ref;
  if (!ref) return node as Node | undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((parent, key) => (parent as Node | undefined)?.[key], document) as Node | undefined;
}

/** Keywords that only describe: no change to them is a change of the interface (see `severityOf`). */
const annotations = new Set(['description', 'summary', 'title', 'example', 'examples']);
/** Maps keyed by names the document chooses, where `description` may be a property's name rather than a keyword. */
const namedMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'headers',
  'parameters',
  'responses',
]);

/**
 * The document as the comparison should see it, without annotations: api-smart-diff compares a `$ref` with a
 * `description` beside it as `allOf: [target]`, and moves a `description` into `oneOf` branches, so the same schema
 * written with and without one would read as a structural change (a type replaced as "Removed `allOf`").
 */
export function withoutAnnotations<T>(value: T, named = false): T {
  if (Array.isArray(value)) return (value as unknown[]).map((item) => withoutAnnotations(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Node).filter(([key]) => named || !annotations.has(key));
  return Object.fromEntries(
    entries.map(([key, child]) => [key, withoutAnnotations(child, !named && namedMaps.has(key))]),
  ) as T;
}

type Side = 'before' | 'after';
const parameterKey = (document: OpenApiDocument, parameter: unknown) => {
  const resolved = resolve(document, parameter);
  return `${String(resolved?.in)} ${String(resolved?.name)}`;
};

/**
 * api-smart-diff numbers an operation's parameters in one merged list (the earlier document's order, then the
 * parameters only the later one has): the index of that list's `index`-th parameter in one side's own list, if any.
 */
function parameterIndex(documents: Record<Side, OpenApiDocument>, list: string[], index: number, side: Side) {
  const parameters = (side: Side) => (nodeAt(documents[side], list) as unknown[] | undefined) ?? [];
  const keys = (side: Side) => parameters(side).map((parameter) => parameterKey(documents[side], parameter));
  const earlier = keys('before');
  const merged = [...earlier, ...keys('after').filter((key) => !earlier.includes(key))];
  const found = keys(side).indexOf(merged[index]);
  return found === -1 ? undefined : found;
}

/** A keyword of a schema, or of the `allOf` branch that holds it: api-smart-diff merges a one-branch `allOf` away. */
function ownOrMerged(document: OpenApiDocument, node: Node | undefined, key: string): unknown {
  if (!node || key in node || !Array.isArray(node.allOf)) return node?.[key];
  const branches = node.allOf.map((branch) => resolve(document, branch));
  return branches.find((branch) => branch && key in branch)?.[key];
}

/** The value at an api-smart-diff path, which runs through `$ref`s as if they were written inline. */
export function nodeAt(document: OpenApiDocument, path: readonly (string | number)[]): unknown {
  let node: unknown = document;
  for (const key of path) {
    const here = node as Node | undefined;
    // A `$ref` with other keywords beside it is compared as `allOf: [its target]`.
    if (key === 'allOf' && here?.$ref !== undefined && here.allOf === undefined) node = [resolve(document, here)];
    else node = ownOrMerged(document, resolve(document, here), String(key));
  }
  return node;
}

/** The value one side holds at a path of the comparison, its parameter indexes read as that side numbers them. */
export function sideNodeAt(documents: Record<Side, OpenApiDocument>, path: readonly (string | number)[], side: Side) {
  const at = path.findIndex((key, place) => key === 'parameters' && /^\d+$/.test(String(path[place + 1])));
  if (at === -1) return nodeAt(documents[side], path);
  const list = path.slice(0, at + 1).map(String);
  const index = parameterIndex(documents, list, Number(path[at + 1]), side);
  return index === undefined ? undefined : nodeAt(documents[side], [...list, index, ...path.slice(at + 2)]);
}

/** The parameter at an index of the merged list, from the side that has it. */
export function parameterAt(documents: Record<Side, OpenApiDocument>, list: string[], index: number): Node | undefined {
  for (const side of ['after', 'before'] as const) {
    const own = parameterIndex(documents, list, index, side);
    if (own !== undefined) return resolve(documents[side], (nodeAt(documents[side], list) as unknown[])[own]);
  }
  return undefined;
}
