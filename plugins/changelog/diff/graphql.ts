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
  const deprecation = deprecationOf(change);
  if (deprecation)
    return deprecation.target !== item.label ? 'changed' : deprecation.added ? 'deprecated' : 'undeprecated';
  if (onItem && /_ADDED$/.test(change.type)) return 'added';
  if (onItem && /_REMOVED$/.test(change.type)) return 'removed';
  return 'changed';
}

/** Inspector's own wording of a field's or enum value's deprecation (or its reason) being added or removed. */
const inspectorDeprecation = (change: InspectorChange) => /DEPRECATION(_REASON)?_(ADDED|REMOVED)$/.test(change.type);

/**
 * Whether a change adds or withdraws a `@deprecated`, and what it marks (`Pool.name`, `Query.pools.first`, `S.A`):
 * Inspector's own deprecation changes of fields and enum values, or a directive usage at `….@deprecated` on any member.
 */
function deprecationOf(change: InspectorChange): {added: boolean; target: string} | undefined {
  const path = change.path ?? '';
  const usage = /^DIRECTIVE_USAGE_/.test(change.type) && path.endsWith('.@deprecated');
  if (!usage && !inspectorDeprecation(change)) return undefined;
  return {added: /_ADDED$/.test(change.type), target: path.replace(/\.@deprecated$/, '')};
}

/**
 * One change per deprecation or withdrawal: Inspector reports a field's as a deprecation, a directive usage and the
 * directive's `reason` argument, an enum value's and an argument's or input field's as fewer of them; the changelog
 * lists each once.
 */
function oneChangePerDeprecation(changes: InspectorChange[]): InspectorChange[] {
  const kept = new Set<string>();
  return changes.filter((change) => {
    if (/\.@deprecated\./.test(change.path ?? '')) return false;
    const deprecation = deprecationOf(change);
    if (!deprecation) return true;
    const key = `${deprecation.added}|${deprecation.target}`;
    if (kept.has(key)) return false;
    kept.add(key);
    return true;
  });
}

/** A deprecation or its withdrawal in the changelog's words, whichever of Inspector's changes reported it. */
function messageOf(change: InspectorChange): string {
  const deprecation = deprecationOf(change);
  if (!deprecation) return change.message;
  return `\`${deprecation.target}\` is ${deprecation.added ? 'deprecated' : 'no longer deprecated'}`;
}

/** GraphQL Inspector's changes between two schemas of one API, with its own criticality. */
export function diffGraphql(api: string, file: string, before: GraphQLSchema, after: GraphQLSchema): Change[] {
  const changes = oneChangePerDeprecation(diffSchema(before, after) as InspectorChange[]);
  return changes
    .filter((change) => !documentationOnly.test(change.type))
    .map((change): Change => {
      const path = change.path ?? '';
      const item = itemOf(api, path);
      const meta = change.meta as {isRemovedFieldDeprecated?: boolean};
      const deprecation = deprecationOf(change);
      return {
        interface: 'graphql',
        file,
        path,
        severity: severityOf(change),
        message: messageOf(change),
        ...(item && {item: {...item, action: actionOf(change, path, item)}}),
        ...(/_REMOVED$/.test(change.type) && !deprecation && {removedDeprecated: isDeprecatedIn(before, path, meta)}),
        ...(deprecation && {[deprecation.added ? 'deprecates' : 'undeprecates']: deprecation.target}),
      };
    });
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
