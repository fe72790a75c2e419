/**
 * The static host's HTTP server, run as its own process (see staticHost.mts): folder index
 * pages, gzip for text (compressed once per file and kept, as a host's cache does), long caching
 * for hashed assets.
 */
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
const [root, port] = [path.resolve(process.argv[2]!), Number(process.argv[3])];
const gzipped = new Map<string, Buffer>();

function resolve(pathname: string): {file: string; status: number} {
  const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return {file, status: 200};
  }
  return {file: path.join(root, '404.html'), status: 404};
}

const server = http.createServer((request, response) => {
  const {pathname} = new URL(request.url ?? '/', 'http://host');
  const {file, status} = resolve(decodeURIComponent(pathname));
  const extension = path.extname(file);
  const headers: Record<string, string> = {'Content-Type': types[extension] ?? 'application/octet-stream'};
  if (pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  let body: Buffer;
  if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    body = gzipped.get(file) ?? gzipSync(fs.readFileSync(file));
    gzipped.set(file, body);
    headers['Content-Encoding'] = 'gzip';
  } else {
    body = fs.readFileSync(file);
  }
  response.writeHead(status, headers).end(body);
});
server.listen(port, '127.0.0.1', () => process.send?.('listening'));
// The benchmark that started this host has ended.
process.on('disconnect', () => process.exit(0));
