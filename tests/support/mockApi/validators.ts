import {operationSchemas} from '@site/plugins/reference/openapi/validatorModule';
import type {ExplorerOperation, JsonSchema, OperationValidators} from '@site/src/lib/apiMock/types';
import {bodyExport, parameterExport} from '@site/src/lib/apiMock/validatorExports';
import {importValidators} from '../explorerValidators';

const combinators = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * A schema with every object that names its properties accepting no others, so a sample that sends a renamed or
 * misspelt field fails even where the field is optional. The reference closes most request objects itself
 * (`additionalProperties: false`), and the explorer checks those; this also closes the few it leaves open (asset
 * metadata, a file upload's parts, a basket's components, risk parameters, the interest-rate model), the one way
 * the test mock is stricter than the explorer: the reference does not say the API refuses unknown fields there.
 * Objects that say what they do with other properties keep it. The branches of `allOf`, `oneOf` and `anyOf` stay
 * open, as each names only some properties; the object above them closes instead, even with no properties of its
 * own, since `unevaluatedProperties` there counts the properties its passing branches name.
 * Walks the keywords the explorer's schemas keep (`plugins/reference/openapi/explorer.ts`).
 */
export function closedSchema(schema: JsonSchema, isBranch = false): JsonSchema {
  const copy: JsonSchema = {...schema};
  if (schema.properties) copy.properties = mapValues(schema.properties, (property) => closedSchema(property));
  if (schema.items) copy.items = closedSchema(schema.items);
  if (typeof schema.additionalProperties === 'object')
    copy.additionalProperties = closedSchema(schema.additionalProperties);
  for (const keyword of combinators)
    if (schema[keyword]) copy[keyword] = schema[keyword].map((branch) => closedSchema(branch, true));
  const closes =
    !isBranch && namesProperties(schema) && !branchAcceptsAnything(schema) && schema.additionalProperties === undefined;
  return closes ? {...copy, unevaluatedProperties: false} : copy;
}

const namesProperties = (schema: JsonSchema): boolean =>
  Boolean(schema.properties) || combinators.some((keyword) => schema[keyword]?.some(namesProperties));

/**
 * A branch that stands for a recursive type (`{'x-type': name}` alone: the explorer accepts any value there) names no
 * property, so closing the object above it would refuse what it accepts.
 */
const branchAcceptsAnything = (schema: JsonSchema): boolean =>
  combinators.some((keyword) =>
    schema[keyword]?.some(
      (branch) => Object.keys(branch).every((key) => key === 'x-type') || branchAcceptsAnything(branch),
    ),
  );

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
    // A failed import is tried again on the next request rather than kept.
    validators.catch(() => byOperation.delete(operation));
  }
  return validators;
}
