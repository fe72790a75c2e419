import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {operationSchemas, validatorModuleWriter} from '@site/plugins/reference/openapi/validatorModule';
import type {ExplorerOperation, JsonSchema, OperationValidators, SchemaCheck} from '@site/src/lib/apiMock/types';
import {bodyExport, parameterExport} from '@site/src/lib/apiMock/validatorExports';

const validatorModule = validatorModuleWriter();

/** Imports the validator module the build would write for these schemas, as the browser does: the generated code. */
export async function importValidators(schemas: Record<string, JsonSchema>): Promise<Record<string, SchemaCheck>> {
  const code = validatorModule(schemas);
  // Named by the schemas: the generated code's names depend on what the shared writer wrote before.
  const hash = createHash('sha256').update(JSON.stringify(schemas)).digest('hex');
  const file = path.join(os.tmpdir(), `assetra-validators-${hash}.mjs`);
  // Test files run in parallel workers and write the same modules: each is written whole, then renamed into place.
  const written = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(written, code);
  fs.renameSync(written, file);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, SchemaCheck>;
}

/** An operation's validators, from the module the build writes beside its explorer data. */
export async function explorerValidators(operation: ExplorerOperation): Promise<OperationValidators> {
  const module = await importValidators(operationSchemas(operation));
  return {
    parameters: operation.parameters.map((_parameter, index) => module[parameterExport(index)]!),
    body: module[bodyExport],
  };
}
