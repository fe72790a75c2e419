import {describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {
  examplesOf,
  operations,
  parametersOf,
  responsesOf,
  type OperationEntry,
} from '@site/plugins/reference/openapi/document';
import {explorerOperations} from '@site/plugins/reference/openapi/explorer';
import type {OpenApiDocument} from '@site/plugins/reference/openapi/types';
import {fieldKind, parseField, type FormField} from '@site/src/lib/apiMock/fields';
import {schemaProblems} from '@site/src/lib/apiMock/schemaProblems';
import type {ExplorerOperation, OperationValidators} from '@site/src/lib/apiMock/types';
import {explorerValidators} from '../../support/explorerValidators';

/**
 * A `VALIDATION_FAILED` example refuses a path or query value, and its `instance` is the request refused: so the value
 * there breaks the parameter's schema. Review pass 82 found fourteen Assets examples ("Malformed asset id", "Version
 * zero") whose `instance` held a valid value, or one the example's own `detail` said exists.
 */

interface Refusal {
  field: string;
  message: string;
}

/** The explorer's view of an operation: its data and its generated validators. */
interface Explorer {
  operation: ExplorerOperation;
  checks: OperationValidators;
}

/** Whether a parameter value, as written in a URL, passes its schema as the API explorer checks a form field. */
function satisfies({operation, checks}: Explorer, name: string, location: string, value: string): boolean {
  const index = operation.parameters.findIndex((parameter) => parameter.name === name && parameter.in === location);
  const jsonSchema = operation.parameters[index]!.schema;
  const field: FormField = {
    key: '',
    name: '',
    location: 'query',
    kind: fieldKind(jsonSchema),
    required: true,
    schema: jsonSchema,
  };
  const parsed = parseField(field, value);
  return 'value' in parsed && schemaProblems(checks.parameters[index]!, jsonSchema, parsed.value).length === 0;
}

/** The path parameters' values of an `instance`, by name, read against the operation's path template. */
function pathValues(template: string, instance: string): Map<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`${pattern}$`).exec(instance.split('?')[0]!);
  return match ? new Map(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])) : undefined;
}

function validRefusals(doc: OpenApiDocument, entry: OperationEntry, explorer: Explorer, file: string): string[] {
  const parameters = parametersOf(doc, entry).filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query',
  );
  const refusals = responsesOf(doc, entry)
    .filter(([status]) => status === '400')
    .flatMap(([, response]) => examplesOf(doc, response.content?.['application/problem+json']));
  const found: string[] = [];
  for (const [example, {value}] of refusals) {
    const problem = value as {code?: string; instance?: string; errors?: Refusal[]};
    if (problem.code !== 'VALIDATION_FAILED' || !problem.instance) continue;
    const path = pathValues(entry.path, problem.instance);
    const query = new URLSearchParams(problem.instance.split('?')[1] ?? '');
    // "Must be …" states the parameter's own rule; other messages compare it with another value or the state.
    for (const {field} of (problem.errors ?? []).filter(({message}) => /^Must be (?!later|earlier)/.test(message))) {
      const parameter = parameters.find((candidate) => candidate.name === field);
      if (!parameter?.schema) continue;
      const sent = parameter.in === 'path' ? path?.get(field) : (query.get(field) ?? undefined);
      const where = `${file} ${entry.method.toUpperCase()} ${entry.path} ${example}`;
      if (sent === undefined) found.push(`${where}: ${field} is not in the instance`);
      else if (satisfies(explorer, field, parameter.in, sent)) found.push(`${where}: ${field}=${sent} is valid`);
    }
  }
  return found;
}

describe("a VALIDATION_FAILED example's instance carries the value it refuses", () => {
  for (const api of loadReference().rest)
    it(api.file, async () => {
      const explorers = new Map<string, Explorer>();
      for (const operation of explorerOperations(api))
        explorers.set(operation.operationId, {operation, checks: await explorerValidators(operation)});
      const found = operations(api.document).flatMap((entry) =>
        validRefusals(api.document, entry, explorers.get(entry.operation.operationId)!, api.file),
      );
      expect(found).toEqual([]);
    });
});
