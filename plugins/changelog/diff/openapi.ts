import {apiDiff, type Diff} from 'api-smart-diff';
import type {OpenApiDocument} from '../../reference/public';
import type {Change, ItemRef, Severity} from '../model';
import {refClosure, sideNodeAt, target, withHeaderSchemasInline, withoutAnnotations, type Node} from './openapiNode';
import {restSentence} from './restWording';

/** The HTTP methods a path item may hold an operation under. */
export const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Component sections api-smart-diff already reports inside each operation that uses them. */
const reportedThroughOperations = new Set([
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'examples',
  'headers',
]);

/** A difference inside such a component, which the changelog reads through the operations instead. */
export const inComponentReadThroughOperations = (diff: Diff) =>
  diff.path[0] === 'components' && reportedThroughOperations.has(String(diff.path[1]));

export function operationRef(
  api: string,
  document: OpenApiDocument,
  route: string,
  method: string,
): ItemRef | undefined {
  const operation = (document.paths as Record<string, Record<string, {operationId?: string}>> | undefined)?.[route]?.[
    method
  ];
  if (!operation?.operationId) return undefined;
  return {kind: 'rest-operation', key: `${api}:${operation.operationId}`, label: `${method.toUpperCase()} ${route}`};
}

/**
 * The library's class, in the change model. Some readings are the policy's, not the library's: a value a response may
 * newly carry is dangerous rather than breaking (tolerant clients handle values they have not seen, and new enum values
 * ship without notice), and so is a new error response or a response type that may now be `null`; a response enum
 * or `const` value renamed is breaking, as code that compares the old value stops matching; a response `pattern`
 * changed is dangerous, as the differ cannot tell a wider one (values a validating client refuses) from a narrower;
 * a field's type is read
 * from its type sets (see `typeChange`); a required
 * request body added to an operation that had none, which every earlier call lacks; annotations are no interface
 * (`withoutAnnotations` drops them before the comparison);
 * and `x-sdk-method`, an extension the library reads as an annotation, is a change to the SDK: a new method is safe, a
 * removed or renamed one breaks its callers, so it waits for a new major version (the deprecation policy's SDK row).
 */
function severityOf(diff: Diff): Severity | undefined {
  const inResponse = diff.path.includes('responses');
  if (diff.action === 'replace' && diff.path.at(-1) === 'type') return typeChange(diff, inResponse);
  if (inResponse && isHeaderValue(diff))
    return diff.action === 'add' ? 'dangerous' : diff.action === 'remove' ? 'safe' : 'breaking';
  switch (diff.type) {
    case 'breaking':
      return diff.action === 'add' && inResponse ? 'dangerous' : 'breaking';
    case 'non-breaking':
      if (inResponse && diff.action === 'replace' && (diff.path.at(-2) === 'enum' || diff.path.at(-1) === 'const'))
        return 'breaking';
      if (inResponse && diff.action === 'replace' && diff.path.at(-1) === 'pattern') return 'dangerous';
      if (diff.action === 'add' && isNewErrorResponse(diff)) return 'dangerous';
      if (diff.action === 'add' && isNewRequiredBody(diff)) return 'breaking';
      return 'safe';
    case 'deprecated':
      return 'safe';
    case 'unclassified':
      return diff.action === 'add' ? 'safe' : 'dangerous';
    case 'annotation':
      return diff.path.at(-1) === 'x-sdk-method' ? (diff.action === 'add' ? 'safe' : 'breaking') : undefined;
  }
}

/**
 * A value a response header's schema allows (`enum`, `const`), which api-smart-diff leaves unclassified: read as a
 * body's is, a new one dangerous and a renamed one breaking.
 */
const isHeaderValue = (diff: Diff) =>
  diff.path.includes('headers') && (diff.path.at(-2) === 'enum' || diff.path.at(-1) === 'const');

/** `paths › /api-keys › post › responses › 403`: an operation that may now answer with an error it did not before. */
const isNewErrorResponse = (diff: Diff) =>
  diff.path.length === 5 && diff.path[3] === 'responses' && /^[45]/.test(String(diff.path[4]));

/** `… › requestBody` added with `required: true`: calls made before it send no body and are refused. */
const isNewRequiredBody = (diff: Diff) =>
  diff.path.at(-1) === 'requestBody' && (diff.after as {required?: boolean} | undefined)?.required === true;

/**
 * A field's `type` replaced, read from the two type sets rather than the library's class (which it reverses in
 * responses): a request field that accepts every type it did is safe, and a response field that may now also be
 * another type (`null` included) is dangerous; any other change breaks the code on one side.
 */
function typeChange(diff: Diff, inResponse: boolean): Severity | undefined {
  const [before, after] = [diff.before, diff.after].map((types) => new Set([types].flat().map(String)));
  const widened = [...before].every((type) => after.has(type));
  if (!widened) return 'breaking';
  if (after.size === before.size) return undefined; // the same types, listed in another order
  return inResponse ? 'dangerous' : 'safe';
}

/**
 * api-smart-diff compares a type list (`type: [string, "null"]`) element by element, so `type/0` and `type/1` would
 * each be classed on their own and a reordered list read as two changes: each list that changed becomes one
 * replacement of the whole `type`, with both lists read from the documents, for `typeChange` to judge.
 */
function wholeTypeLists(diffs: Diff[], documents: Record<'before' | 'after', OpenApiDocument>): Diff[] {
  const seen = new Set<string>();
  return diffs.flatMap((diff) => {
    const index = diff.path.at(-1);
    if (diff.path.at(-2) !== 'type' || !/^\d+$/.test(String(index))) return [diff];
    const path = diff.path.slice(0, -1);
    const [before, after] = (['before', 'after'] as const).map((side) => sideNodeAt(documents, path, side));
    // A list this cannot find is judged by the elements that changed: breaking unless only types were added.
    if (before === undefined || after === undefined)
      return [{...diff, action: 'replace', path, before: [diff.before ?? []].flat(), after: [diff.after ?? []].flat()}];
    const key = path.join('/');
    if (seen.has(key)) return [];
    seen.add(key);
    return [{...diff, action: 'replace', path, before, after}];
  });
}

function actionOf(diff: Diff, rest: unknown[]): NonNullable<Change['item']>['action'] {
  if (rest.length === 0) return diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
  if (rest.length !== 1 || rest[0] !== 'deprecated') return 'changed';
  return diff.after === true ? 'deprecated' : diff.before === true ? 'undeprecated' : 'changed';
}

/**
 * An operation's `operationId` renamed: nothing changes for HTTP callers (the SDK's name is `x-sdk-method`), but its
 * reference heading's anchor moves and its history follows it.
 */
function operationIdRename(api: string, file: string, diff: Diff, after: OpenApiDocument): Change | undefined {
  const [section, route, method, field, ...more] = diff.path.map(String);
  if (section !== 'paths' || field !== 'operationId' || more.length || diff.action !== 'replace') return undefined;
  const item = operationRef(api, after, route, method);
  if (!item) return undefined;
  return {
    interface: 'rest',
    file,
    path: `${item.label} › operationId`,
    severity: 'safe',
    message: `Renamed the operation id of \`${item.label}\` from \`${String(diff.before)}\` to \`${String(diff.after)}\`; its reference heading's anchor moves`,
    item: {...item, action: 'changed'},
    previousKey: `${api}:${String(diff.before)}`,
  };
}

/**
 * A response field added or removed with its `required` entry is one change: "Removed `x` from responses" says it, and
 * "`x` is no longer required in responses" beside it would suggest the field may still arrive (and count twice).
 */
function withoutRequiredOfAddedOrRemoved(changes: Change[]): Change[] {
  const whole = new Set(
    changes.flatMap(({path, message}) => {
      const [, verb, field] = /^(Added|Removed) (`[^`]+`) (?:to|from) responses$/.exec(message) ?? [];
      return verb ? [`${path.split(' › ')[0]}|${field}|${verb === 'Added' ? 'now' : 'no longer'}`] : [];
    }),
  );
  return changes.filter(({path, message}) => {
    const [, field, now] = /^(`[^`]+`) is (now|no longer) required in responses$/.exec(message) ?? [];
    return !field || !whole.has(`${path.split(' › ')[0]}|${field}|${now}`);
  });
}

/**
 * The two documents without the path items that are the same in both, with every component they use, and without the
 * components of the sections reported through operations that no other path item uses: no change can come from them,
 * and api-smart-diff's time grows with all it compares (about a second for one release's API).
 */
export function withoutUnchangedPaths(
  before: OpenApiDocument,
  after: OpenApiDocument,
): [OpenApiDocument, OpenApiDocument] {
  const [was, is] = [before.paths ?? {}, after.paths ?? {}] as Node[];
  // Path items share components (the problem responses, say): each is compared once.
  const sameComponent = new Map<string, boolean>();
  const sameTarget = (ref: string) => {
    let same = sameComponent.get(ref);
    if (same === undefined)
      sameComponent.set(ref, (same = JSON.stringify(target(before, ref)) === JSON.stringify(target(after, ref))));
    return same;
  };
  const same = (route: string) =>
    route in was &&
    JSON.stringify(was[route]) === JSON.stringify(is[route]) &&
    [...refClosure(before, was[route])].every(sameTarget);
  const unchanged = new Set(Object.keys(is).filter(same));
  const changed = (paths: Node) => Object.fromEntries(Object.entries(paths).filter(([route]) => !unchanged.has(route)));
  const [wasChanged, isChanged] = [changed(was), changed(is)];
  const used = new Set([...refClosure(before, wasChanged), ...refClosure(after, isChanged)]);
  const components = (document: OpenApiDocument) =>
    Object.fromEntries(
      Object.entries((document.components ?? {}) as Record<string, Node>).map(([section, entries]) => [
        section,
        reportedThroughOperations.has(section)
          ? Object.fromEntries(Object.entries(entries).filter(([name]) => used.has(`#/components/${section}/${name}`)))
          : entries,
      ]),
    );
  return [
    {...before, paths: wasChanged, components: components(before)} as OpenApiDocument,
    {...after, paths: isChanged, components: components(after)} as OpenApiDocument,
  ];
}

/** A document as api-smart-diff is given it: without annotations, response headers' schemas written inline. */
export const asCompared = (document: OpenApiDocument) => withHeaderSchemasInline(withoutAnnotations(document));

/** api-smart-diff's changes between two OpenAPI documents of one API, each attached to its operation. */
export function diffOpenApi(api: string, file: string, before: OpenApiDocument, after: OpenApiDocument): Change[] {
  const changes: Change[] = [];
  const compared = {before: asCompared(before), after: asCompared(after)};
  // api-smart-diff changes the documents it merges, and the compared ones are read again below.
  const diffs = apiDiff(...structuredClone(withoutUnchangedPaths(compared.before, compared.after)));
  for (const diff of wholeTypeLists(diffs, compared)) {
    const renamed = operationIdRename(api, file, diff, after);
    if (renamed) {
      changes.push(renamed);
      continue;
    }
    const severity = severityOf(diff);
    if (!severity) continue;
    const [section, route, method, ...rest] = diff.path.map(String);
    if (inComponentReadThroughOperations(diff)) continue;
    const onOperation = section === 'paths' && route !== undefined && method !== undefined && methods.has(method);
    if (!onOperation) {
      changes.push({
        interface: 'rest',
        file,
        path: diff.path.join('/'),
        severity,
        message: diff.description || `Changed \`${diff.path.join('.')}\``,
      });
      continue;
    }
    const item = operationRef(api, after, route, method) ?? operationRef(api, before, route, method);
    const path = [`${method.toUpperCase()} ${route}`, ...(rest.length ? [rest.join('/')] : [])].join(' › ');
    changes.push({
      interface: 'rest',
      file,
      path,
      severity,
      message: restSentence(diff, {before, after}, route, method),
      ...(item && {item: {...item, action: actionOf(diff, rest)}}),
      ...(diff.action === 'remove' && {
        removedDeprecated: (diff.before as {deprecated?: boolean})?.deprecated === true,
      }),
      ...(rest.at(-1) === 'deprecated' && diff.after === true && {deprecates: path.replace(/( › |\/)deprecated$/, '')}),
      ...(rest.at(-1) === 'deprecated' &&
        diff.before === true &&
        diff.after !== true && {undeprecates: path.replace(/( › |\/)deprecated$/, '')}),
    });
    // Added already deprecated: its notice runs from this release, as a later deprecation's would.
    if (
      item &&
      rest.length === 0 &&
      diff.action === 'add' &&
      (diff.after as {deprecated?: boolean}).deprecated === true
    )
      changes.push({
        interface: 'rest',
        file,
        path: `${path} › deprecated`,
        severity: 'safe',
        message: `Deprecated \`${item.label}\``,
        item: {...item, action: 'deprecated'},
        deprecates: path,
      });
  }
  return withoutRequiredOfAddedOrRemoved(changes);
}
