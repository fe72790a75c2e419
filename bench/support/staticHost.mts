import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * Serves a build the way a static host does: folder index pages, gzip for text, long caching for
 * hashed assets. `docusaurus serve` sends everything uncompressed, which no production host does.
 */
export async function serveLikeAStaticHost(root: string, port: number): Promise<{url: string; stop: () => void}> {
  const resolve = (pathname: string): {file: string; status: number} => {
    const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return {file, status: 200};
    }
    return {file: path.join(root, '404.html'), status: 404};
  };
  const server = http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://host');
    const {file, status} = resolve(decodeURIComponent(pathname));
    const extension = path.extname(file);
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = {'Content-Type': types[extension] ?? 'application/octet-stream'};
    if (pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {url: `http://127.0.0.1:${port}`, stop: () => server.close()};
}
