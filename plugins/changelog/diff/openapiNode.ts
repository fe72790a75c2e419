import type {OpenApiDocument} from '../../reference/public';

export type Node = Record<string, unknown>;

/** The node a local `$ref` (`#/components/schemas/Pool`) points to. */
export const target = (document: OpenApiDocument, ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((parent, key) => (parent as Node | undefined)?.[key], document);

/** The local `$ref`s in a node, and in the nodes they point to in turn: what the node's meaning depends on. */
export function refClosure(document: OpenApiDocument, node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refClosure(document, item, found);
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node as Node))
      if (key !== '$ref') refClosure(document, child, found);
      else if (typeof child === 'string' && child.startsWith('#/') && !found.has(child))
        refClosure(document, target(document, child), found.add(child));
  return found;
}

/** A node, or the node its local `$ref` points to, following a chain of them. */
export function resolve(document: OpenApiDocument, node: unknown, seen = new Set<string>()): Node | undefined {
  const ref = (node as {$ref?: string} | undefined)?.$ref;
  if (!ref || seen.has(ref)) return node as Node | undefined;
  return resolve(document, target(document, ref), seen.add(ref));
}

/**
 * A schema with every `$ref` in it written inline, one step at a time so that the keywords beside each `$ref` of a
 * chain are kept and win over the target's (a named enum built on a base type); a `$ref` back into the schema being
 * written is left as it is.
 */
function inlined(document: OpenApiDocument, node: unknown, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(document, item, seen));
  if (!node || typeof node !== 'object') return node;
  const {$ref: ref, ...rest} = node as Node;
  const own = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inlined(document, child, seen)]));
  if (typeof ref !== 'string') return own;
  if (seen.has(ref)) return node;
  return {...(inlined(document, target(document, ref), new Set([...seen, ref])) as Node), ...own};
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
  'encoding',
  'dependentRequired',
  'dependentSchemas',
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

/** An operation's parameters as api-smart-diff lists them: its own, then its path item's. */
function parametersOf(document: OpenApiDocument, list: readonly string[]): unknown[] {
  const own = (nodeAt(document, list) as unknown[] | undefined) ?? [];
  const shared = (nodeAt(document, [...list.slice(0, 2), 'parameters']) as unknown[] | undefined) ?? [];
  return [...own, ...shared];
}

/**
 * api-smart-diff numbers an operation's parameters in one merged list (the earlier document's order, then the
 * parameters only the later one has): that list's `index`-th parameter as one side writes it, if that side has it.
 */
function sideParameter(documents: Record<Side, OpenApiDocument>, list: readonly string[], index: number, side: Side) {
  const parameters = (side: Side) => parametersOf(documents[side], list);
  const keys = (side: Side) => parameters(side).map((parameter) => parameterKey(documents[side], parameter));
  const earlier = keys('before');
  const merged = [...earlier, ...keys('after').filter((key) => !earlier.includes(key))];
  const found = keys(side).indexOf(merged[index]);
  return found === -1 ? undefined : parameters(side)[found];
}

/** A keyword of a schema, or of the `allOf` branch that holds it: api-smart-diff merges a one-branch `allOf` away. */
function ownOrMerged(document: OpenApiDocument, node: Node | undefined, key: string): unknown {
  if (!node || key in node || !Array.isArray(node.allOf)) return node?.[key];
  const branches = node.allOf.map((branch) => resolve(document, branch));
  return branches.find((branch) => branch && key in branch)?.[key];
}

/** The value at an api-smart-diff path, which runs through `$ref`s as if they were written inline. */
export const nodeAt = (document: OpenApiDocument, path: readonly (string | number)[]): unknown =>
  walk(document, document, path);

function walk(document: OpenApiDocument, start: unknown, path: readonly (string | number)[]): unknown {
  let node = start;
  for (const key of path) {
    const here = node as Node | undefined;
    // A `$ref` with other keywords beside it is compared as `allOf: [its target]`.
    if (key === 'allOf' && here?.$ref !== undefined && here.allOf === undefined) node = [resolve(document, here)];
    else node = ownOrMerged(document, resolve(document, here), String(key));
  }
  return node;
}

const parameterPlace = (path: readonly (string | number)[]) =>
  path.findIndex((key, place) => key === 'parameters' && place === 3 && /^\d+$/.test(String(path[place + 1])));

/** The value one side holds at a path of the comparison, its parameter indexes read as that side numbers them. */
export function sideNodeAt(documents: Record<Side, OpenApiDocument>, path: readonly (string | number)[], side: Side) {
  const at = parameterPlace(path);
  if (at === -1) return nodeAt(documents[side], path);
  const list = path.slice(0, at + 1).map(String);
  const parameter = sideParameter(documents, list, Number(path[at + 1]), side);
  return parameter === undefined ? undefined : walk(documents[side], parameter, path.slice(at + 2));
}

/** The parameter at an index of the merged list, from the side that has it. */
export function parameterAt(documents: Record<Side, OpenApiDocument>, list: string[], index: number): Node | undefined {
  for (const side of ['after', 'before'] as const) {
    const parameter = sideParameter(documents, list, index, side);
    if (parameter !== undefined) return resolve(documents[side], parameter);
  }
  return undefined;
}

/**
 * The document with each header's `schema` written inline: api-smart-diff follows a header's own `$ref` but compares a
 * `$ref` inside its schema as text, so a header whose shared schema changed type would read as a removed `$ref`.
 */
export function withHeaderSchemasInline<T extends OpenApiDocument>(document: T): T {
  const inline = (value: unknown, inHeaders = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Node).map(([key, child]) => {
        if (!inHeaders) return [key, inline(child, key === 'headers')];
        const header = child as Node;
        const schema = header?.schema as Node | undefined;
        return [key, schema ? {...header, schema: inlined(document, schema)} : child];
      }),
    );
  };
  return inline(document) as T;
}
