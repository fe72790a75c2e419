import {environments, packages} from '../../../src/data/platform';
import {typeNamespace, type SdkModule} from './model';
import {moduleInterfaceName, moduleProperty, requestOptionsDeclaration} from './typescript';

/**
 * What the SDK page (docs/introduction/software-development-kit.mdx) documents beyond the generated
 * modules: the client factory and its options, the environments and the error class.
 */
const clientCore = `/** ${environments.map((environment) => `'${environment.id}'`).join(' or ')}: selects the API host and its chains. */
export type AssetraEnvironment = ${environments.map((environment) => `'${environment.id}'`).join(' | ')};

export interface AssetraClientOptions {
  environment: AssetraEnvironment;
  /** Server-side credential, sent as X-API-Key. Never ship it to a browser. */
  apiKey?: string;
  /** Browser credential: the JWT from wallet sign-in, sent as Authorization: Bearer. */
  accessToken?: string;
}

/**
 * Creates a client. A server keeps one per environment; a browser client carries one access token, so create a new
 * one after the token is renewed.
 */
export declare function createAssetraClient(options: AssetraClientOptions): AssetraClient;

/** Every error response of the API, from its problem details body (REST) or the error's extensions (GraphQL). */
export declare class AssetraApiError extends Error {
  /** HTTP status, for example 404. */
  readonly status: number;
  /** Stable machine-readable code, for example POOL_NOT_FOUND. */
  readonly code: string;
  /** Human-readable explanation for logs; do not parse it. */
  readonly detail: string;
}`;

const indent = (text: string) => text.replace(/^(?=.)/gm, '  ');

/**
 * One product's module: its types, inputs and module interfaces in a namespace named after the
 * product (`Pools`), since products name different types alike (`Network`, `UnsignedTransaction`).
 */
function moduleNamespace(module: SdkModule): string {
  // Each module's methods, then each nested module (`admin`) as a property of its parent.
  const interfaces = new Map<string, string[]>();
  const addMember = (moduleName: string, member: string) => {
    const members = interfaces.get(moduleName) ?? [];
    if (!members.includes(member)) interfaces.set(moduleName, [...members, member]);
  };
  for (const method of module.methods) {
    addMember(method.moduleName, `  ${method.member}`);
    const modulePath = method.name.split('.').slice(0, -1);
    for (let depth = modulePath.length; depth > 0; depth--) {
      addMember(
        moduleInterfaceName(module.apiId, modulePath.slice(0, depth - 1)),
        `  readonly ${modulePath[depth - 1]}: ${moduleInterfaceName(module.apiId, modulePath.slice(0, depth))};`,
      );
    }
  }
  const members = [
    ...module.types.map((type) => type.declaration),
    ...module.methods.flatMap((method) => (method.input ? [`export ${method.input}`] : [])),
    ...[...interfaces].map(([name, lines]) => `export interface ${name} {\n${lines.join('\n')}\n}`),
  ];
  return `/** ${module.apiId}: generated from reference/${module.source}. */\nexport declare namespace ${typeNamespace(module.apiId)} {\n${indent(members.join('\n\n'))}\n}`;
}

/**
 * The type declaration (`.d.ts` text) of the `@assetra/sdk` package, generated from the SDK modules
 * with the same type mapping the SDK reference pages use, so the docs' snippets type-check against
 * exactly what the reference documents.
 */
export function sdkDeclaration(modules: SdkModule[]): string {
  const clientMembers = modules.map(
    (module) =>
      `  readonly ${moduleProperty(module.apiId)}: ${typeNamespace(module.apiId)}.${moduleInterfaceName(module.apiId)};`,
  );
  const sections = [
    `// ${packages.sdk}: generated from the SDK methods of reference/ (x-sdk-method, @sdkMethod).`,
    "import type {Address, Hash, Hex} from 'viem';",
    clientCore,
    requestOptionsDeclaration,
    ...modules.map(moduleNamespace),
    `/** The return type of createAssetraClient: one module per product. */\nexport interface AssetraClient {\n${clientMembers.join('\n')}\n}`,
  ];
  return `${sections.join('\n\n')}\n`;
}
