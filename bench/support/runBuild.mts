import {spawn} from 'node:child_process';
import {siteRoot} from './serveBuild.mjs';

/**
 * Runs a build command in the site's folder and resolves with its output (stdout and stderr together), which the
 * build benchmarks read Docusaurus' perf log and GNU time's report from; rejects with the output's end on failure.
 */
export function runBuild(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteRoot,
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', ...env},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}
