import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

export interface StaticServer {
  /** Origin of the server, such as http://localhost:40123. */
  origin: string;
  close: () => Promise<void>;
}

const contentTypes: Record<string, string> = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css'};

/**
 * Serves `dir` under `basePath` only, on a free port: a site built for `/` deployed under another
 * base path, where every absolute asset URL the build wrote misses.
 */
export async function serveUnderBasePath(dir: string, basePath: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = pathname.startsWith(basePath) ? path.join(root, pathname.slice(basePath.length)) : '';
    if (file && fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
