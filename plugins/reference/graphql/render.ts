import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type {RenderContext} from '../context';
import {graphqlAnchor, typeAnchor} from '../items';
import type {GraphqlApi} from '../load';
import {
  code,
  codeBlock,
  heading,
  inlineMarkdown,
  jsxFlow,
  jsxText,
  link,
  markdown,
  paragraph,
  strong,
  table,
  text,
  type Block,
  type Inline,
} from '../../support/mdast';
import {qualifiedMethod} from '../sdk/model';
import {sdkModules} from '../sdk/modules';
import {splitField, type OperationExample, type OperationGroup} from './examples';
import {referenceComponents} from '../components';

export function rootField(schema: GraphQLSchema, field: string): GraphQLField<unknown, unknown> {
  const {rootType, fieldName} = splitField(field);
  const type =
    rootType === 'Query'
      ? schema.getQueryType()
      : rootType === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const found = type?.getFields()[fieldName];
  if (!found) throw new Error(`${field} is not in the schema`);
  return found;
}

/** A member's description, then its deprecation with the schema's reason: what to use instead. */
export function describedMember(member: {description?: string | null; deprecationReason?: string | null}): Inline[] {
  const own = inlineMarkdown(member.description ?? undefined);
  if (member.deprecationReason == null) return own;
  return [
    ...own,
    ...(own.length ? [text(' ')] : []),
    strong(text('Deprecated:')),
    text(' '),
    ...inlineMarkdown(member.deprecationReason),
  ];
}

/** `[Pool!]!` with `Pool` linked to its entry in the page's Types section. */
function typeReference(type: {toString(): string}, documented: Set<string>): Inline[] {
  const written = type.toString();
  const name = written.replace(/[[\]!]/g, '');
  if (!documented.has(name)) return [code(written)];
  return [link(`#${typeAnchor(name)}`, code(written))];
}

/** Arguments, with the fields of an input-object argument listed under it (`input.poolId`). */
function argumentTable(args: readonly GraphQLArgument[], documented: Set<string>): Block {
  const defaultCell = (value: unknown) => (value === undefined ? '—' : [code(JSON.stringify(value))]);
  return table(
    ['Argument', 'Type', 'Default', 'Description'],
    args.flatMap((arg) => {
      const row = [
        [code(arg.name)],
        typeReference(arg.type, documented),
        defaultCell(arg.defaultValue),
        describedMember(arg),
      ];
      const named = getNamedType(arg.type);
      if (!isInputObjectType(named)) return [row];
      return [
        row,
        ...Object.values(named.getFields()).map((field) => [
          [code(`${arg.name}.${field.name}`)],
          typeReference(field.type, documented),
          defaultCell(field.defaultValue),
          describedMember(field),
        ]),
      ];
    }),
  );
}

/** Named types an operation touches: its return type, its arguments' types, and everything they reach. */
export function reachableTypes(fields: GraphQLField<unknown, unknown>[]): GraphQLNamedType[] {
  const found = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (found.has(type.name) || isSpecifiedScalarType(type) || type.name.startsWith('__')) return;
    found.set(type.name, type);
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    }
  };
  for (const field of fields) {
    visit(getNamedType(field.type));
    for (const arg of field.args) visit(getNamedType(arg.type));
  }
  // Objects first, then inputs, enums and scalars; alphabetical within each.
  const rank = (type: GraphQLNamedType) =>
    isObjectType(type) ? 0 : isInputObjectType(type) ? 1 : isEnumType(type) ? 2 : 3;
  return [...found.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

function fieldSignature(field: GraphQLField<unknown, unknown>): string {
  return field.args.length
    ? `${field.name}(${field.args.map((arg) => `${arg.name}: ${arg.type.toString()}`).join(', ')})`
    : field.name;
}

function typeSection(type: GraphQLNamedType, documented: Set<string>): Block[] {
  const kind = isObjectType(type) ? 'Object' : isInputObjectType(type) ? 'Input' : isEnumType(type) ? 'Enum' : 'Scalar';
  const blocks: Block[] = [
    heading(3, typeAnchor(type.name), text(type.name)),
    paragraph(strong(text(kind))),
    ...markdown(type.description ?? undefined),
  ];
  if (isObjectType(type)) {
    blocks.push(
      table(
        ['Field', 'Type', 'Description'],
        Object.values(type.getFields()).map((field) => [
          [code(fieldSignature(field))],
          typeReference(field.type, documented),
          describedMember(field),
        ]),
      ),
    );
  } else if (isInputObjectType(type)) {
    blocks.push(
      table(
        ['Field', 'Type', 'Default', 'Description'],
        Object.values(type.getFields()).map((field) => [
          [code(field.name)],
          typeReference(field.type, documented),
          field.defaultValue === undefined ? '—' : [code(JSON.stringify(field.defaultValue))],
          describedMember(field),
        ]),
      ),
    );
  } else if (isEnumType(type)) {
    blocks.push(
      table(
        ['Value', 'Description'],
        type.getValues().map((value) => [[code(value.name)], describedMember(value)]),
      ),
    );
  }
  return blocks;
}

/** "SDK: `assetra.cpPools.list()`" when an SDK method calls the field, linked to its section. */
function sdkFact(context: RenderContext, api: GraphqlApi, example: OperationExample): Block[] {
  const module = sdkModules(context.bundle).find((candidate) => candidate.apiId === api.id);
  const method = module?.methods.find((candidate) => candidate.calls.key === `${api.id}:${example.field}`);
  if (!method) return [];
  const target = context.linkTo('sdk-method', `${api.id}:${method.name}`);
  const name = code(`${qualifiedMethod(api.id, method.name)}()`);
  return [paragraph(strong(text('SDK:')), text(' '), target ? link(target, name) : name)];
}

function operationSection(
  context: RenderContext,
  api: GraphqlApi,
  example: OperationExample,
  documented: Set<string>,
): Block[] {
  const field = rootField(api.schema, example.field);
  const {rootType} = splitField(example.field);
  const id = graphqlAnchor(example.field);
  const returned = getNamedType(field.type);
  const blocks: Block[] = [
    heading(3, id, text(field.name)),
    paragraph(
      strong(text(rootType === 'Query' ? 'Query' : 'Mutation')),
      text(' returning '),
      ...typeReference(field.type, documented),
    ),
    ...sdkFact(context, api, example),
    ...markdown(field.description ?? undefined),
    ...(field.deprecationReason == null
      ? []
      : [paragraph(...describedMember({deprecationReason: field.deprecationReason}))]),
  ];
  if (field.args.length > 0)
    blocks.push(heading(4, `${id}-arguments`, text('Arguments')), argumentTable(field.args, documented));
  if (isObjectType(returned)) {
    blocks.push(
      heading(4, `${id}-returns`, text('Returns')),
      table(
        ['Field', 'Type', 'Description'],
        Object.values(returned.getFields()).map((child) => [
          [code(fieldSignature(child))],
          typeReference(child.type, documented),
          describedMember(child),
        ]),
      ),
    );
  } else if (isScalarType(returned) || isEnumType(returned)) {
    blocks.push(
      heading(4, `${id}-returns`, text('Returns')),
      paragraph(
        ...typeReference(field.type, documented),
        text(': '),
        ...inlineMarkdown(returned.description ?? undefined),
      ),
    );
  }
  blocks.push(heading(4, `${id}-example`, text('Example')));
  if (example.description) blocks.push(paragraph(...inlineMarkdown(example.description)));
  blocks.push(codeBlock('graphql', example.operation.trim(), 'title="Operation"'));
  if (example.variables && Object.keys(example.variables).length > 0) {
    blocks.push(codeBlock('json', JSON.stringify(example.variables, null, 2), 'title="Variables"'));
  }
  blocks.push(codeBlock('json', JSON.stringify(example.response, null, 2), 'title="Response"'));
  // The Run panel: the example, editable, executed against a mock of the schema once a reader opens it.
  blocks.push(jsxFlow(referenceComponents.GraphqlRun, {api: api.id, field: example.field, title: field.name}, []));
  return blocks;
}

/** `::graphql-operations{api group}`: the group's queries and mutations, then every type they use. */
export function renderGraphqlGroup(context: RenderContext, api: GraphqlApi, group: OperationGroup): Block[] {
  const fields = group.operations.map((example) => rootField(api.schema, example.field));
  const types = reachableTypes(fields);
  const documented = new Set(types.map((type) => type.name));
  const byRoot = (root: string) => group.operations.filter((example) => splitField(example.field).rootType === root);
  const sections: Block[] = [
    paragraph(
      text('The operations below are generated from the schema '),
      jsxText(referenceComponents.ReferenceDownload, {file: api.schemaFile}, []),
      text(' and validated examples in '),
      jsxText(referenceComponents.ReferenceDownload, {file: api.examplesFile}, []),
      text('.'),
    ),
  ];
  for (const [root, title] of [
    ['Query', 'Queries'],
    ['Mutation', 'Mutations'],
    ['Subscription', 'Subscriptions'],
  ] as const) {
    const examples = byRoot(root);
    if (examples.length === 0) continue;
    sections.push(
      heading(2, title.toLowerCase(), text(title)),
      ...examples.flatMap((example) => operationSection(context, api, example, documented)),
    );
  }
  sections.push(
    heading(2, 'types', text('Types')),
    paragraph(text(`Every type the operations above use, from ${api.schemaFile.split('/').pop()}.`)),
    ...types.flatMap((type) => typeSection(type, documented)),
  );
  return sections;
}
