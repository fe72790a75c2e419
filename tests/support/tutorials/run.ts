import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {erc20Abi, getAddress, type Abi, type Address} from 'viem';
import {generatePrivateKey, privateKeyToAccount} from 'viem/accounts';
import * as viemChains from 'viem/chains';
import {examplesOf, operations, responsesOf} from '@site/plugins/reference/openapi/document';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {publishedFiles} from '@site/plugins/reference/published';
import {sdkDeclaration} from '@site/plugins/reference/sdk/declaration';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {packageVersions, signIn} from '@site/src/data/conventions';
import {publishedNetworks} from '@site/src/data/networks';
import {environments, packages} from '@site/src/data/platform';
import {siteUrl} from '@site/src/data/site';
import type {ReceivedCall} from '../mockApi/server';
import type {MockCredentials} from '../mockApi/readRequest';
import {sdkStandInModule} from '../samples/sdkStandIn';
import {graphqlMocks, startTutorialApi} from './api';
import {tutorialAnswer} from './answer';
import {assetCatalogue, AssetState, assetOverlay, fileOverlay, metadataOverlay, resourceOverlay} from './assets';
import {startChainMock} from './chain';
import {decodeCall} from './contracts';
import {TutorialClock} from './clock';
import {exampleObjects, exampleTokens, type JsonObject} from './examples';
import {graphqlBuilds} from './graphql';
import {startLocalRegistry, type ExtraPackage, type LocalRegistry} from './registry';
import {tutorialSims, type SimSources} from './sims';
import {readTutorial, type Tutorial, type TutorialStep} from './steps';
import {TransactionStore} from './transactions';

/**
 * How much less real time than tutorial time a script's waits take (see preload.ts). The mocks answer on the script's
 * clock, so a wait only has to keep timers in order: a 12-second poll takes 12 ms.
 */
const warp = 1000;
/** Longest a step may take: an `npm install` on a busy machine included. */
const stepTimeoutMs = 240_000;

/** What every tutorial of a test run shares: the npm registry and cache, the reference and what is read from it. */
export interface TutorialWorld {
  repoRoot: string;
  registry: LocalRegistry;
  reference: ReferenceBundle;
  abis: Abi[];
  sims: SimSources;
  /** The assets the examples describe, in the REST shape, by id. */
  assets: Map<string, JsonObject>;
  graphql: ReturnType<typeof graphqlMocks>;
  credentials: MockCredentials & {apiKey: string; accessToken: string};
  /** The docs site's published files (`/reference/contracts/…abi.json`), served locally. */
  docsUrl: string;
  scratch: string;
  preload: string;
  /** URL of the module hooks preload.ts registers. */
  hooks: string;
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

/** A module of this folder as JavaScript for Node.js (`preload.ts` for `--import`, the module hooks it registers). */
function compileModule(scratch: string, name: string): string {
  const source = fs.readFileSync(path.join(__dirname, `${name}.ts`), 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  const file = path.join(scratch, `${name}.mjs`);
  fs.writeFileSync(file, outputText);
  return file;
}

/** A command as the reader's PATH would find it (the shims below stand before it on the tutorial's PATH). */
function onPath(command: string): string {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(folder, command);
    if (folder && fs.existsSync(file)) return file;
  }
  throw new Error(`The tutorial test needs ${command} on the PATH`);
}

/**
 * `curl` as the reader runs it, with the public hosts the page names sent to their local mocks, and the tutorial's
 * clock, which the shell step starts at, in a header.
 */
function writeCurlShim(bin: string, hosts: Record<string, string>) {
  // Double-quoted, the host is a literal pattern, slashes included; the hosts and mock URLs hold no quotes.
  const rewrites = Object.entries(hosts)
    .sort(([a], [b]) => b.length - a.length)
    .map(([from, to]) => `  arg="\${arg//"${from}"/"${to}"}"`)
    .join('\n');
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(
    path.join(bin, 'curl'),
    `#!/usr/bin/env bash\n# The tutorial test's curl: public hosts go to their local mocks.\nargs=(--header "x-tutorial-clock: $TUTORIAL_CLOCK")\nfor arg in "$@"; do\n${rewrites}\n  args+=("$arg")\ndone\nexec ${JSON.stringify(onPath('curl'))} "\${args[@]}"\n`,
    {mode: 0o755},
  );
}

/**
 * `npx` as the reader runs it: a command the project installed runs from its node_modules/.bin, as npx would run it,
 * without npx's own half second of start-up on each of the tutorials' scripts; anything else goes to npx itself.
 */
function writeNpxShim(bin: string) {
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(
    path.join(bin, 'npx'),
    `#!/usr/bin/env bash
# The tutorial test's npx: the project's own bin directly.
case "$1" in -* | "") ;; *) [ -x "node_modules/.bin/$1" ] && exec "node_modules/.bin/$1" "\${@:2}" ;; esac
exec ${JSON.stringify(onPath('npx'))} "$@"
`,
    {mode: 0o755},
  );
}

/**
 * `npm` as the reader runs it, except that an install this test run has already made from the same command,
 * package.json and lockfile is hard-linked from that first result (the same files) instead of extracted again: each
 * `npm install viem tsx` writes about 13,700 files, 13 s of a tutorial. The first of each kind runs npm itself.
 */
function writeNpmShim(bin: string, store: string) {
  fs.mkdirSync(store, {recursive: true});
  fs.mkdirSync(bin, {recursive: true});
  fs.writeFileSync(
    path.join(bin, 'npm'),
    `#!/usr/bin/env bash
# The tutorial test's npm: a repeated install is linked from its first result.
real=${JSON.stringify(onPath('npm'))}
case "$1" in install | i | add) ;; *) exec "$real" "$@" ;; esac
key=$({ printf '%s\\0' "$@"; cat package.json 2>/dev/null; printf '\\0'; cat package-lock.json 2>/dev/null; } | sha256sum | cut -c1-40)
kept=${JSON.stringify(store)}/$key
# npm rewrites its hidden lockfile in place, so that file is copied, never linked.
if [ -d "$kept" ]; then
  rm -rf node_modules
  cp -al "$kept/node_modules" node_modules
  rm node_modules/.package-lock.json
  cp "$kept/node_modules/.package-lock.json" node_modules/
  cp "$kept/package.json" "$kept/package-lock.json" .
  cat "$kept/output"
  exit 0
fi
status=0
"$real" "$@" > .npm-output 2>&1 || status=$?
cat .npm-output
# An install that leaves no hidden lockfile (nothing installed) is not kept.
if [ "$status" -eq 0 ] && [ -f node_modules/.package-lock.json ]; then
  partial=$(mktemp -d "$kept.XXXX")
  cp -al node_modules "$partial/node_modules"
  rm "$partial/node_modules/.package-lock.json"
  cp node_modules/.package-lock.json "$partial/node_modules/"
  cp package.json package-lock.json "$partial/"
  mv .npm-output "$partial/output"
  mv -T "$partial" "$kept" 2>/dev/null || rm -rf "$partial"
else
  rm .npm-output
fi
exit "$status"
`,
    {mode: 0o755},
  );
}

/** A static server of the docs site's published reference files, for the pages' `curl …/reference/…` downloads. */
async function startDocsServer(reference: ReferenceBundle) {
  const files = publishedFiles(reference);
  const server = http.createServer((request, response) => {
    const file = decodeURIComponent(new URL(request.url ?? '/', 'http://docs').pathname).replace(/^\/reference\//, '');
    const text = files.get(file)?.text;
    if (text === undefined) response.writeHead(404).end();
    else
      response.writeHead(200, {'content-type': file.endsWith('.json') ? 'application/json' : 'text/plain'}).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startTutorialWorld(repoRoot: string, reference: ReferenceBundle): Promise<TutorialWorld> {
  const scratch = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'tutorials-'));
  const objects = exampleObjects(reference);
  const assets = assetCatalogue(
    objects,
    reference.rest.find((api) => api.id === 'assets')!,
  );
  const apiKeys = exampleValues(reference, 'createApiKey', 'secret');
  const accessTokens = [
    ...exampleValues(reference, signIn.operations.rest.verify, 'accessToken'),
    ...exampleValues(reference, signIn.operations.rest.refresh, 'accessToken'),
  ];
  const registry = await startLocalRegistry(repoRoot, [sdkPackage(reference)]);
  const docs = await startDocsServer(reference);
  return {
    repoRoot,
    registry,
    reference,
    abis: [erc20Abi as Abi, ...reference.contracts.map((contract) => contract.abi as Abi)],
    sims: {reference, objects, tokens: exampleTokens(objects), assets},
    assets,
    graphql: graphqlMocks(reference),
    credentials: {apiKeys, accessTokens, apiKey: apiKeys[0]!, accessToken: accessTokens[0]!},
    docsUrl: docs.url,
    scratch,
    preload: compileModule(scratch, 'preload'),
    hooks: pathToFileURL(compileModule(scratch, 'moduleHooks')).href,
    close: async () => {
      await Promise.all([registry.close(), docs.close()]);
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
    // A step that exits without reading its input closes the pipe first: the step's exit code and output tell what
    // happened, so a write to the closed pipe (EPIPE) is not an error of the run.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    child.stdin.end(options.input);
  });
}

/** Writes a page's file steps into `folder` as the reader does: a file's parts in turn, a full repeat replacing it. */
function fileWriter(folder: () => string) {
  const firstParts = new Map<string, string>();
  return (step: Extract<TutorialStep, {kind: 'file'}>) => {
    const file = path.join(folder(), step.name);
    const first = firstParts.get(file);
    if (first === undefined || step.code.startsWith(first)) {
      fs.writeFileSync(file, `${step.code}\n`);
      if (first === undefined) firstParts.set(file, step.code);
    } else fs.appendFileSync(file, `${step.code}\n`);
  };
}

/** The chain, API and hosts of one tutorial run: its own state and clock, from the moment the page's example starts. */
async function startRun(world: TutorialWorld, tutorial: Tutorial, readerEnv: Record<string, string>) {
  const clock = new TutorialClock(tutorial.settings.clock ? Date.parse(tutorial.settings.clock) : Date.now());
  const keys: Record<string, string> = {};
  const signers = new Map<string, Address>();
  for (const [name, account] of Object.entries(tutorial.settings.accounts)) {
    const key = readerEnv[name];
    if (!key) throw new Error(`${tutorial.page}: accounts names ${name}, which env does not list`);
    keys[key.toLowerCase()] = getAddress(account);
    signers.set(privateKeyToAccount(key as `0x${string}`).address.toLowerCase(), getAddress(account));
  }
  const chain = await startChainMock({
    abis: world.abis,
    sims: tutorialSims(world.sims, clock.seconds),
    clock,
    accounts: signers,
  });
  const transactions = new TransactionStore(chain, clock, world.abis);
  const tokenAbis = world.reference.contracts
    .filter((contract) => contract.name === 'IAssetToken' || contract.name === 'IERC3643Token')
    .map((contract) => contract.abi as Abi);
  const assets = new AssetState(
    world.assets,
    chain,
    transactions,
    (data) => tokenAbis.some((abi) => typeof data === 'string' && decodeCall(abi, data as `0x${string}`) !== undefined),
    clock,
  );
  const api = await startTutorialApi({
    rest: world.reference.rest,
    graphql: world.graphql,
    credentials: world.credentials,
    clock,
    answer: tutorialAnswer({
      abis: world.abis,
      chain,
      transactions,
      overlays: [
        assetOverlay(assets),
        fileOverlay(clock),
        metadataOverlay(assets, world.sims.objects, clock),
        resourceOverlay(world.sims.objects),
      ],
      substitutionsFor: (pathValues, example) =>
        pathValues.assetId
          ? assets.substitutions(
              (example as JsonObject | undefined)?.assetId,
              pathValues.assetId,
              example as JsonObject,
            )
          : [],
    }),
    followGraphql: graphqlBuilds({
      reference: world.reference,
      mocks: world.graphql,
      transactions,
      assets,
      abis: world.abis,
    }),
  });
  const hosts = {
    ...Object.fromEntries(environments.map((environment) => [environment.apiHost, api.url])),
    ...rpcHosts(chain.url),
    [`${siteUrl}/reference`]: `${world.docsUrl}/reference`,
  };
  return {
    clock,
    keys,
    chain,
    api,
    hosts,
    close: () => Promise.all([chain.close(), api.close()]),
  };
}

/**
 * Runs a tutorial as its reader would: in an empty folder (with the files of the tutorials it builds on, and the
 * files the reader brings), each shell block in one continuing shell session (variables and the working folder carry
 * over), each titled file written where the reader stands, each command's output held against the page's `Output`
 * block. npm installs from the local registry; the Assetra API, the chains and the docs site are local mocks with
 * the tutorial's own state and clock. Stops at the first failing step.
 */
export async function runTutorial(world: TutorialWorld, tutorial: Tutorial): Promise<StepResult[]> {
  const home = fs.mkdtempSync(path.join(world.scratch, 'reader-'));
  const start = path.join(home, 'project');
  fs.mkdirSync(start);
  const stateFile = path.join(home, '.tutorial-state');
  const cwdFile = path.join(home, '.tutorial-cwd');
  // The reader's values: the variables set before step one, and what they type when a command reads the terminal.
  const readerValues = Object.fromEntries(
    [...new Set([...tutorial.settings.env, ...tutorial.settings.input])].map((name) => [
      name,
      readerVariable(world, name),
    ]),
  );
  const readerEnv = Object.fromEntries(tutorial.settings.env.map((name) => [name, readerValues[name]!]));
  const run = await startRun(world, tutorial, readerValues);
  try {
    const declare = (name: string, value: string) => `declare -x ${name}='${value.replace(/'/g, `'\\''`)}'`;
    fs.writeFileSync(
      stateFile,
      `${Object.entries(readerEnv)
        .map(([name, value]) => declare(name, value))
        .join('\n')}\n`,
    );
    fs.writeFileSync(cwdFile, start);
    for (const earlier of tutorial.settings.uses) {
      const writeEarlier = fileWriter(() => start);
      for (const step of readTutorial(world.repoRoot, earlier)?.steps ?? [])
        if (step.kind === 'file') writeEarlier(step);
    }
    for (const file of tutorial.settings.files) fs.writeFileSync(path.join(start, file), `The reader's own ${file}\n`);
    const bin = path.join(home, 'bin');
    writeCurlShim(bin, run.hosts);
    writeNpmShim(bin, path.join(world.scratch, 'npm-installs'));
    writeNpxShim(bin);
    const env: NodeJS.ProcessEnv = {
      PATH: `${bin}:${process.env.PATH}`,
      HOME: home,
      TMPDIR: os.tmpdir(),
      LANG: 'C.UTF-8',
      npm_config_registry: world.registry.url,
      npm_config_cache: path.join(world.scratch, 'npm-cache'),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_prefer_offline: 'true',
      NODE_OPTIONS: `--import=${path.toNamespacedPath(world.preload)}`,
      TUTORIAL_HOSTS: JSON.stringify(run.hosts),
      TUTORIAL_WARP: String(warp),
      TUTORIAL_ACCOUNTS: JSON.stringify(run.keys),
      TUTORIAL_TYPESCRIPT: require.resolve('typescript'),
      TUTORIAL_HOOKS: world.hooks,
    };
    const input = tutorial.settings.input.map((name) => `${readerValues[name]}\n`).join('');
    const results: StepResult[] = [];
    const writeFile = fileWriter(() => fs.readFileSync(cwdFile, 'utf8').trim());
    for (const step of tutorial.steps) {
      const cwd = fs.readFileSync(cwdFile, 'utf8').trim();
      const base = {page: tutorial.page, line: step.line, step};
      if (step.kind === 'file') {
        writeFile(step);
        results.push({...base, ok: true, problem: undefined, output: ''});
        continue;
      }
      try {
        if (step.clock) run.clock.setTo(Date.parse(step.clock));
      } catch (error) {
        results.push({...base, ok: false, problem: (error as Error).message, output: ''});
        break;
      }
      const script = [
        'set -eo pipefail',
        `source ${JSON.stringify(stateFile)}`,
        // The reader's variables carry over; read-only ones cannot be declared again, and the runner sets its own
        // (the clock of the step) afresh.
        `trap 'declare -px | grep -v -E "^declare -[a-zA-Z]*r|^declare -x TUTORIAL_" > ${JSON.stringify(`${stateFile}.next`)}; pwd > ${JSON.stringify(cwdFile)}' EXIT`,
        strictShell(step.code),
      ].join('\n');
      const callsBefore = run.api.calls.length;
      const {code, output} = await runShell(script, {
        cwd,
        env: {...env, TUTORIAL_CLOCK: String(run.clock.nowMs)},
        input,
      });
      const rejected = run.api.calls.slice(callsBefore).filter((call: ReceivedCall) => call.problems.length > 0);
      if (fs.existsSync(`${stateFile}.next`)) fs.renameSync(`${stateFile}.next`, stateFile);
      const problem =
        code !== 0
          ? `exited with ${code ?? 'a timeout'}`
          : rejected.length > 0
            ? `the API refused: ${rejected.map((call) => `${call.request}: ${call.problems.join('; ')}`).join(', ')}`
            : step.output
              ? matchesOutput(step.output.text, output)
              : undefined;
      results.push({...base, ok: !problem, problem, output});
      if (problem) break;
    }
    return results;
  } finally {
    await run.close();
    // The reader's folder holds a project's node_modules (about 13,000 files): removed now, not all at the end.
    await fs.promises.rm(home, {recursive: true, force: true});
  }
}
