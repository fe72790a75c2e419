/**
 * Node.js module hooks for a tutorial's scripts, registered by preload.ts:
 * - viem's `privateKeyToAccount` gives each private key of `accounts` the example address it stands for, so a script
 *   the page runs with "the treasury's key" acts as the treasury (the chain mock counts the key's signatures as the
 *   treasury's);
 * - with `typescript` (the path of the TypeScript compiler), a `.ts` file of an ES module package loads as Node.js
 *   22.18 loads it on a release that cannot strip types: its types removed, not checked. In a CommonJS package it is
 *   left to Node.js, which refuses it there too.
 * The test compiles this file to JavaScript.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import type ts from 'typescript';

interface HookData {
  accounts: Record<string, string>;
  typescript: string | undefined;
}

interface LoadResult {
  format?: string;
  source?: string | ArrayBuffer | Uint8Array;
  shortCircuit?: boolean;
}

let data: HookData = {accounts: {}, typescript: undefined};

export function initialize(given: HookData) {
  data = given;
}

/** Whether the nearest package.json makes the file an ES module. */
async function inModulePackage(url: string): Promise<boolean> {
  for (let folder = new URL('./', url); ; folder = new URL('../', folder)) {
    try {
      return (JSON.parse(await readFile(new URL('package.json', folder), 'utf8')) as {type?: string}).type === 'module';
    } catch {
      if (folder.pathname === '/') return false;
    }
  }
}

/** viem's `privateKeyToAccount`, renamed, and in its place one that answers with the example's address. */
const withAccounts = (source: string) =>
  `${source.replace('export function privateKeyToAccount(', 'function privateKeyToAccountWithOwnAddress(')}
const tutorialAccounts = ${JSON.stringify(data.accounts)};
export function privateKeyToAccount(privateKey, options) {
  const account = privateKeyToAccountWithOwnAddress(privateKey, options);
  const address = tutorialAccounts[String(privateKey).toLowerCase()];
  return address ? {...account, address} : account;
}
`;

export async function load(
  url: string,
  context: unknown,
  nextLoad: (url: string, context: unknown) => Promise<LoadResult>,
): Promise<LoadResult> {
  if (data.typescript && /\.ts$/.test(url) && url.startsWith('file:') && !url.includes('/node_modules/')) {
    if (await inModulePackage(url)) {
      const compiler = createRequire(data.typescript)(data.typescript) as typeof ts;
      const {outputText} = compiler.transpileModule(await readFile(new URL(url), 'utf8'), {
        fileName: new URL(url).pathname,
        compilerOptions: {module: compiler.ModuleKind.ESNext, target: compiler.ScriptTarget.ES2022},
      });
      return {format: 'module', source: outputText, shortCircuit: true};
    }
  }
  const result = await nextLoad(url, context);
  if (!/\/viem\/_esm\/accounts\/privateKeyToAccount\.js$/.test(url) || Object.keys(data.accounts).length === 0)
    return result;
  return {...result, source: withAccounts(Buffer.from(result.source as Uint8Array).toString('utf8'))};
}
