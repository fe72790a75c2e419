/**
 * The JSON Schema 2020-12 keywords the site reads, with subschemas of type `Subschema`: the reference's schemas
 * (with `$ref`) and the explorer's resolved ones (without) are this one shape.
 */
export interface JsonSchemaKeywords<Subschema> {
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  title?: string;
  description?: string;
  properties?: Record<string, Subschema>;
  required?: string[];
  additionalProperties?: boolean | Subschema;
  unevaluatedProperties?: boolean;
  minProperties?: number;
  maxProperties?: number;
  items?: Subschema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  oneOf?: Subschema[];
  anyOf?: Subschema[];
  allOf?: Subschema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  examples?: unknown[];
}
