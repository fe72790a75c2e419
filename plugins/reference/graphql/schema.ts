import {buildSchema, GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema, type ValueNode} from 'graphql';

/**
 * The custom scalars the Assetra GraphQL APIs use, each with the rule its values follow. Examples
 * are executed against the schema with these rules, so a malformed amount or address fails a test.
 * `sample` is the value the Run panel's mock returns for a field no example has.
 */
export const scalarRules: Record<string, {pattern: RegExp; meaning: string; sample: string}> = {
  Address: {
    pattern: /^0x[0-9a-fA-F]{40}$/,
    meaning: 'a 20-byte address, 0x-prefixed hex',
    sample: '0x0000000000000000000000000000000000000000',
  },
  Amount: {
    pattern: /^(0|[1-9][0-9]{0,77})$/,
    meaning: 'a token amount in base units, as a decimal string',
    sample: '0',
  },
  Ratio: {
    pattern: /^[0-9]+(\.[0-9]{1,18})?$/,
    meaning: 'a decimal number with up to 18 fractional digits, as a string',
    sample: '0',
  },
  DateTime: {
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
    meaning: 'an RFC 3339 timestamp in UTC',
    sample: '2026-01-01T00:00:00Z',
  },
  Hex: {pattern: /^0x([0-9a-fA-F]{2})*$/, meaning: 'bytes as 0x-prefixed hex', sample: '0x'},
};

function checked(name: string, value: unknown): string {
  const rule = scalarRules[name];
  if (typeof value !== 'string' || !rule.pattern.test(value)) {
    throw new GraphQLError(`${name} must be ${rule.meaning}; got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Builds an SDL schema and gives its custom scalars their validation rules. */
export function buildReferenceSchema(sdl: string): GraphQLSchema {
  const schema = buildSchema(sdl);
  for (const type of Object.values(schema.getTypeMap())) {
    if (
      !(type instanceof GraphQLScalarType) ||
      type.name.startsWith('__') ||
      ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
    )
      continue;
    if (!scalarRules[type.name])
      throw new Error(`Scalar ${type.name} has no validation rule in plugins/reference/graphql/schema.ts`);
    type.serialize = (value: unknown) => checked(type.name, value);
    type.parseValue = (value: unknown) => checked(type.name, value);
    type.parseLiteral = (node: ValueNode) => checked(type.name, node.kind === Kind.STRING ? node.value : undefined);
  }
  return schema;
}
