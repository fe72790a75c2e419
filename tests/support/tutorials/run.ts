import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {erc20Abi, type Abi} from 'viem';
import {generatePrivateKey} from 'viem/accounts';
import * as viemChains from 'viem/chains';
import {examplesOf, operations, responsesOf} from '@site/plugins/reference/openapi/document';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {sdkDeclaration} from '@site/plugins/reference/sdk/declaration';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {packageVersions, signIn} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import {environments, packages} from '@site/src/data/platform';
import {startMockApi, type MockApi} from '../mockApi/server';
import {sdkStandInModule} from '../samples/sdkStandIn';
import {tutorialAnswer} from './api';
import {startChainMock, type ChainMock} from './chain';
import {documentedContracts, erc20Tokens} from './contracts';
import {startLocalRegistry, type ExtraPackage, type LocalRegistry} from './registry';
import type {Tutorial, TutorialStep} from './steps';

/** How much faster than real time a tutorial's clock runs (see preload.ts). */
const warp = 50;
/** Longest a step may take: an `npm install` on a busy machine included. */
const stepTimeoutMs = 240_000;

/** The mocks, the registry and the shared npm cache that every tutorial of a test run uses. */
export interface TutorialWorld {
  registry: LocalRegistry;
  api: MockApi;
  chain: ChainMock;
  /** Example credentials the reference issues (sign-in tokens, API key secrets): what a reader's steps obtain. */
  credentials: {apiKey: string; accessToken: string};
  scratch: string;
  preload: string;
  /** Public host or RPC endpoint → the local mock that stands in for it. */
  hosts: Record<string, string>;
  close(): Promise<void>;
}

/** One step's outcome, named by page and line, with what it printed. */
export interface StepResult {
  page: string;
  line: number;
  step: TutorialStep;
  ok: boolean;
  problem: string | undefined;
  output: string;
}

/** Every example value of a response field across the REST reference (`secret` of createApiKey, …). */
function exampleValues(reference: ReferenceBundle, operationId: string, field: string): string[] {
  return reference.rest.flatMap((api) =>
    operations(api.document)
      .filter((entry) => entry.operation.operationId === operationId)
      .flatMap((entry) =>
        responsesOf(api.document, entry).flatMap(([status, response]) =>
          status.startsWith('2')
            ? examplesOf(api.document, response.content?.['application/json']).map(
                ([, example]) => (example.value as Record<string, string>)[field]!,
              )
            : [],
        ),
      ),
  );
}

/** `@assetra/sdk` as npm would install it: the stand-in that calls each environment's host, with its declaration. */
function sdkPackage(reference: ReferenceBundle): ExtraPackage {
  const version = `${packageVersions.sdk.major}.0.0`;
  const hosts = Object.fromEntries(environments.map((environment) => [environment.id, environment.apiHost]));
  return {
    name: packages.sdk,
    version,
    files: {
      'package.json': JSON.stringify({
        name: packages.sdk,
        version,
        type: 'module',
        exports: {'.': {types: './index.d.ts', default: './index.js'}},
        peerDependencies: {viem: '^2.0.0'},
      }),
      'index.js': sdkStandInModule(reference.rest, hosts as Record<(typeof environments)[number]['id'], string>),
      'index.d.ts': sdkDeclaration(sdkModules(reference)),
    },
  };
}

/** Public RPC endpoints of every chain the networks use, as pages and viem's chain definitions name them. */
function rpcHosts(chainUrl: string): Record<string, string> {
  const hosts: Record<string, string> = {};
  const viemChainsById = new Map<number, viemChains.Chain>(Object.values(viemChains).map((chain) => [chain.id, chain]));
  for (const network of publishedNetworks()) {
    for (const chain of [network.mainnet, network.testnet]) {
      const target = `${chainUrl}/${chain.chainId}`;
      hosts[chain.rpcUrl] = target;
      for (const url of viemChainsById.get(chain.chainId)?.rpcUrls.default.http ?? []) hosts[url] = target;
    }
  }
  return hosts;
}

function compilePreload(scratch: string): string {
  const source = fs.readFileSync(path.join(__dirname, 'preload.ts'), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  const file = path.join(scratch, 'preload.mjs');
  fs.writeFileSync(file, outputText);
  return file;
}

/** `curl` as the reader runs it, with the public hosts the page names sent to their local mocks. */
function writeCurlShim(bin: string, hosts: Record<string, string>) {
  const realCurl = ['/usr/bin/curl', '/bin/curl', '/usr/local/bin/curl'].find((file) => fs.existsSync(file)) ?? 'curl';
  // Double-quoted, the host is a literal pattern, slashes included; the hosts and mock URLs hold no quotes.
  const rewrites = Object.entries(hosts)
    .map(([from, to]) => `  arg="\${arg//"${from}"/"${to}"}"`)
    .join('\n');
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(
    path.join(bin, 'curl'),
    `#!/usr/bin/env bash\n# The tutorial test's curl: public hosts go to their local mocks.\nargs=()\nfor arg in "$@"; do\n${rewrites}\n  args+=("$arg")\ndone\nexec ${realCurl} "\${args[@]}"\n`,
    {mode: 0o755},
  );
}

export async function startTutorialWorld(repoRoot: string, reference: ReferenceBundle): Promise<TutorialWorld> {
  const scratch = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'tutorials-'));
  const abis = [erc20Abi as Abi, ...reference.contracts.map((contract) => contract.abi as Abi)];
  const chain = await startChainMock({
    abis,
    sims: [erc20Tokens(), documentedContracts(reference.contracts)],
    startTime: () => BigInt(Math.floor(Date.now() / 1000)),
  });
  const credentials = {
    apiKey: exampleValues(reference, 'createApiKey', 'secret')[0]!,
    accessToken: exampleValues(reference, signIn.operations.rest.verify, 'accessToken')[0]!,
  };
  const api = await startMockApi(
    reference.rest,
    {
      apiKeys: exampleValues(reference, 'createApiKey', 'secret'),
      accessTokens: [
        ...exampleValues(reference, signIn.operations.rest.verify, 'accessToken'),
        ...exampleValues(reference, signIn.operations.rest.refresh, 'accessToken'),
      ],
    },
    tutorialAnswer(abis, chain),
  );
  const registry = await startLocalRegistry(repoRoot, [sdkPackage(reference)]);
  const hosts = {
    ...Object.fromEntries(environments.map((environment) => [environment.apiHost, api.url])),
    ...rpcHosts(chain.url),
  };
  writeCurlShim(path.join(scratch, 'bin'), hosts);
  return {
    registry,
    api,
    chain,
    credentials,
    scratch,
    preload: compilePreload(scratch),
    hosts,
    close: async () => {
      await Promise.all([registry.close(), api.close(), chain.close()]);
      fs.rmSync(scratch, {recursive: true, force: true});
    },
  };
}

/** What the reader has before step one: each variable the page asks for, as the reader's own would be. */
function readerVariable(world: TutorialWorld, name: string): string {
  if (name.endsWith('PRIVATE_KEY')) return generatePrivateKey();
  if (name.endsWith('API_KEY')) return world.credentials.apiKey;
  if (name.endsWith('ACCESS_TOKEN')) return world.credentials.accessToken;
  throw new Error(
    `The test cannot supply ${name}: name it *_PRIVATE_KEY, *API_KEY or *ACCESS_TOKEN, or set it in a step`,
  );
}

/** Whether every line the page shows appears in what the step printed, in order; `…` stands for any text. */
export function matchesOutput(expected: string, actual: string): string | undefined {
  const lines = actual.split('\n').map((line) => line.trimEnd());
  let from = 0;
  for (const wanted of expected.split('\n').map((line) => line.trimEnd())) {
    if (!wanted) continue;
    const pattern = new RegExp(
      `^${wanted
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    const index = lines.findIndex((line, at) => at >= from && pattern.test(line));
    if (index < 0) return `the page says it prints "${wanted}"${from > 0 ? ' after the lines before it' : ''}`;
    from = index + 1;
  }
  return undefined;
}

/**
 * The step as the reader types it, with one change that keeps its meaning: `export NAME="$(command)"` becomes an
 * assignment and an export, so that a failing command fails the step (`export` itself always succeeds).
 */
export const strictShell = (code: string) =>
  code.replace(
    /^(\s*)export (\w+)=(.*\$\(.*)$/gm,
    (_line, indent: string, name: string, value: string) => `${indent}${name}=${value}\n${indent}export ${name}`,
  );

function runShell(script: string, options: {cwd: string; env: NodeJS.ProcessEnv; input: string}) {
  return new Promise<{code: number | null; output: string}>((resolve) => {
    const child = spawn('bash', ['-c', script], {cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe']});
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), stepTimeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output: Buffer.concat(chunks).toString('utf8')});
    });
    child.stdin.end(options.input);
  });
}

/**
 * Runs a tutorial as its reader would: in an empty folder, each shell block in one continuing shell session (variables
 * and the working folder carry over), each titled file written where the reader stands, each command's output held
 * against the page's `Output` block. npm installs from the local registry; the Assetra API and the chains are the
 * local mocks. Stops at the first failing step.
 */
export async function runTutorial(world: TutorialWorld, tutorial: Tutorial): Promise<StepResult[]> {
  const home = fs.mkdtempSync(path.join(world.scratch, 'reader-'));
  const start = path.join(home, 'project');
  fs.mkdirSync(start);
  const stateFile = path.join(home, '.tutorial-state');
  const cwdFile = path.join(home, '.tutorial-cwd');
  const readerEnv = Object.fromEntries(tutorial.settings.env.map((name) => [name, readerVariable(world, name)]));
  const declare = (name: string, value: string) => `declare -x ${name}='${value.replace(/'/g, `'\\''`)}'`;
  fs.writeFileSync(
    stateFile,
    `${Object.entries(readerEnv)
      .map(([name, value]) => declare(name, value))
      .join('\n')}\n`,
  );
  fs.writeFileSync(cwdFile, start);
  const env: NodeJS.ProcessEnv = {
    PATH: `${path.join(world.scratch, 'bin')}:${process.env.PATH}`,
    HOME: home,
    TMPDIR: os.tmpdir(),
    LANG: 'C.UTF-8',
    npm_config_registry: world.registry.url,
    npm_config_cache: path.join(world.scratch, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NODE_OPTIONS: `--import=${path.toNamespacedPath(world.preload)}`,
    TUTORIAL_HOSTS: JSON.stringify(world.hosts),
    TUTORIAL_WARP: String(warp),
    ...(tutorial.settings.clock ? {TUTORIAL_CLOCK: tutorial.settings.clock} : {}),
  };
  const input = tutorial.settings.input.map((name) => `${readerEnv[name] ?? ''}\n`).join('');
  const results: StepResult[] = [];
  const firstParts = new Map<string, string>();
  for (const step of tutorial.steps) {
    const cwd = fs.readFileSync(cwdFile, 'utf8').trim();
    const base = {page: tutorial.page, line: step.line, step};
    if (step.kind === 'file') {
      const file = path.join(cwd, step.name);
      const first = firstParts.get(file);
      if (first === undefined || step.code.startsWith(first)) {
        fs.writeFileSync(file, `${step.code}\n`);
        if (first === undefined) firstParts.set(file, step.code);
      } else fs.appendFileSync(file, `${step.code}\n`);
      results.push({...base, ok: true, problem: undefined, output: ''});
      continue;
    }
    const script = [
      'set -eo pipefail',
      `source ${JSON.stringify(stateFile)}`,
      `trap 'declare -px | grep -v -E "^declare -[a-zA-Z]*r" > ${JSON.stringify(`${stateFile}.next`)}; pwd > ${JSON.stringify(cwdFile)}' EXIT`,
      strictShell(step.code),
    ].join('\n');
    const callsBefore = world.api.calls.length;
    const {code, output} = await runShell(script, {cwd, env, input});
    const rejected = world.api.calls.slice(callsBefore).filter((call) => call.problems.length > 0);
    if (fs.existsSync(`${stateFile}.next`)) fs.renameSync(`${stateFile}.next`, stateFile);
    const problem =
      code !== 0
        ? `exited with ${code ?? 'a timeout'}`
        : rejected.length > 0
          ? `the API answered 400: ${rejected.map((call) => `${call.request}: ${call.problems.join('; ')}`).join(', ')}`
          : step.output
            ? matchesOutput(step.output.text, output)
            : undefined;
    results.push({...base, ok: !problem, problem, output});
    if (problem) break;
  }
  return results;
}
