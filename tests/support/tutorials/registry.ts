import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

/** A package the registry serves that is not in the workspace: its files, by path inside the package. */
export interface ExtraPackage {
  name: string;
  version: string;
  files: Record<string, string>;
}

export interface LocalRegistry {
  /** `http://127.0.0.1:PORT/`: what a tutorial's npm gets as its registry. */
  url: string;
  /** `name@version` of every tarball npm downloaded, in order. */
  downloads: string[];
  close(): Promise<void>;
}

/** The fields of a package-lock entry that are also a published manifest's. */
const manifestFields = [
  'version',
  'dependencies',
  'optionalDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'bin',
  'engines',
  'os',
  'cpu',
  'license',
] as const;

interface LockEntry {
  name?: string;
  version?: string;
  link?: boolean;
  [field: string]: unknown;
}

interface Version {
  manifest: Record<string, unknown>;
  /** Where the installed package is, to pack it on request; undefined for an extra package. */
  dir: string | undefined;
  extra: ExtraPackage | undefined;
}

/** `node_modules/a/node_modules/@s/b` → `@s/b`. */
const nameOfLockPath = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 13);

/** Every version of every package the workspace installed, as package-lock.json lists them. */
function workspaceVersions(repoRoot: string): Map<string, Map<string, Version>> {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const byName = new Map<string, Map<string, Version>>();
  for (const [lockPath, entry] of Object.entries(lock.packages)) {
    if (!lockPath || entry.link || !entry.version) continue;
    const name = entry.name ?? nameOfLockPath(lockPath);
    const manifest: Record<string, unknown> = {name};
    for (const field of manifestFields) if (entry[field] !== undefined) manifest[field] = entry[field];
    const dir = path.join(repoRoot, lockPath);
    const versions = byName.get(name) ?? new Map<string, Version>();
    if (!versions.has(entry.version) || fs.existsSync(dir))
      versions.set(entry.version, {manifest, dir: fs.existsSync(dir) ? dir : undefined, extra: undefined});
    byName.set(name, versions);
  }
  return byName;
}

const compareVersions = (a: string, b: string) => a.localeCompare(b, 'en', {numeric: true});

/** A gzipped tarball of a folder under `package/`, as `npm pack` lays it out, without nested node_modules. */
function packFolder(dir: string, target: string) {
  execFileSync('tar', [
    '--create',
    '--gzip',
    '--file',
    target,
    '--exclude=./node_modules',
    '--transform=s,^\\.,package,',
    '--directory',
    dir,
    '.',
  ]);
}

function packExtra(extra: ExtraPackage, scratch: string, target: string) {
  const dir = fs.mkdtempSync(path.join(scratch, 'extra-'));
  for (const [file, text] of Object.entries(extra.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  packFolder(dir, target);
}

/**
 * An npm registry on localhost that serves the packages this workspace installed (the versions package-lock.json
 * records) and a few packages the docs document that npm does not have here. A tutorial's `npm install` runs as the
 * page says, offline, and gets the versions the tests use.
 */
export async function startLocalRegistry(repoRoot: string, extras: ExtraPackage[] = []): Promise<LocalRegistry> {
  const packages = workspaceVersions(repoRoot);
  for (const extra of extras) {
    const manifest = JSON.parse(extra.files['package.json'] ?? '{}') as Record<string, unknown>;
    const versions = packages.get(extra.name) ?? new Map<string, Version>();
    versions.set(extra.version, {manifest, dir: undefined, extra});
    packages.set(extra.name, versions);
  }
  const scratch = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'registry-'));
  const packed = new Map<string, {file: string; integrity: string}>();
  const downloads: string[] = [];

  /** Packs a version once, the first time npm asks for it. */
  const tarball = (name: string, version: string, entry: Version) => {
    const key = `${name}@${version}`;
    const known = packed.get(key);
    if (known) return known;
    const file = path.join(scratch, `${key.replace(/[/@]/g, '_')}.tgz`);
    if (entry.extra) packExtra(entry.extra, scratch, file);
    else packFolder(entry.dir!, file);
    const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
    const result = {file, integrity};
    packed.set(key, result);
    return result;
  };

  let base = '';
  const packument = (name: string) => {
    const versions = packages.get(name)!;
    const published = [...versions.entries()].filter(([, entry]) => entry.dir || entry.extra);
    const latest = published
      .map(([version]) => version)
      .sort(compareVersions)
      .at(-1);
    return {
      name,
      'dist-tags': latest ? {latest} : {},
      versions: Object.fromEntries(
        [...versions.entries()].map(([version, entry]) => [
          version,
          {
            ...entry.manifest,
            name,
            version,
            dist: {tarball: `${base}${encodeURIComponent(name)}/-/${version}.tgz`},
          },
        ]),
      ),
    };
  };

  const server = http.createServer((request, response) => {
    const url = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname.slice(1));
    const download = /^(.+)\/-\/(.+)\.tgz$/.exec(url);
    try {
      if (download) {
        const [, name, version] = download as unknown as [string, string, string];
        const entry = packages.get(name)?.get(version);
        if (!entry || (!entry.dir && !entry.extra)) {
          response.writeHead(404).end();
          return;
        }
        const {file} = tarball(name, version, entry);
        downloads.push(`${name}@${version}`);
        response.writeHead(200, {'content-type': 'application/octet-stream'}).end(fs.readFileSync(file));
        return;
      }
      if (!packages.has(url)) {
        response.writeHead(404, {'content-type': 'application/json'}).end('{"error":"Not found"}');
        return;
      }
      response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(packument(url)));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    downloads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(scratch, {recursive: true, force: true});
          resolve();
        });
      }),
  };
}
