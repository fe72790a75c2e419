import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseHeadersFile} from '@site/plugins/security-headers/formats';
import type {Header} from '@site/plugins/security-headers/policy';
import {notFound, servedFile} from './files';

export interface StaticHost {
  /** Origin of the host, such as http://127.0.0.1:40123. */
  origin: string;
  close: () => Promise<void>;
}

export interface StaticHostOptions {
  /** Serve the build under this path only (a site built for `/` deployed elsewhere); `/` by default. */
  basePath?: string;
  /** Send the headers of the build's `_headers` file, as Netlify and Cloudflare Pages would. */
  withHeaders?: boolean;
  /** Compress text for clients that accept gzip, as every static host does (the benchmarks measure with it). */
  gzip?: boolean;
  /** A fixed port; a free one by default. */
  port?: number;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml',
  '.graphql': 'text/plain; charset=utf-8',
  '.sol': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.yaml', '.txt', '.md']);

/** Whether a `_headers` path pattern (`/*` splats, exact paths) covers a request path. */
function matches(pattern: string, pathname: string): boolean {
  const expression = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return expression.test(pathname);
}

/**
 * A static host for a build folder: unknown paths, and every path outside `basePath`, get the site's 404 page;
 * hashed assets are cached for a year; gzip (compressed once per file and kept, as a host's cache does) on request.
 */
export async function serveBuildDir(
  buildDir: string,
  {basePath = '/', withHeaders = false, gzip = false, port = 0}: StaticHostOptions = {},
): Promise<StaticHost> {
  const rules = withHeaders ? parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')) : [];
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const {file, found} = pathname.startsWith(basePath)
      ? servedFile(buildDir, `/${pathname.slice(basePath.length)}`)
      : notFound(buildDir);
    const extension = path.extname(file);
    response.statusCode = found ? 200 : 404;
    response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    if (pathname.startsWith(`${basePath}assets/`))
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // After the defaults, so a `_headers` value wins as it does on Netlify.
    const headers: Header[] = rules.filter((rule) => matches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
    for (const {name, value} of headers) response.setHeader(name, value);
    if (gzip && compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      const body = gzipped.get(file) ?? gzipSync(fs.readFileSync(file));
      gzipped.set(file, body);
      response.setHeader('Content-Encoding', 'gzip');
      response.end(body);
    } else {
      fs.createReadStream(file).pipe(response);
    }
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
