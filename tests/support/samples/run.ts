import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {RestApi} from '@site/plugins/reference/load';
import {startMockApi, type MockApi, type ReceivedCall} from '../mockApi/server';
import {sdkStandInModule} from './sdkStandIn';
import {runCommand, succeeds} from './processes';
import type {PlacedSample} from './collect';

/** How a language's samples were checked on this machine, for the test output and the counts. */
export interface RunnerReport {
  runner: Runner;
  /** Executed against the mock, or only compiled because the runtime is missing. */
  mode: 'ran' | 'compiled';
  /** What ran them: `python3 (/usr/bin/python3) with requests`, or why they were only compiled. */
  how: string;
  seconds: number;
}

export interface SampleOutcome {
  mode: RunnerReport['mode'];
  ok: boolean;
  output: string;
  /** What the mock received while the sample ran. */
  calls: ReceivedCall[];
}

/** The four runners: shell (cURL), Node.js (TypeScript and SDK), Python, Java. */
export type Runner = 'curl' | 'node' | 'python' | 'java';
export const runnerOf = (placed: PlacedSample): Runner =>
  placed.sample.language === 'typescript' || placed.sample.language === 'sdk'
    ? 'node'
    : (placed.sample.language as Runner);

const runnersDir = path.join(__dirname, 'runners');
const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The credentials the samples read from their environment and the mock accepts. */
const credentials = {apiKey: 'ak_test_samples_0123456789', accessToken: 'eyJhbGciOiJFUzI1NiJ9.samples.token'};

interface Workspace {
  dir: string;
  mock: MockApi;
  env: NodeJS.ProcessEnv;
  samples: PlacedSample[];
  /** The file each sample is written to. */
  files: Map<string, string>;
}

type Results = Map<string, {ok: boolean; output: string}>;

/**
 * Writes each sample where a reader would save it, one folder per API (operation ids and Java class names
 * repeat across APIs), a second version of a file in a folder of its own. The files the samples upload go
 * where the runners work.
 */
function writeSamples(dir: string, samples: PlacedSample[]): Map<string, string> {
  const files = new Map<string, string>();
  const written = new Set<string>();
  for (const placed of samples) {
    let folder = path.join(dir, placed.api.id);
    for (let variant = 2; written.has(path.join(folder, placed.sample.fileName)); variant++)
      folder = path.join(dir, placed.api.id, `variant-${variant}`);
    fs.mkdirSync(folder, {recursive: true});
    const file = path.join(folder, placed.sample.fileName);
    fs.writeFileSync(file, `${placed.sample.code}\n`);
    written.add(file);
    files.set(placed.id, file);
    // A multipart sample uploads a file named in the example; a small one stands in for it.
    for (const upload of placed.sample.uploads)
      fs.writeFileSync(path.join(dir, upload), '%PDF-1.7\n% Upload of the request samples test\n');
  }
  return files;
}

async function runCurl(workspace: Workspace): Promise<{report: Omit<RunnerReport, 'seconds'>; results: Results}> {
  const canRun = succeeds('curl', ['--version']) && succeeds('bash', ['-c', 'command -v uuidgen']);
  const results: Results = new Map();
  for (const placed of workspace.samples) {
    workspace.mock.startSample(placed.id);
    const file = workspace.files.get(placed.id)!;
    const {code, output, stdout} = await runCommand('bash', canRun ? [file] : ['-n', file], {
      cwd: workspace.dir,
      env: workspace.env,
    });
    // Piped, curl writes a progress meter to stderr: only a failure needs stderr.
    results.set(placed.id, {ok: code === 0, output: code === 0 ? stdout : output});
  }
  return {
    report: canRun
      ? {runner: 'curl', mode: 'ran', how: 'bash and curl'}
      : {runner: 'curl', mode: 'compiled', how: 'bash -n only: curl or uuidgen (uuid-runtime) is missing'},
    results,
  };
}

async function runNode(workspace: Workspace, apis: RestApi[]) {
  const sdk = path.join(workspace.dir, 'node_modules', '@assetra', 'sdk');
  fs.mkdirSync(sdk, {recursive: true});
  fs.writeFileSync(
    path.join(sdk, 'package.json'),
    JSON.stringify({name: '@assetra/sdk', type: 'module', main: 'index.mjs'}),
  );
  fs.writeFileSync(
    path.join(sdk, 'index.mjs'),
    sdkStandInModule(apis, {production: workspace.mock.url, sandbox: workspace.mock.url}),
  );
  const manifest = path.join(workspace.dir, 'manifest.json');
  const resultsFile = path.join(workspace.dir, 'results.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify(workspace.samples.map((placed) => ({id: placed.id, file: workspace.files.get(placed.id)}))),
  );
  // Started from the repository so `--import tsx` resolves; the runner then works in the samples' folder.
  const {code, output} = await runCommand(
    process.execPath,
    ['--import', 'tsx', path.join(runnersDir, 'typescript.mts'), manifest, resultsFile, workspace.dir],
    {cwd: repoRoot, env: workspace.env},
  );
  return {
    report: {runner: 'node' as const, mode: 'ran' as const, how: `Node.js ${process.version} with tsx, one process`},
    results: readResults(resultsFile, code, output),
  };
}

/** The first Python with `requests`: Debian's (python3-requests, which .ci/run installs) or the one on PATH. */
function findPython(): {python: string; requests: boolean} | undefined {
  const candidates = ['/usr/bin/python3', 'python3'];
  const withRequests = candidates.find((python) => succeeds(python, ['-c', 'import requests']));
  if (withRequests) return {python: withRequests, requests: true};
  const any = candidates.find((python) => succeeds(python, ['--version']));
  return any ? {python: any, requests: false} : undefined;
}

async function runPython(workspace: Workspace) {
  const found = findPython();
  if (!found)
    return {
      report: {runner: 'python' as const, mode: 'compiled' as const, how: 'no python3 on this machine'},
      results: new Map(),
    };
  const manifest = path.join(workspace.dir, 'manifest.json');
  const resultsFile = path.join(workspace.dir, 'results.json');
  fs.writeFileSync(
    manifest,
    JSON.stringify(workspace.samples.map((placed) => ({id: placed.id, file: workspace.files.get(placed.id)}))),
  );
  const args = [
    path.join(runnersDir, 'python.py'),
    manifest,
    resultsFile,
    ...(found.requests ? [] : ['--compile-only']),
  ];
  const {code, output} = await runCommand(found.python, args, {cwd: workspace.dir, env: workspace.env});
  return {
    report: found.requests
      ? {runner: 'python' as const, mode: 'ran' as const, how: `${found.python} with requests, one process`}
      : {
          runner: 'python' as const,
          mode: 'compiled' as const,
          how: `py_compile only: ${found.python} has no requests module (apt-get install python3-requests)`,
        },
    results: readResults(resultsFile, code, output),
  };
}

async function runJava(workspace: Workspace) {
  const canRun = succeeds('java', ['-version']);
  const canCompile = succeeds('javac', ['-version']);
  const results: Results = new Map();
  if (canRun) {
    const manifest = path.join(workspace.dir, 'manifest.tsv');
    const resultsFile = path.join(workspace.dir, 'results.tsv');
    fs.writeFileSync(
      manifest,
      workspace.samples
        .map((placed) => {
          const file = workspace.files.get(placed.id)!;
          return `${placed.id}\t${path.relative(workspace.dir, path.dirname(file))}\t${file}\n`;
        })
        .join(''),
    );
    const {code, output} = await runCommand(
      'java',
      [path.join(runnersDir, 'SampleRunner.java'), manifest, resultsFile],
      {
        cwd: workspace.dir,
        env: workspace.env,
      },
    );
    if (code !== 0 || !fs.existsSync(resultsFile))
      throw new Error(`The Java sample runner failed (exit ${code}):\n${output}`);
    for (const line of fs.readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean)) {
      const [id, status, text] = line.split('\t') as [string, string, string];
      const unescaped = text.replace(
        /\\(\\|t|n)/g,
        (_match, escape: string) => ({'\\': '\\', t: '\t', n: '\n'})[escape]!,
      );
      results.set(id, {ok: status === 'ok', output: unescaped});
    }
    return {
      report: {runner: 'java' as const, mode: 'ran' as const, how: 'java (one JVM: compiled in memory, then run)'},
      results,
    };
  }
  if (!canCompile)
    return {
      report: {runner: 'java' as const, mode: 'compiled' as const, how: 'no java or javac on this machine'},
      results,
    };
  // No JVM to run them: javac per API (class names repeat across APIs), file by file where a batch fails.
  const classes = fs.mkdtempSync(path.join(workspace.dir, 'classes-'));
  const folderOf = (placed: PlacedSample) => path.dirname(workspace.files.get(placed.id)!);
  for (const group of new Set(workspace.samples.map(folderOf))) {
    const members = workspace.samples.filter((placed) => folderOf(placed) === group);
    const batch = await runCommand(
      'javac',
      ['-d', classes, ...members.map((placed) => workspace.files.get(placed.id)!)],
      {
        cwd: workspace.dir,
        env: workspace.env,
      },
    );
    for (const placed of members) {
      const {code, output} =
        batch.code === 0
          ? batch
          : await runCommand('javac', ['-d', classes, workspace.files.get(placed.id)!], {
              cwd: workspace.dir,
              env: workspace.env,
            });
      results.set(placed.id, {ok: code === 0, output});
    }
  }
  return {report: {runner: 'java' as const, mode: 'compiled' as const, how: 'javac only: no java runtime'}, results};
}

function readResults(file: string, code: number | null, output: string): Results {
  if (!fs.existsSync(file)) throw new Error(`The sample runner wrote no results (exit ${code}):\n${output}`);
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as {id: string; ok: boolean; output: string}[];
  return new Map(list.map(({id, ok, output: text}) => [id, {ok, output: text}]));
}

/**
 * Writes every sample to a temporary folder and runs each language's samples in one process (one shell loop
 * for cURL), each runner against its own mock server, the four at once. Where a runtime is missing the samples
 * are compiled instead, and the report says so.
 */
export async function runSamples(
  samples: PlacedSample[],
  apis: RestApi[],
): Promise<{outcomes: Map<string, SampleOutcome>; reports: RunnerReport[]}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'assetra-samples-'));
  const outcomes = new Map<string, SampleOutcome>();
  const reports: RunnerReport[] = [];
  try {
    await Promise.all(
      (['curl', 'node', 'python', 'java'] as const).map(async (runner) => {
        const started = performance.now();
        const mine = samples.filter((placed) => runnerOf(placed) === runner);
        const dir = path.join(root, runner);
        const mock = await startMockApi(apis, {
          credentials: {apiKeys: [credentials.apiKey], accessTokens: [credentials.accessToken]},
        });
        const env = {
          ...process.env,
          ASSETRA_API_BASE: mock.url,
          ASSETRA_API_KEY: credentials.apiKey,
          ASSETRA_ACCESS_TOKEN: credentials.accessToken,
          SAMPLES_MOCK_URL: mock.url,
        };
        const files = writeSamples(dir, mine);
        const workspace: Workspace = {dir, mock, env, samples: mine, files};
        try {
          const {report, results} =
            runner === 'curl'
              ? await runCurl(workspace)
              : runner === 'node'
                ? await runNode(workspace, apis)
                : runner === 'python'
                  ? await runPython(workspace)
                  : await runJava(workspace);
          reports.push({...report, seconds: (performance.now() - started) / 1000});
          for (const placed of mine) {
            const result = results.get(placed.id) ?? {ok: false, output: `${report.how}: no result`};
            outcomes.set(placed.id, {
              mode: report.mode,
              ...result,
              calls: mock.calls.filter((call) => call.sample === placed.id),
            });
          }
        } finally {
          await mock.close();
        }
      }),
    );
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
  return {outcomes, reports};
}
