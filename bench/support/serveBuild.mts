import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Serves the production build with `docusaurus serve` and resolves once it answers. */
export async function serveBuild(port: number): Promise<{url: string; stop: () => void}> {
  const server: ChildProcess = spawn(
    path.join(siteRoot, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      cwd: siteRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return {url, stop: () => process.kill(-server.pid!, 'SIGTERM')};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-server.pid!, 'SIGTERM');
  throw new Error(`docusaurus serve did not answer on ${url}; run "npm run build" first.`);
}
