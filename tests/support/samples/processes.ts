import {spawn, spawnSync} from 'node:child_process';

export interface Finished {
  code: number | null;
  /** stdout and stderr as they came. */
  output: string;
  stdout: string;
}

/** Runs a command without blocking the event loop (the mock answers in this process). */
export function runCommand(
  command: string,
  args: string[],
  options: {cwd: string; env: NodeJS.ProcessEnv},
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']});
    const chunks: Buffer[] = [];
    const stdout: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({code: null, output: error.message, stdout: ''}));
    child.on('close', (code) =>
      resolve({code, output: Buffer.concat(chunks).toString('utf8'), stdout: Buffer.concat(stdout).toString('utf8')}),
    );
  });
}

/** Whether a command runs and exits 0: how the test finds the runtimes a machine has. */
export const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, {stdio: 'ignore', timeout: 30_000}).status === 0;
