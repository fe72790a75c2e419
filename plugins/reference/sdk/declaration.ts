import {environments, packages} from '../../../src/data/platform';
import type {RestApi} from '../load';
import {operations} from '../openapi/document';
import {
  declaration,
  moduleInterfaceName,
  moduleProperty,
  requestOptionsDeclaration,
  sdkMethodDeclaration,
  sdkTypeNames,
} from './typescript';

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

/** Creates one client per environment; reuse it. */
export declare function createAssetraClient(options: AssetraClientOptions): AssetraClient;

/** Every error response of the API, from its problem details body. */
export declare class AssetraApiError extends Error {
  /** HTTP status, for example 404. */
  readonly status: number;
  /** Stable machine-readable code, for example POOL_NOT_FOUND. */
  readonly code: string;
  /** Human-readable explanation for logs; do not parse it. */
  readonly detail: string;
}`;

/**
 * The type declaration (`.d.ts` text) of the `@assetra/sdk` package, generated from the REST APIs'
 * `x-sdk-method` operations with the same type mapping the SDK reference pages use, so the docs'
 * snippets type-check against exactly what the reference documents.
 */
export function sdkDeclaration(apis: RestApi[]): string {
  const sections: string[] = [
    `// ${packages.sdk}: generated from reference/rest/*.openapi.yaml.`,
    "import type {Address, Hash, Hex} from 'viem';",
    clientCore,
    requestOptionsDeclaration,
  ];
  const clientMembers: string[] = [];
  for (const api of apis) {
    const entries = operations(api.document).filter((entry) => entry.operation['x-sdk-method']);
    if (entries.length === 0) continue;
    const methods = entries.map((entry) => sdkMethodDeclaration(api.document, api.id, entry));
    sections.push(...sdkTypeNames(api.document, entries).map((name) => declaration(api.document, name)));
    sections.push(...methods.flatMap((method) => (method.input ? [`export ${method.input}`] : [])));
    // Each module's methods, then each nested module (`admin`) as a property of its parent.
    const modules = new Map<string, string[]>();
    const addMember = (moduleName: string, member: string) => {
      const members = modules.get(moduleName) ?? [];
      if (!members.includes(member)) modules.set(moduleName, [...members, member]);
    };
    for (const method of methods) {
      addMember(method.moduleName, `  ${method.member}`);
      const modulePath = method.method.split('.').slice(0, -1);
      for (let depth = modulePath.length; depth > 0; depth--) {
        addMember(
          moduleInterfaceName(api.id, modulePath.slice(0, depth - 1)),
          `  readonly ${modulePath[depth - 1]}: ${moduleInterfaceName(api.id, modulePath.slice(0, depth))};`,
        );
      }
    }
    sections.push(...[...modules].map(([name, members]) => `export interface ${name} {\n${members.join('\n')}\n}`));
    clientMembers.push(`  readonly ${moduleProperty(api.id)}: ${moduleInterfaceName(api.id)};`);
  }
  sections.push(
    `/** The return type of createAssetraClient: one module per product with SDK methods. */\nexport interface AssetraClient {\n${clientMembers.join('\n')}\n}`,
  );
  return `${sections.join('\n\n')}\n`;
}
