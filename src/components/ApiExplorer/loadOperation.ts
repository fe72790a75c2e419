import {bodyExport, parameterExport} from '@site/src/lib/apiMock/validatorExports';
import type {ExplorerOperation, OperationValidators, SchemaCheck} from '@site/src/lib/apiMock/types';
import {onPage, type OperationFiles} from './operationData';

// Opening one explorer fetches the operations of every explorer on the page, so a reader who loses the
// network afterwards can still open the others (the mock answers in the page).

export interface LoadedOperation {
  operation: ExplorerOperation;
  validators: OperationValidators;
}

const loaded = new Map<string, Promise<LoadedOperation>>();

async function fetchOperation(files: OperationFiles): Promise<LoadedOperation> {
  const [operation, module] = await Promise.all([
    fetch(files.data).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<ExplorerOperation>;
    }),
    // A module the build wrote, not part of the bundle: the browser imports it as it is.
    import(/* webpackIgnore: true */ files.validators) as Promise<Record<string, SchemaCheck>>,
  ]);
  // The two files are written together; a cached one from another build can lack a validator the other names.
  const check = (name: string): SchemaCheck => {
    const found = module[name] as SchemaCheck | undefined;
    if (typeof found !== 'function') throw new Error(`its validators lack ${name}: the page and its files differ`);
    return found;
  };
  const validators = {
    parameters: operation.parameters.map((_parameter, index) => check(parameterExport(index))),
    body: operation.body ? check(bodyExport) : undefined,
  };
  return {operation, validators};
}

function load(files: OperationFiles): Promise<LoadedOperation> {
  let pending = loaded.get(files.data);
  if (!pending) {
    pending = fetchOperation(files);
    // A failed load is tried again at the next opening (a browser may keep a failed import until the page reloads,
    // which the panel's message asks for).
    pending.catch(() => loaded.delete(files.data));
    loaded.set(files.data, pending);
  }
  return pending;
}

/** The operation of one explorer and its validators, fetched once; the page's other explorers' follow it. */
export function loadOperation(files: OperationFiles): Promise<LoadedOperation> {
  const operation = load(files);
  for (const other of onPage.values()) if (!loaded.has(other.data)) load(other).catch(() => undefined);
  return operation;
}
