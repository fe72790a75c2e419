import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseHeadersFile} from '@site/plugins/security-headers/formats';
import type {Header} from '@site/plugins/security-headers/policy';

export interface StaticServer {
  /** Origin of the server, such as http://127.0.0.1:40123. */
  origin: string;
  close: () => Promise<void>;
}

export interface StaticServerOptions {
  /** Serve the build under this path only (a site built for `/` deployed elsewhere); `/` by default. */
  basePath?: string;
  /** Send the headers of the build's `_headers` file, as Netlify and Cloudflare Pages would. */
  withHeaders?: boolean;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.graphql': 'text/plain; charset=utf-8',
  '.sol': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

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

/** The build file for a site path, resolved as static hosts and `docusaurus serve` do. */
function resolve(root: string, sitePath: string): string | null {
  const relative = path.normalize(decodeURIComponent(sitePath)).replace(/^[/\\]+/, '');
  if (relative.startsWith('..')) return null;
  const candidates =
    relative === '' || sitePath.endsWith('/')
      ? [path.join(relative, 'index.html')]
      : [relative, `${relative}.html`, path.join(relative, 'index.html')];
  return (
    candidates
      .map((candidate) => path.join(root, candidate))
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null
  );
}

/** The file a static host sends for a site path: the page, or the site's 404 page. */
export const servedFile = (root: string, sitePath: string): {file: string; found: boolean} => {
  const file = resolve(root, sitePath);
  return {file: file ?? path.join(root, '404.html'), found: file !== null};
};

/**
 * A tiny static server for a build folder, on a free port. Unknown paths, and every path outside
 * `basePath`, get the site's 404 page.
 */
export async function serveBuildDir(
  buildDir: string,
  {basePath = '/', withHeaders = false}: StaticServerOptions = {},
): Promise<StaticServer> {
  const rules = withHeaders ? parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')) : [];
  const server = http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const {file: served, found} = pathname.startsWith(basePath)
      ? servedFile(buildDir, `/${pathname.slice(basePath.length)}`)
      : {file: path.join(buildDir, '404.html'), found: false};
    response.statusCode = found ? 200 : 404;
    response.setHeader('Content-Type', contentTypes[path.extname(served)] ?? 'application/octet-stream');
    // After the default type, so a `_headers` Content-Type wins as it does on Netlify.
    const headers: Header[] = rules.filter((rule) => matches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
    for (const {name, value} of headers) response.setHeader(name, value);
    fs.createReadStream(served).pipe(response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
