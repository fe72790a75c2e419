import {CriticalityLevel, type Change as AnyInspectorChange, type TypeOfChangeType} from '@graphql-inspector/core';
// `diff` without rules, which is the same list but a promise: the docs' remark step runs synchronously.
import {diffSchema} from '@graphql-inspector/core/diff/schema';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
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
function severityOf(
  change: InspectorChange,
  inputOnly: (typeName: string) => boolean,
  requiredIn: (path: string) => boolean,
): Severity {
  if (/DIRECTIVE/.test(change.type) && /'@?sdkMethod'/.test(change.message))
    return /_ADDED$/.test(change.type) ? 'safe' : 'breaking';
  // An optional argument or input field (one with a default included) is an addition the policy lets ship without
  // notice; Inspector calls it dangerous.
  if (
    /^(FIELD_ARGUMENT|INPUT_FIELD)_ADDED$/.test(change.type) &&
    change.criticality.level === CriticalityLevel.Dangerous
  )
    return 'safe';
  // A value added to an enum that only arguments and input fields use is one more thing a client may send, never one
  // it may receive: the REST diff reads a request's new value the same way.
  if (change.type === 'ENUM_VALUE_ADDED' && inputOnly((change.path ?? '').split('.')[0])) return 'safe';
  // An output field that may now be `null` is what a REST response field gaining a `null` branch is: dangerous.
  if (change.type === 'FIELD_TYPE_CHANGED' && loosened(change)) return 'dangerous';
  // Without its default, a non-null argument or input field must be sent: queries that left it out stop validating.
  const defaultless = removedDefault(change);
  if (defaultless && requiredIn(defaultless)) return 'breaking';
  return severities[change.criticality.level];
}

/** A field type that only dropped `!`s (`Address!` → `Address`, `[String!]!` → `[String]!`). */
function loosened(change: InspectorChange): boolean {
  const {before, after} = fieldTypes(change);
  let matched = 0;
  for (const character of before) {
    if (character === after[matched]) matched++;
    else if (character !== '!') return false;
  }
  return matched === after.length && after.length < before.length;
}

const fieldTypes = (change: InspectorChange) => {
  const meta = change.meta as {oldFieldType?: string; newFieldType?: string};
  return {before: meta.oldFieldType ?? '', after: meta.newFieldType ?? ''};
};

type DefaultMeta = Partial<
  Record<'inputName' | 'inputFieldName' | 'typeName' | 'fieldName' | 'argumentName', string> &
    Record<'oldDefaultValue' | 'newDefaultValue', string>
>;

/** An argument or input field whose default went away: `Input.field` or `Type.field.argument`. */
function removedDefault(change: InspectorChange): string | undefined {
  const meta = change.meta as DefaultMeta;
  if (meta.oldDefaultValue === undefined || meta.newDefaultValue !== undefined) return undefined;
  if (change.type === 'INPUT_FIELD_DEFAULT_VALUE_CHANGED') return `${meta.inputName}.${meta.inputFieldName}`;
  if (change.type === 'FIELD_ARGUMENT_DEFAULT_CHANGED')
    return `${meta.typeName}.${meta.fieldName}.${meta.argumentName}`;
  return undefined;
}

/** Inspector's sentence, except where it would print `undefined` for a default, or call a list of null items null. */
function messageOf(change: InspectorChange): string {
  const meta = change.meta as DefaultMeta;
  const was = `(it was '${meta.oldDefaultValue}')`;
  if (removedDefault(change) && change.type === 'INPUT_FIELD_DEFAULT_VALUE_CHANGED')
    return `Input field '${meta.inputName}.${meta.inputFieldName}' no longer has a default value ${was}`;
  if (removedDefault(change))
    return `Argument '${meta.argumentName}' on field '${meta.typeName}.${meta.fieldName}' no longer has a default value ${was}`;
  if (change.type === 'INPUT_FIELD_DEFAULT_VALUE_CHANGED' && meta.oldDefaultValue === undefined)
    return `Input field '${meta.inputName}.${meta.inputFieldName}' now has a default value '${meta.newDefaultValue}'`;
  if (change.type === 'FIELD_TYPE_CHANGED' && loosened(change)) {
    const {before, after} = fieldTypes(change);
    // The outer `!` decides whether the field itself may be null; an inner one, whether its items may.
    const what = before.endsWith('!') && !after.endsWith('!') ? 'may now be null' : 'may now hold null items';
    return `Field '${meta.typeName}.${meta.fieldName}' ${what}: its type '${before}' is now '${after}'`;
  }
  return change.message;
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
  const onItem = path.split('.').length === (item.kind === 'graphql-type' ? 1 : 2);
  if (onItem && /_ADDED$/.test(change.type)) return 'added';
  if (onItem && /_REMOVED$/.test(change.type)) return 'removed';
  return 'changed';
}

/**
 * Inspector's reports of a `@deprecated` added, removed or reworded. Which members are deprecated is read from the two
 * schemas instead: Inspector words a reason moving to or from the default as a deprecation added or removed, and says
 * nothing of an argument added already deprecated.
 */
const aboutDeprecation = (change: InspectorChange) =>
  /DEPRECATION/.test(change.type) || /\.@deprecated(\.|$)/.test(change.path ?? '');

/** A field, argument, input field or enum value: what a deprecation marks. */
interface Member {
  name: string;
  deprecationReason?: string | null;
  args?: readonly Member[];
}

/** Each field, argument, input field and enum value of a schema by path (`Query.pools.first`): deprecated or not. */
function deprecationStates(schema: GraphQLSchema): Map<string, boolean> {
  const states = new Map<string, boolean>();
  const add = (path: string, member: Member) => states.set(path, member.deprecationReason != null);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type)) for (const value of type.getValues()) add(`${type.name}.${value.name}`, value);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields()) as Member[]) {
        add(`${type.name}.${field.name}`, field);
        for (const argument of field.args ?? []) add(`${type.name}.${field.name}.${argument.name}`, argument);
      }
  }
  return states;
}

/**
 * A change for each member deprecated (added deprecated included) or no longer deprecated. Only an operation (a root
 * field) is deprecated itself; a type's deprecated field or value, or an operation's argument, changes its item.
 */
function deprecationChanges(api: string, file: string, {was, is}: States): Change[] {
  const changes: Change[] = [];
  for (const [path, deprecated] of is) {
    if (deprecated === (was.get(path) ?? false)) continue;
    const item = itemOf(api, path);
    const action = deprecated ? 'deprecated' : 'undeprecated';
    changes.push({
      interface: 'graphql',
      file,
      path,
      severity: 'safe',
      message: `\`${path}\` is ${deprecated ? 'deprecated' : 'no longer deprecated'}`,
      ...(item && {item: {...item, action: path === item.label ? action : 'changed'}}),
      [deprecated ? 'deprecates' : 'undeprecates']: path,
    });
  }
  return changes;
}

/** Which members are deprecated before and after a change, read once per pair of schemas. */
interface States {
  was: Map<string, boolean>;
  is: Map<string, boolean>;
}

/** Additions that bring their parts with them: a field its arguments, a directive its locations and arguments. */
const wholeAdditions = /^(TYPE|FIELD|INPUT_FIELD|DIRECTIVE|DIRECTIVE_USAGE_(?!ARGUMENT)\w+)_ADDED$/;

/**
 * GraphQL Inspector lists a new field and each of its arguments, a new directive and each of its locations and
 * arguments, a directive's use and its arguments: one change, each listed and counted once, as the added item.
 */
function withoutPartsOfAdditions(changes: InspectorChange[]): InspectorChange[] {
  const wholes = changes.filter((change) => wholeAdditions.test(change.type));
  return changes.filter(
    (change) =>
      !/_ADDED$/.test(change.type) ||
      !wholes.some(
        (whole) =>
          whole !== change &&
          whole.path !== undefined &&
          change.path !== undefined &&
          (change.path.startsWith(`${whole.path}.`) || (change.path === whole.path && change.type !== whole.type)),
      ),
  );
}

/** GraphQL Inspector's changes between two schemas of one API, with its own criticality, and their deprecations. */
export function diffGraphql(api: string, file: string, before: GraphQLSchema, after: GraphQLSchema): Change[] {
  const states: States = {was: deprecationStates(before), is: deprecationStates(after)};
  const uses = typeReferences(after);
  const inputOnly = (typeName: string) =>
    (uses.get(typeName) ?? []).every(
      ({owner, path}) => path.split('.').length === 3 || isInputObjectType(after.getType(owner)),
    );
  // `Input.field` or `Type.field.argument`, non-null in the later schema.
  const requiredIn = (path: string) => {
    const [typeName, fieldName, argumentName] = path.split('.');
    const type = after.getType(typeName);
    if (!type || !(isInputObjectType(type) || isObjectType(type) || isInterfaceType(type))) return false;
    const field = type.getFields()[fieldName] as
      {type: GraphQLType; args?: {name: string; type: GraphQLType}[]} | undefined;
    const target = argumentName ? field?.args?.find((argument) => argument.name === argumentName) : field;
    return target !== undefined && isNonNullType(target.type);
  };
  const changes = withoutPartsOfAdditions(diffSchema(before, after) as InspectorChange[])
    .filter((change) => !documentationOnly.test(change.type) && !aboutDeprecation(change))
    .map((change): Change => {
      const path = change.path ?? '';
      const item = itemOf(api, path);
      const meta = change.meta as {
        isRemovedFieldDeprecated?: boolean;
        oldMutationTypeName?: string;
        oldSubscriptionTypeName?: string;
      };
      const removedType =
        change.type === 'TYPE_REMOVED'
          ? path
          : /^SCHEMA_(MUTATION|SUBSCRIPTION)_TYPE_CHANGED$/.test(change.type)
            ? (meta.oldMutationTypeName ?? meta.oldSubscriptionTypeName)
            : undefined;
      const removedWith =
        removedType && after.getType(removedType) === undefined
          ? deprecatedUsers(before, after, removedType, states)
          : undefined;
      return {
        interface: 'graphql',
        file,
        path,
        severity: severityOf(change, inputOnly, requiredIn),
        message: messageOf(change),
        ...(item && {item: {...item, action: actionOf(change, path, item)}}),
        ...((/_REMOVED$/.test(change.type) || removedWith) && {
          // A removed member's state in the earlier schema; Inspector says it itself for a field.
          removedDeprecated: Boolean(removedWith) || (meta.isRemovedFieldDeprecated ?? states.was.get(path) === true),
        }),
        ...(removedWith && {removedWith}),
      };
    });
  return [...changes, ...rootRemovals(api, file, before, after), ...deprecationChanges(api, file, states)];
}

/** Where each named type is used in a schema: by a field, argument or input field (its path), or by a union or type. */
function typeReferences(schema: GraphQLSchema): Map<string, {owner: string; path: string}[]> {
  const uses = new Map<string, {owner: string; path: string}[]>();
  const refer = (type: GraphQLType, owner: string, path: string) => {
    const name = getNamedType(type).name;
    uses.set(name, [...(uses.get(name) ?? []), {owner, path}]);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isUnionType(type)) for (const member of type.getTypes()) refer(member, type.name, type.name);
    if (isObjectType(type) || isInterfaceType(type))
      for (const implemented of type.getInterfaces()) refer(implemented, type.name, type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields()) as (Member & {
        type: GraphQLType;
        args?: {name: string; type: GraphQLType}[];
      })[]) {
        refer(field.type, type.name, `${type.name}.${field.name}`);
        for (const argument of field.args ?? [])
          refer(argument.type, type.name, `${type.name}.${field.name}.${argument.name}`);
      }
  }
  return uses;
}

/**
 * The deprecated fields, arguments and input fields whose removal takes a removed type with them: every use of the type
 * is one of them, or lies in another type removed the same way. Undefined when something else used it.
 */
function deprecatedUsers(
  before: GraphQLSchema,
  after: GraphQLSchema,
  typeName: string,
  {was, is}: States,
): string[] | undefined {
  const uses = typeReferences(before);
  // Each type's answer once; a type met again while it is being worked out is one of its own uses (a cycle).
  const known = new Map<string, string[] | undefined>();
  const working = new Set<string>();
  // A field, argument or input field removed as deprecated: itself, or (an argument) the field it belongs to.
  const removedDeprecated = (path: string) =>
    [path, path.split('.').slice(0, 2).join('.')].find((member) => !is.has(member) && was.get(member) === true);
  const roots = [before.getMutationType(), before.getSubscriptionType()].flatMap((root) => (root ? [root] : []));
  const users = (name: string): string[] | undefined => {
    if (working.has(name)) return [];
    if (!known.has(name)) {
      working.add(name);
      known.set(name, usersOf(name));
      working.delete(name);
    }
    return known.get(name);
  };
  const usersOf = (name: string): string[] | undefined => {
    // A root type goes when every one of its operations went as deprecated.
    const root = roots.find((type) => type.name === name);
    if (root) {
      const fields = Object.keys(root.getFields()).map((field) => removedDeprecated(`${name}.${field}`));
      return fields.every(Boolean) ? (fields as string[]) : undefined;
    }
    const found: string[] = [];
    for (const {owner, path} of uses.get(name) ?? []) {
      const viaOwner = after.getType(owner) === undefined ? users(owner) : undefined;
      const member = viaOwner ? undefined : removedDeprecated(path);
      if (viaOwner) found.push(...viaOwner);
      else if (member) found.push(member);
      else return undefined;
    }
    return found;
  };
  // A type none of whose uses dates it (each only another removed type in a cycle) is not one a deprecation took.
  const dating = users(typeName);
  return dating?.length ? dating : undefined;
}

/**
 * The operations of a Mutation or Subscription type removed whole, one change each: Inspector reports only the type,
 * so without them the changelog names no operation and the guard cannot apply an operation's SDK method rule.
 */
function rootRemovals(api: string, file: string, before: GraphQLSchema, after: GraphQLSchema): Change[] {
  const removed = [before.getMutationType(), before.getSubscriptionType()].filter(
    (root) => root && !after.getType(root.name),
  );
  return removed.flatMap((root) =>
    Object.values(root!.getFields()).map((field): Change => {
      const path = `${root!.name}.${field.name}`;
      // Worded as Inspector words a single removal, so an announced removal reads apart from one made without notice.
      const deprecated = field.deprecationReason != null;
      return {
        interface: 'graphql',
        file,
        path,
        severity: 'breaking',
        message: `Field '${field.name}'${deprecated ? ' (deprecated)' : ''} was removed with type '${root!.name}'`,
        item: {...itemOf(api, path)!, action: 'removed'},
        removedDeprecated: deprecated,
      };
    }),
  );
}
