import type {ItemKind} from '../items';
import {moduleInterfaceName, moduleProperty, type SdkField, type SdkResult} from './typescript';

/** One SDK method, whichever API style (REST or GraphQL) it calls. */
export interface SdkMethod {
  /** `admin.buildPause` */
  name: string;
  /** The section of the SDK page it is listed in: its endpoint's tag, or Read/Write for GraphQL. */
  group: string;
  /** The operation's summary, one sentence without its full stop. */
  summary: string;
  /** The reference item it calls, and how the SDK page names it (`POST /pools/{poolId}/supply`). */
  calls: {kind: Extract<ItemKind, 'rest-operation' | 'graphql-operation'>; key: string; label: string};
  /** `PoolsAdminModule` */
  moduleName: string;
  /** `interface BuildPauseInput { … }` when the method declares its own input type. */
  input: string | undefined;
  /** What the input object holds, for the page's Input table. */
  fields: SdkField[];
  /** The input's own description, above the table: the rules that tie its fields together (`either ids or all`). */
  inputDescription: string;
  /** `buildPause(input: BuildPauseInput, options?: RequestOptions): Promise<UnsignedTransaction>;` */
  member: string;
  result: SdkResult;
  /** What the result is, for the page's Returns line. */
  resultDescription: string;
  /** An example call with the reference example's values. */
  example: string;
}

/** The SDK module of one product API: its methods and the named types they take and return. */
export interface SdkModule {
  /** `pools`, `cp-pools` */
  apiId: string;
  /** The reference file the methods are generated from: `rest/pools.openapi.yaml`. */
  source: string;
  methods: SdkMethod[];
  /** Every named type the methods use, sorted, with its TypeScript declaration. */
  types: {name: string; declaration: string}[];
  /** Whether write methods take `RequestOptions` (an Idempotency-Key and a signal). */
  requestOptions: boolean;
}

/** `Pools` for `pools`, `CpPools` for `cp-pools`: the namespace of a module's types in the declaration. */
export const typeNamespace = (apiId: string) => moduleInterfaceName(apiId).replace(/Module$/, '');

const clientName = 'assetra';

/** `assetra.cpPools.buildSupply`: how pages call a method on the client of "Create a client". */
export const qualifiedMethod = (apiId: string, method: string) => `${clientName}.${moduleProperty(apiId)}.${method}`;

/** The example's variable for a result type: `pool` for `Pool`, `transaction` for a built transaction. */
export function resultVariable(typeName: string, builds: boolean): string {
  if (builds) return 'transaction';
  return typeName[0].toLowerCase() + typeName.slice(1).replace(/[^\w]/g, '');
}

/** The example statement around a call: a loop for lists, a typed constant for a result, a bare await otherwise. */
export function exampleStatement(apiId: string, call: string, result: SdkResult, builds: boolean): string {
  const namespace = typeNamespace(apiId);
  if (result.paginated && result.name) {
    const variable = resultVariable(result.name, false);
    return [
      `const items: ${namespace}.${result.name}[] = [];`,
      `for await (const ${variable} of ${call}) {`,
      `  items.push(${variable});`,
      '}',
    ].join('\n');
  }
  if (!result.name) return `await ${call};`;
  const type = /^[A-Z]\w*$/.test(result.name) ? `${namespace}.${result.name}` : result.name;
  return `const ${resultVariable(result.name, builds)}: ${type} = await ${call};`;
}
