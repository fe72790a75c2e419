import {
  getDirectiveValues,
  getNullableType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLType,
  type OperationDefinitionNode,
} from 'graphql';
import type {OperationExample} from '../graphql/examples';
import type {GraphqlApi} from '../load';
import {exampleStatement, qualifiedMethod, type SdkMethod, type SdkModule} from './model';
import {
  docComment,
  inputTypeName,
  moduleInterfaceName,
  selfExplained,
  type SdkField,
  type SdkResult,
} from './typescript';
import {scalarText} from '../../support/scalarText';
import {defaultNote, valuesNote, withNotes} from '../openapi/schemaView';

/**
 * The SDL directive that makes a root field an SDK method, `@sdkMethod(name: "list")`: the GraphQL
 * counterpart of OpenAPI's `x-sdk-method`. The SDL declares it, so graphql-js checks where it is used.
 */
export const sdkMethodDirective = 'sdkMethod';

/**
 * How the SDK types what the GraphQL API sends, as for REST: amounts become `bigint`, addresses and
 * bytes viem's `Address` and `Hex`, ids, times and ratios stay strings.
 */
const scalarTypes: Record<string, string> = {
  Address: 'Address',
  Amount: 'bigint',
  Hex: 'Hex',
  DateTime: 'string',
  Ratio: 'string',
  ID: 'string',
  String: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
};

/** `nodes` plus `pageInfo`: a page of a list, which the SDK turns into an async iterator of the nodes. */
function connectionNode(type: GraphQLNamedType): GraphQLNamedType | undefined {
  if (!isObjectType(type)) return undefined;
  const fields = type.getFields();
  return fields.pageInfo && fields.nodes ? getNamedType(fields.nodes.type) : undefined;
}

/** The TypeScript type of a GraphQL type; `null` joins nullable output types, inputs mark them optional instead. */
function tsType(type: GraphQLType, output: boolean): string {
  if (isNonNullType(type)) return tsType(type.ofType, false);
  const nullable = output ? ' | null' : '';
  if (isListType(type)) {
    const item = tsType(type.ofType, output);
    return `${item.includes(' ') ? `(${item})` : item}[]${nullable}`;
  }
  if (isScalarType(type)) {
    const scalar = scalarTypes[type.name];
    if (!scalar) throw new Error(`GraphQL scalar ${type.name} has no SDK type in plugins/reference/sdk/graphql.ts`);
    return `${scalar}${nullable}`;
  }
  return `${type.name}${nullable}`;
}

const outputType = (type: GraphQLType) => tsType(type, true);
const inputType = (type: GraphQLType) => tsType(type, false);

/** Fields the SDK reads of an object type: those without arguments (one field per property, no selection to choose). */
const sdkFields = (type: GraphQLObjectType) =>
  Object.values(type.getFields()).filter((field) => field.args.length === 0);

/** One GraphQL argument or input field as an input property: optional when null or a default may stand in. */
const inputField = (field: GraphQLArgument | GraphQLInputField): SdkField => ({
  name: field.name,
  type: inputType(field.type),
  required: isNonNullType(field.type) && field.defaultValue === undefined,
  description: withInputNotes(field),
});

/**
 * What the custom scalar behind a field says (an RFC 3339 time, a byte string), which the SDK's `string` or `Hex`
 * no longer shows: REST-based modules add the same note (`withInlinedTypeNote` in ./typescript).
 */
function scalarNote(description: string, type: GraphQLType): string | undefined {
  const named = getNamedType(type);
  if (!isScalarType(named) || isSpecifiedScalarType(named) || selfExplained.has(scalarTypes[named.name] ?? '')) return;
  const note = named.description?.trim();
  return note && !description.includes(note) ? note : undefined;
}

/** A description followed by the enum values, the default and the scalar's note it leaves unsaid, as REST rows. */
function withInputNotes(field: GraphQLArgument | GraphQLInputField): string {
  const description = field.description ?? '';
  const named = getNamedType(field.type);
  const values = isEnumType(named) ? named.getValues().map((value) => value.name) : undefined;
  const each = isListType(getNullableType(field.type)) ? 'each' : undefined;
  return withNotes(
    description,
    values && valuesNote(description, values, each),
    defaultNote(description, field.defaultValue),
    scalarNote(description, field.type),
  );
}

/** `input: BuildSupplyInput!` as the only argument: the method takes that input type itself. */
const singleInput = (field: GraphQLField<unknown, unknown>): GraphQLArgument | undefined =>
  field.args.length === 1 && field.args[0].name === 'input' && isInputObjectType(getNamedType(field.args[0].type))
    ? field.args[0]
    : undefined;

/** Arguments the reader passes; the SDK passes `after` itself while it iterates. */
const methodArguments = (field: GraphQLField<unknown, unknown>) => field.args.filter((arg) => arg.name !== 'after');

function resultOf(field: GraphQLField<unknown, unknown>): SdkResult {
  const named = getNamedType(field.type);
  const node = connectionNode(named);
  if (node) return {type: `AsyncIterable<${node.name}>`, name: node.name, paginated: true};
  // A null result comes with an error, which the SDK throws: the promise resolves only with a value.
  const name = inputType(field.type);
  return {type: `Promise<${name}>`, name, paginated: false};
}

/** Every named type the methods reach: enums, input and object types, without the pages of lists. */
function reachableTypes(fields: GraphQLField<unknown, unknown>[]): GraphQLNamedType[] {
  const found = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (isScalarType(type) || found.has(type.name)) return;
    const node = connectionNode(type);
    if (node) return visit(node);
    found.set(type.name, type);
    if (isObjectType(type)) sdkFields(type).forEach((field) => visit(getNamedType(field.type)));
    if (isInputObjectType(type)) Object.values(type.getFields()).forEach((field) => visit(getNamedType(field.type)));
  };
  for (const field of fields) {
    methodArguments(field).forEach((arg) => visit(getNamedType(arg.type)));
    visit(getNamedType(field.type));
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A named GraphQL type as a TypeScript declaration, with its descriptions as doc comments. */
function typeDeclaration(type: GraphQLNamedType): string {
  const comment = docComment(type.description ?? '');
  if (isEnumType(type))
    return `${comment}export type ${type.name} = ${type
      .getValues()
      .map((value) => `'${value.name}'`)
      .join(' | ')};`;
  const members = isObjectType(type)
    ? sdkFields(type).map(
        (field) =>
          `${docComment(withNotes(field.description ?? '', scalarNote(field.description ?? '', field.type)), '  ')}  ${field.name}: ${outputType(field.type)};`,
      )
    : isInputObjectType(type)
      ? Object.values(type.getFields()).map((field) => {
          const {name, type: tsInput, required, description} = inputField(field);
          return `${docComment(description, '  ')}  ${name}${required ? '' : '?'}: ${tsInput};`;
        })
      : [];
  return `${comment}export interface ${type.name} {\n${members.join('\n')}\n}`;
}

/** An example value as a TypeScript literal of the input type: `bigint` literals for amounts. */
function literal(type: GraphQLInputType, value: unknown, indent: string): string {
  const inner = `${indent}  `;
  const named = getNamedType(type);
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const item = isNonNullType(type) ? type.ofType : type;
    const itemType = isListType(item) ? item.ofType : item;
    return `[${value.map((entry) => literal(itemType, entry, inner)).join(', ')}]`;
  }
  if (isInputObjectType(named) && typeof value === 'object') {
    const fields = named.getFields();
    const entries = Object.entries(value as Record<string, unknown>);
    return `{\n${entries.map(([key, entry]) => `${inner}${key}: ${literal(fields[key].type, entry, inner)},`).join('\n')}\n${indent}}`;
  }
  if (scalarTypes[named.name] === 'bigint') return `${scalarText(value)}n`;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return JSON.stringify(value);
}

/** The method's input from the example: the `input` variable itself, or the root field's arguments by name. */
function exampleInput(field: GraphQLField<unknown, unknown>, example: OperationExample): string {
  const single = singleInput(field);
  const variables = example.variables ?? {};
  const operation = parse(example.operation).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const root = operation.selectionSet.selections[0];
  const valueOf = (name: string): unknown => {
    const node = root.kind === Kind.FIELD ? root.arguments?.find((arg) => arg.name.value === name)?.value : undefined;
    return node?.kind === Kind.VARIABLE ? variables[node.name.value] : undefined;
  };
  if (single) return literal(single.type, valueOf(single.name), '');
  const given = methodArguments(field).filter((arg) => valueOf(arg.name) !== undefined);
  if (given.length === 0) return '';
  return `{\n${given.map((arg) => `  ${arg.name}: ${literal(arg.type, valueOf(arg.name), '  ')},`).join('\n')}\n}`;
}

function sdkMethod(api: GraphqlApi, field: GraphQLField<unknown, unknown>, rootType: string, name: string): SdkMethod {
  const example = api.examples.groups
    .flatMap((group) => group.operations)
    .find((candidate) => candidate.field === `${rootType}.${field.name}`);
  if (!example) throw new Error(`${api.examplesFile}: ${rootType}.${field.name} has an SDK method but no example`);
  const single = singleInput(field);
  const singleType = single && getNamedType(single.type);
  const fields =
    singleType && isInputObjectType(singleType) ? Object.values(singleType.getFields()) : methodArguments(field);
  const inputFields = fields.map(inputField);
  const optional = inputFields.every((entry) => !entry.required) ? '?' : '';
  const declaredInput =
    single || inputFields.length === 0
      ? undefined
      : [
          `interface ${inputTypeName(name)} {`,
          ...inputFields.map((entry) => `  ${entry.name}${entry.required ? '' : '?'}: ${entry.type};`),
          '}',
        ].join('\n');
  const inputName = singleType ? singleType.name : inputTypeName(name);
  const result = resultOf(field);
  const call = `${qualifiedMethod(api.id, name)}(${exampleInput(field, example)})`;
  const returned = getNamedType(field.type);
  return {
    name,
    group: rootType === 'Query' ? 'Read' : 'Write',
    summary: (field.description ?? '')
      .trim()
      .split(/(?<=\.)\s/)[0]
      .replace(/\.$/, ''),
    calls: {
      kind: 'graphql-operation',
      key: `${api.id}:${rootType}.${field.name}`,
      label: `${rootType.toLowerCase()} ${field.name}`,
    },
    moduleName: moduleInterfaceName(api.id, name.split('.').slice(0, -1)),
    input: declaredInput,
    fields: inputFields,
    // "Input of `buildSupply`." says what the heading says; the rest is the input's rules.
    inputDescription: ((singleType && isInputObjectType(singleType) && singleType.description) || '').replace(
      /^Input of `[^`]+`\.\s*/,
      '',
    ),
    member: `${name.split('.').pop()}(${inputFields.length ? `input${optional}: ${inputName}` : ''}): ${result.type};`,
    result,
    resultDescription: (connectionNode(returned) ?? returned).description ?? '',
    example: exampleStatement(api.id, call, result, returned.name === 'UnsignedTransaction'),
  };
}

/** The SDK module of a GraphQL API: one method per root field with `@sdkMethod`; undefined when it has none. */
export function graphqlSdkModule(api: GraphqlApi): SdkModule | undefined {
  const directive = api.schema.getDirective(sdkMethodDirective);
  if (!directive) return undefined;
  const methods: {field: GraphQLField<unknown, unknown>; method: SdkMethod}[] = [];
  for (const root of [api.schema.getQueryType(), api.schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const name = field.astNode && getDirectiveValues(directive, field.astNode)?.name;
      if (typeof name === 'string') methods.push({field, method: sdkMethod(api, field, root!.name, name)});
    }
  }
  if (methods.length === 0) return undefined;
  return {
    apiId: api.id,
    source: api.schemaFile,
    methods: methods.map(({method}) => method),
    types: reachableTypes(methods.map(({field}) => field)).map((type) => ({
      name: type.name,
      declaration: typeDeclaration(type),
    })),
    requestOptions: false,
  };
}
