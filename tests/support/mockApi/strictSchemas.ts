import type {OpenApiDocument, Schema} from '@site/plugins/reference/openapi/types';

export interface StrictSchemas {
  components: OpenApiDocument['components'];
  /** A request schema (inline, or a reference into the components) made strict the same way. */
  strict(schema: Schema): Schema;
}

const componentName = (ref: string | undefined) => ref?.slice(ref.lastIndexOf('/') + 1) ?? '';

/**
 * The document's schemas with every object that declares properties accepting no others, so a sample that
 * sends a renamed or misspelt field fails even where the field is optional. Objects that say what they do
 * with other properties (maps, metadata) keep it, and so do the parts of an `allOf`, which only together
 * name every property.
 */
export function strictSchemas(doc: OpenApiDocument): StrictSchemas {
  const allOfParts = new Set<string>();
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const part of (value as Schema).allOf ?? []) allOfParts.add(componentName(part.$ref));
    Object.values(value).forEach(collect);
  };
  collect(doc.components?.schemas);

  const strict = (value: unknown, open = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => strict(item));
    if (!value || typeof value !== 'object') return value;
    const copy = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'allOf' ? (item as Schema[]).map((part) => strict(part, true)) : strict(item),
      ]),
    ) as Schema;
    const closes = !open && copy.properties && !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
    return closes ? {...copy, unevaluatedProperties: false} : copy;
  };

  const schemas = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, strict(schema, allOfParts.has(name))]),
  ) as Record<string, Schema>;
  return {components: {...doc.components, schemas}, strict: (schema) => strict(schema) as Schema};
}
