import {CriticalityLevel, type Change as AnyInspectorChange, type TypeOfChangeType} from '@graphql-inspector/core';
// `diff` without rules, which is the same list but a promise: the docs' remark step runs synchronously.
import {diffSchema} from '@graphql-inspector/core/diff/schema';
import type {GraphQLSchema} from 'graphql';
import type {Change, ItemRef, Severity} from '../model';

/** GraphQL Inspector's change with its type named: the library's default leaves `type` as `any`. */
type InspectorChange = AnyInspectorChange<TypeOfChangeType>;

const severities: Record<CriticalityLevel, Severity> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

/** Description edits are documentation, not interface; the changelog lists interface changes. */
const documentationOnly = /DESCRIPTION/;

/**
 * `@sdkMethod` names an operation's SDK method: adding it is safe, and removing or renaming it (its `name` removed and
 * another added) breaks the SDK's callers, as `x-sdk-method` does in the REST diff (GraphQL Inspector calls any new
 * directive dangerous).
 */
function severityOf(change: InspectorChange): Severity {
  if (/DIRECTIVE/.test(change.type) && /'@?sdkMethod'/.test(change.message))
    return /_ADDED$/.test(change.type) ? 'safe' : 'breaking';
  // An optional argument or input field (one with a default included) is an addition the policy lets ship without
  // notice; Inspector calls it dangerous.
  if (
    /^(FIELD_ARGUMENT|INPUT_FIELD)_ADDED$/.test(change.type) &&
    change.criticality.level === CriticalityLevel.Dangerous
  )
    return 'safe';
  return severities[change.criticality.level];
}

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** `Query.pools.first` → the operation `Query.pools`; `Pool.status` → the type `Pool`. */
function itemOf(api: string, path: string): ItemRef | undefined {
  const [type, field] = path.split('.');
  if (!type) return undefined;
  if (rootTypes.has(type) && field)
    return {kind: 'graphql-operation', key: `${api}:${type}.${field}`, label: `${type}.${field}`};
  if (rootTypes.has(type)) return undefined;
  return {kind: 'graphql-type', key: `${api}:${type}`, label: type};
}

function actionOf(change: InspectorChange, path: string, item: ItemRef): NonNullable<Change['item']>['action'] {
  const itemDepth = item.kind === 'graphql-type' ? 1 : 2;
  const onItem = path.split('.').length === itemDepth;
  // Only an operation (a root field) is deprecated itself; a type's deprecated field or value changes the type.
  if (deprecationAdded(change, path)) return deprecatedPath(path) === item.label ? 'deprecated' : 'changed';
  if (onItem && /_ADDED$/.test(change.type)) return 'added';
  if (onItem && /_REMOVED$/.test(change.type)) return 'removed';
  return 'changed';
}

/** What a `@deprecated` at `path` deprecates: `Pool.name` for `Pool.name.@deprecated`. */
const deprecatedPath = (path: string) => path.replace(/\.@deprecated$/, '');

/**
 * One change per deprecation: Inspector reports a field's as a deprecation, a directive usage and the directive's
 * `reason` argument, and an argument's or input field's as the last two; the changelog lists the notice once.
 */
function oneChangePerDeprecation(changes: InspectorChange[]): InspectorChange[] {
  // An enum value's comes as a deprecation reason; a field's may come as both a deprecation and its reason.
  const deprecations = new Set(changes.filter(inspectorDeprecation).map((change) => change.path));
  const kept = new Set<string | undefined>();
  return changes.filter((change) => {
    if (/\.@deprecated\./.test(change.path ?? '')) return false;
    if (/^DIRECTIVE_USAGE_/.test(change.type) && deprecations.has(change.path)) return false;
    if (!inspectorDeprecation(change)) return true;
    if (kept.has(change.path)) return false;
    kept.add(change.path);
    return true;
  });
}

/** A deprecation Inspector words as a directive usage, in the changelog's words. */
const messageOf = (change: InspectorChange, path: string) =>
  /^DIRECTIVE_USAGE_/.test(change.type) && deprecationAdded(change, path)
    ? `\`${deprecatedPath(path)}\` is deprecated`
    : change.message;

/** GraphQL Inspector's changes between two schemas of one API, with its own criticality. */
export function diffGraphql(api: string, file: string, before: GraphQLSchema, after: GraphQLSchema): Change[] {
  const changes = oneChangePerDeprecation(diffSchema(before, after) as InspectorChange[]);
  return changes
    .filter((change) => !documentationOnly.test(change.type))
    .map((change): Change => {
      const path = change.path ?? '';
      const item = itemOf(api, path);
      const meta = change.meta as {isRemovedFieldDeprecated?: boolean};
      return {
        interface: 'graphql',
        file,
        path,
        severity: severityOf(change),
        message: messageOf(change, path),
        ...(item && {item: {...item, action: actionOf(change, path, item)}}),
        ...(/_REMOVED$/.test(change.type) && {removedDeprecated: isDeprecatedIn(before, path, meta)}),
        ...(deprecationAdded(change, path) && {deprecates: deprecatedPath(path)}),
      };
    });
}

/**
 * Whether a change deprecates something: a field or enum value (Inspector's `…DEPRECATION_ADDED`), or an argument or
 * input field, which Inspector reports as a `@deprecated` directive usage added at `….@deprecated`.
 */
const deprecationAdded = (change: InspectorChange, path: string) =>
  inspectorDeprecation(change) || (/^DIRECTIVE_USAGE_.*_ADDED$/.test(change.type) && path.endsWith('.@deprecated'));

/** Inspector's own deprecation of a field or enum value, or of its reason. */
function inspectorDeprecation(change: InspectorChange): boolean {
  return /DEPRECATION(_REASON)?_ADDED$/.test(change.type);
}

/** Whether the removed field, argument, input field or enum value carried `@deprecated` before. */
function isDeprecatedIn(schema: GraphQLSchema, path: string, meta: {isRemovedFieldDeprecated?: boolean}): boolean {
  if (meta.isRemovedFieldDeprecated !== undefined) return meta.isRemovedFieldDeprecated;
  const [typeName, member, argument] = path.split('.');
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if ('getValues' in type) return type.getValues().find((value) => value.name === member)?.deprecationReason != null;
  if (!('getFields' in type)) return false;
  const field = type.getFields()[member] as
    {deprecationReason?: string | null; args?: {name: string; deprecationReason?: string | null}[]} | undefined;
  if (argument) return field?.args?.find((arg) => arg.name === argument)?.deprecationReason != null;
  return field?.deprecationReason != null;
}
