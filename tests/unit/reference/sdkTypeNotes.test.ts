import {describe, expect, it} from 'vitest';
import {getNamedType, isObjectType, isScalarType, isSpecifiedScalarType, type GraphQLSchema} from 'graphql';
import {loadReference} from '@site/plugins/reference/load';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';

type Node = Schema & {$ref?: string};

/** The named scalar a property holds: its `$ref`, or the one `$ref` of a nullable `oneOf` / `anyOf`. */
function scalarOf(property: Node): string | undefined {
  if (property.$ref) return property.$ref.split('/').at(-1);
  const set = ((property.oneOf ?? property.anyOf ?? []) as Node[]).filter(
    (branch) => branch.$ref || branch.type !== 'null',
  );
  return set.length === 1 ? set[0]!.$ref?.split('/').at(-1) : undefined;
}

/** `Type.field` → the doc comment above the field in a generated declaration. */
function fieldComments(typeName: string, declaration: string): Map<string, string> {
  const lines = declaration.split('\n');
  return new Map(
    lines.flatMap((line, index) => {
      // Two spaces: the type's own fields, not those of an inline object written out inside it.
      const field = /^ {2}(\w+)\??: /.exec(line);
      const comment = /^ {2}\/\*\* (.*) \*\/$/.exec(lines[index - 1] ?? '');
      return field && comment ? [[`${typeName}.${field[1]}`, comment[1]!] as const] : [];
    }),
  );
}

/**
 * A field the SDK Types show with its named scalar's note (unit, encoding) shows it whether or not the field may be
 * `null`: pass 133 found `Transaction.submittedAt` without the RFC 3339 note `expiresAt` carries two lines above.
 */
function fieldsMissingTheirScalarNote(document: OpenApiDocument, types: {name: string; declaration: string}[]) {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Node>;
  const comments = new Map(types.flatMap(({name, declaration}) => [...fieldComments(name, declaration)]));
  const fields = types.flatMap(({name}) =>
    Object.entries((schemas[name]?.properties ?? {}) as Record<string, Node>).flatMap(([field, property]) => {
      const scalar = scalarOf(property);
      const note = scalar ? schemas[scalar]?.description?.trim() : undefined;
      const comment = comments.get(`${name}.${field}`);
      return note && comment !== undefined
        ? [{where: `${name}.${field}`, scalar, note, comment, nullable: !property.$ref}]
        : [];
    }),
  );
  // The scalars whose note the generator writes beside a field that names them directly.
  const noted = new Set(
    fields.filter((field) => !field.nullable && field.comment.includes(field.note)).map(({scalar}) => scalar),
  );
  return fields
    .filter((field) => noted.has(field.scalar) && !field.comment.includes(field.note))
    .map(({where}) => where);
}

describe('SDK Types keep a named scalar’s note on fields that may be null', () => {
  const reference = loadReference();
  const modules = sdkModules(reference);

  for (const api of reference.rest) {
    const module = modules.find((candidate) => candidate.source === api.file);
    if (!module) continue;
    it(api.id, () => {
      expect(module.types.length).toBeGreaterThan(0);
      expect(fieldsMissingTheirScalarNote(api.document, module.types)).toEqual([]);
    });
  }
});

/**
 * The GraphQL-based module: every field of a custom scalar other than amounts and addresses (an RFC 3339 `DateTime`,
 * a `Hex` byte string) carries the scalar's description, as the REST-based modules' fields do (pass 136).
 */
function graphqlFieldsMissingTheirScalarNote(schema: GraphQLSchema, types: {name: string; declaration: string}[]) {
  const comments = new Map(types.flatMap(({name, declaration}) => [...fieldComments(name, declaration)]));
  return types.flatMap(({name}) => {
    const type = schema.getType(name);
    if (!isObjectType(type)) return [];
    return Object.values(type.getFields()).flatMap((field) => {
      const scalar = getNamedType(field.type);
      const note = scalar.description?.trim();
      const comment = comments.get(`${name}.${field.name}`);
      const explained = ['Amount', 'Address'].includes(scalar.name);
      if (!isScalarType(scalar) || isSpecifiedScalarType(scalar) || explained || !note || comment === undefined)
        return [];
      return comment.includes(note) ? [] : [`${name}.${field.name}`];
    });
  });
}

describe('SDK Types of the GraphQL-based module keep the scalar’s note', () => {
  const reference = loadReference();
  const modules = sdkModules(reference);
  for (const api of reference.graphql) {
    const module = modules.find((candidate) => candidate.source === api.schemaFile);
    if (!module) continue;
    it(api.id, () => {
      expect(module.types.length).toBeGreaterThan(0);
      expect(graphqlFieldsMissingTheirScalarNote(api.schema, module.types)).toEqual([]);
    });
  }
});
