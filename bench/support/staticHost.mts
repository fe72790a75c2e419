import {fork} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * Serves a build the way a static host does (scripts/staticHost, in its own process): gzip for text, which
 * `docusaurus serve` never sends. Six parallel search requests came back about 5 ms apart when the host shared the
 * benchmark's process.
 */
export async function serveLikeAStaticHost(root: string, port: number): Promise<{url: string; stop: () => void}> {
  const server = fork(
    fileURLToPath(new URL('../../scripts/staticHost/process.ts', import.meta.url)),
    [root, String(port)],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  await new Promise<void>((listening, failed) => {
    server.once('message', () => listening());
    server.once('error', failed);
    server.once('exit', (code) => failed(new Error(`the static host exited (${code}) before listening on ${port}`)));
  });
  server.unref();
  server.channel?.unref();
  return {url: `http://127.0.0.1:${port}`, stop: () => server.kill()};
}
