import {isEnumType, isInputObjectType, isObjectType, type GraphQLSchema, type Location} from 'graphql';
import {isSeq, LineCounter, parseDocument} from 'yaml';
import {yamlLine} from '../format';
import type {GraphqlApi} from './format';

/** The SDL line of what a description problem names: `type T`, `field T.f`, `argument T.f(a)`, `enum value E.V`. */
export function definitionLine(schema: GraphQLSchema, message: string): number | undefined {
  const [, typeName, member, argument] =
    /^(?:type|field|argument|input field|enum value) (\w+)(?:\.(\w+))?(?:\((\w+)\))?/.exec(message) ?? [];
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type) return undefined;
  // A definition's own line is its name's: its location starts at its description.
  let node: {name: {loc?: Location}} | null | undefined = type.astNode;
  if (member && (isObjectType(type) || isInputObjectType(type))) {
    const field = type.getFields()[member];
    node = field?.astNode;
    if (argument && field && 'args' in field)
      node = field.args.find((candidate) => candidate.name === argument)?.astNode;
  } else if (member && isEnumType(type)) {
    node = type.getValue(member)?.astNode;
  }
  return node?.name.loc?.startToken.line;
}

/** The line of each group (`groups[g]`) and each example (`groups[g].operations[o]`) in an examples file. */
export function exampleLines(api: GraphqlApi): {
  group: (g: number) => number | undefined;
  example: (g: number, o: number) => number | undefined;
} {
  const lineCounter = new LineCounter();
  const document = parseDocument(api.examplesSource, {lineCounter});
  const lineOf = (node: unknown) => yamlLine(lineCounter, node);
  const item = (path: (string | number)[], index: number) => {
    const list = document.getIn(path, true);
    return isSeq(list) ? list.items[index] : undefined;
  };
  return {
    group: (g) => lineOf(item(['groups'], g)),
    example: (g, o) => lineOf(item(['groups', g, 'operations'], o)),
  };
}
