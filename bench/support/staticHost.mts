import {fork} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * Serves a build the way a static host does (staticHostServer.mts): gzip for text, which
 * `docusaurus serve` never sends. The server is its own process, as a host is another machine: in
 * the benchmark's process, Playwright's and Lighthouse's protocol traffic queued its responses one
 * behind another (six parallel search requests came back about 5 ms apart).
 */
export async function serveLikeAStaticHost(root: string, port: number): Promise<{url: string; stop: () => void}> {
  const server = fork(fileURLToPath(new URL('./staticHostServer.mts', import.meta.url)), [root, String(port)], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((listening, failed) => {
    server.once('message', () => listening());
    server.once('error', failed);
    server.once('exit', (code) => failed(new Error(`the static host exited (${code}) before listening on ${port}`)));
  });
  server.unref();
  server.channel?.unref();
  return {url: `http://127.0.0.1:${port}`, stop: () => server.kill()};
}
