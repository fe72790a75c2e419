import {operationSchemas} from '@site/plugins/reference/openapi/validatorModule';
import type {ExplorerOperation, JsonSchema, OperationValidators} from '@site/src/lib/apiMock/types';
import {bodyExport, parameterExport} from '@site/src/lib/apiMock/validatorExports';
import {importValidators} from '../explorerValidators';

/**
 * A schema with every object that declares properties accepting no others, so a sample that sends a renamed or
 * misspelt field fails even where the field is optional. This is the one way the test mock is stricter than the
 * explorer: the reference does not say the API refuses unknown fields, so the explorer does not claim it does.
 * Objects that say what they do with other properties (maps, metadata) keep it, and so do the parts of an `allOf`,
 * which only together name every property (`unevaluatedProperties` at their parent sees through them).
 */
export function closedSchema(schema: JsonSchema, isAllOfPart = false): JsonSchema {
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]: [string, unknown]) => {
      if (key === 'allOf') return [key, (value as JsonSchema[]).map((part) => closedSchema(part, true))];
      if (valueKeywords.has(key)) return [key, value];
      if (Array.isArray(value))
        return [key, value.map((item: unknown) => (isSchema(item) ? closedSchema(item) : item))];
      if (key === 'properties' || key === 'patternProperties' || key === '$defs')
        return [key, mapValues(value as Record<string, JsonSchema>, (item) => closedSchema(item))];
      return [key, isSchema(value) ? closedSchema(value) : value];
    }),
  ) as JsonSchema;
  const closes =
    !isAllOfPart && copy.properties && !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
  return closes ? {...copy, unevaluatedProperties: false} : copy;
}

/** Keywords whose values are data, not schemas. */
const valueKeywords = new Set(['enum', 'const', 'default', 'example', 'examples']);

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

const byOperation = new WeakMap<ExplorerOperation, Promise<OperationValidators>>();

/**
 * The operation's validators as the build generates them for the explorer (Ajv's standalone code, imported as the
 * browser imports it), over the closed schemas; made on the operation's first request and kept.
 */
export function mockValidators(operation: ExplorerOperation): Promise<OperationValidators> {
  let validators = byOperation.get(operation);
  if (!validators) {
    validators = importValidators(mapValues(operationSchemas(operation), (schema) => closedSchema(schema))).then(
      (module) => ({
        parameters: operation.parameters.map((_parameter, index) => module[parameterExport(index)]!),
        body: module[bodyExport],
      }),
    );
    byOperation.set(operation, validators);
  }
  return validators;
}
