import {isDeepStrictEqual} from 'node:util';
import {
  executeSync,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  Kind,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {splitField, type ExamplesFile, type OperationExample} from './examples';

/** Every root field of the schema, as `Query.name` / `Mutation.name`. */
export function rootFields(schema: GraphQLSchema): string[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((rootType) => {
    const type =
      rootType === 'Query'
        ? schema.getQueryType()
        : rootType === 'Mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    return type ? Object.keys(type.getFields()).map((name) => `${rootType}.${name}`) : [];
  });
}

/** Types, fields, arguments, enum values and input fields the pages render all need a description. */
export function descriptionProblems(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const need = (description: string | null | undefined, what: string) =>
    !description?.trim() && problems.push(`${what} has no description`);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.description, `type ${type.name}`);
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `field ${type.name}.${field.name}`);
        for (const arg of field.args) need(arg.description, `argument ${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        need(field.description, `input field ${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(value.description, `enum value ${type.name}.${value.name}`);
    }
  }
  return problems;
}

/** Reads a field from the example response, so executing the operation returns the example's data. */
const fromExample: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  (source as Record<string, unknown> | null)?.[info.fieldName];

/** Problems with one example: it must be valid against the SDL and its response exactly what executing it returns. */
export function exampleProblems(schema: GraphQLSchema, example: OperationExample): string[] {
  const where = `${example.field} example`;
  let document;
  try {
    document = parse(example.operation);
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return [`${where}: must contain exactly one operation`];
  const [operation] = operations as [OperationDefinitionNode];
  const {rootType, fieldName} = splitField(example.field);
  const problems: string[] = [];
  if (!operation.name) problems.push(`${where}: the operation needs a name`);
  const kind: string = operation.operation;
  if (kind !== rootType.toLowerCase()) problems.push(`${where}: is a ${kind}, expected a ${rootType.toLowerCase()}`);
  const roots = operation.selectionSet.selections;
  const root = roots[0];
  if (roots.length !== 1 || root?.kind !== Kind.FIELD || root.name.value !== fieldName || root.alias) {
    problems.push(`${where}: must select exactly the root field ${fieldName}, without an alias`);
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return [...problems, ...invalid.map((error) => `${where}: ${error.message}`)];

  const result = executeSync({
    schema,
    document,
    rootValue: example.response?.data,
    variableValues: example.variables ?? {},
    fieldResolver: fromExample,
  });
  for (const error of result.errors ?? [])
    problems.push(`${where}: response does not fit the schema at ${error.path?.join('.') ?? 'root'}: ${error.message}`);
  if (!result.errors && !isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), example.response?.data)) {
    problems.push(`${where}: response.data has fields the operation does not select, or misses some it does`);
  }
  return problems;
}

/** Every root field has exactly one example; every example names a real root field; group ids are unique. */
export function coverageProblems(schema: GraphQLSchema, examples: ExamplesFile): string[] {
  const problems: string[] = [];
  const counts = new Map(rootFields(schema).map((field) => [field, 0]));
  const groupIds = new Set<string>();
  for (const group of examples.groups) {
    if (groupIds.has(group.id)) problems.push(`group "${group.id}" appears twice`);
    groupIds.add(group.id);
    for (const {field} of group.operations) {
      if (!counts.has(field)) problems.push(`example for ${field}, which the schema does not have`);
      else counts.set(field, counts.get(field)! + 1);
    }
  }
  for (const [field, count] of counts)
    if (count !== 1) problems.push(`${field} has ${count} examples; it needs exactly one`);
  return problems;
}
