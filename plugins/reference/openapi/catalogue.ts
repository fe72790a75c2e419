import type {RestApi} from '../load';
import {typeAnchor} from '../items';
import {code, inlineMarkdown, jsxText, table, text, type Block} from '../../support/mdast';
import {codeAnchor, isReference, problemCodes, resolve} from './document';
import {typeLabel} from './schemaView';
import type {OpenApiDocument, Schema} from './types';
import {referenceComponents} from '../components';

/**
 * `::openapi-errors{api}`: every error code, its status and meaning; each row is the target of a problem `type` URI.
 */
export function renderErrorCatalogue(api: RestApi): Block[] {
  const codes = [...problemCodes(api.document)].sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b));
  return [
    table(
      ['Code', 'Status', 'Title', 'When it happens and what to do'],
      codes.map(([name, {status, title, description}]) => [
        [jsxText(referenceComponents.AnchorTarget, {id: codeAnchor(name)}, [code(name)])],
        String(status),
        title,
        inlineMarkdown(description),
      ]),
    ),
  ];
}

const isScalarSchema = (schema: Schema) =>
  !isReference(schema) && !schema.properties && schema.type !== 'object' && schema.type !== 'array' && !schema.allOf;

/** The JSON types a value of the schema may have; a `oneOf` has those of its branches (`AmountOrMax`: string). */
function jsonTypes(doc: OpenApiDocument, schema: Schema): string[] {
  const target = resolve<Schema>(doc, schema);
  if (target.type) return Array.isArray(target.type) ? target.type : [target.type];
  const branches = target.oneOf ?? target.anyOf;
  return branches ? [...new Set(branches.flatMap((branch) => jsonTypes(doc, branch)))] : ['any'];
}

/** `::openapi-types{api}`: the scalar data types every endpoint shares (Address, Amount, …). */
export function renderDataTypes(api: RestApi): Block[] {
  const scalars = Object.entries(api.document.components?.schemas ?? {}).filter(
    ([name, schema]) => isScalarSchema(schema) && name !== 'ProblemCode',
  );
  return [
    table(
      ['Type', 'JSON', 'Format', 'Description', 'Example'],
      scalars.map(([name, schema]) => {
        const type = jsonTypes(api.document, schema).join(' | ');
        const format = schema.oneOf
          ? [code(typeLabel(api.document, schema))]
          : schema.enum
            ? [
                text('One of '),
                ...schema.enum.flatMap((value, index) => [...(index ? [text(', ')] : []), code(String(value))]),
              ]
            : schema.pattern
              ? [code(schema.pattern)]
              : schema.format
                ? [code(schema.format)]
                : schema.minimum !== undefined
                  ? [text(`${schema.minimum} to ${schema.maximum ?? '∞'}`)]
                  : [text('—')];
        const example = schema.examples?.[0];
        return [
          [jsxText(referenceComponents.AnchorTarget, {id: typeAnchor(name)}, [code(name)])],
          [code(type)],
          format,
          inlineMarkdown(schema.description),
          example === undefined ? '—' : [code(JSON.stringify(example))],
        ];
      }),
    ),
  ];
}
