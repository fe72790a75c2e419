/**
 * The one test command (`npm test`): lint, format check, spelling, type-check, unit tests, production build, browser
 * tests.
 * Every step runs even when an earlier one fails, and the last line is the total CI reads:
 * "N passed, N failed".
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {testBuildDir, testBuildEnv} from '../tests/support/testBuild';

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');

interface Tally {
  passed: number;
  failed: number;
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env, CI: '1'}});
  console.log(
    `◀ ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/** Runs independent steps side by side, each one's output held and printed whole when it ends, in the given order. */
async function runTogether(steps: Step[]): Promise<boolean[]> {
  const started = Date.now();
  const finished = steps.map(
    ({command, args}) =>
      new Promise<{status: number | null; output: string; seconds: number}>((resolve) => {
        const child = spawn(command, args, {cwd: root, env: {...process.env, CI: '1'}});
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', (error) => (output += `${error.message}\n`));
        child.on('close', (status) => resolve({status, output, seconds: (Date.now() - started) / 1000}));
      }),
  );
  const results: boolean[] = [];
  for (const [index, {title, command, args}] of steps.entries()) {
    const {status, output, seconds} = await finished[index];
    console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    console.log(`◀ ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`);
    results.push(status === 0);
  }
  return results;
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

function unitTally(): Tally | undefined {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(path.join(results, 'unit.json'));
  // A skipped or todo test is a missing check, so it counts as a failure.
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
    }
  );
}

function e2eTally(): Tally | undefined {
  const report = readJson<{stats: {expected: number; unexpected: number; flaky: number; skipped: number}}>(
    path.join(results, 'e2e.json'),
  );
  return (
    report && {
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky + report.stats.skipped,
    }
  );
}

async function main(): Promise<void> {
  fs.rmSync(results, {recursive: true, force: true});
  fs.mkdirSync(results, {recursive: true});

  const total: Tally = {passed: 0, failed: 0};
  const count = (ok: boolean) => (ok ? total.passed++ : total.failed++);

  // The static checks read files only, so they share the machine's cores.
  const staticChecks = await runTogether([
    {title: 'lint', command: 'npx', args: ['eslint', '.']},
    {title: 'format', command: 'npx', args: ['prettier', '--check', '.']},
    // The prose of docs/, blog/ and src/pages/ against British English and cspell-words.txt (files: cspell.json).
    {title: 'spelling', command: 'npx', args: ['cspell', '--no-progress', '--show-suggestions']},
    {title: 'type-check', command: 'npx', args: ['tsc', '--noEmit']},
  ]);
  staticChecks.forEach(count);

  const unitOk = run('unit tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(results, 'unit.json')}`,
  ]);
  const unit = unitTally();
  if (unit) {
    total.passed += unit.passed;
    total.failed += unit.failed;
  } else if (!unitOk) total.failed++;

  const built = run('production build', 'npx', ['docusaurus', 'build']);
  count(built);

  // The same site with its test-only pages and what plugins' tests ask of it (tests/support/testBuild.ts).
  const testBuilt = run('test build', 'npx', ['docusaurus', 'build', '--out-dir', testBuildDir], testBuildEnv);
  count(testBuilt);

  if (built && testBuilt) {
    const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
    const e2e = e2eTally();
    if (e2e) {
      total.passed += e2e.passed;
      total.failed += e2e.failed;
    }
    // Playwright can fail before any test runs (a port in use) and still write an empty report.
    if (!e2eOk && !e2e?.failed) total.failed++;
  } else {
    console.log('◀ browser tests: not run, the build failed');
    total.failed++;
  }

  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
