/** Pagefind as a peer: installed on demand into bench/.peers (outside the lock file), indexing the same build. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteRoot} from '../../../bench/support/serveBuild.mjs';

export const pagefindVersion = '1.6.0';

interface PagefindModule {
  createIndex: () => Promise<{
    index: {
      addDirectory(options: {path: string}): Promise<unknown>;
      writeFiles(options: {outputPath: string}): Promise<unknown>;
    };
  }>;
  close: () => Promise<void>;
}

/** Writes Pagefind's index (default settings: each page's whole <body>) into `output` under the build. */
export async function indexWithPagefind(
  buildDir: string,
  output: string,
): Promise<{seconds: number; files: number; bytes: number}> {
  const peers = path.join(siteRoot, 'bench', '.peers');
  const entry = path.join(peers, 'node_modules', 'pagefind', 'lib', 'index.js');
  if (!fs.existsSync(entry)) {
    console.log('Installing the Pagefind peer into bench/.peers (npm registry)…');
    execFileSync(
      'npm',
      ['install', '--prefix', peers, '--no-save', '--no-audit', '--no-fund', `pagefind@${pagefindVersion}`],
      {stdio: 'ignore'},
    );
  }
  const pagefind = (await import(entry)) as PagefindModule;
  fs.rmSync(output, {recursive: true, force: true});
  const started = performance.now();
  const {index} = await pagefind.createIndex();
  await index.addDirectory({path: buildDir});
  await index.writeFiles({outputPath: output});
  await pagefind.close();
  const files = fs
    .readdirSync(output, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(output, file))
    .filter((file) => fs.statSync(file).isFile());
  return {
    seconds: (performance.now() - started) / 1000,
    files: files.length,
    bytes: files.reduce((total, file) => total + fs.statSync(file).size, 0),
  };
}

/** Pagefind reports file URLs (/docs/base/, …/index.html); the judged pages are routes. */
export const pagefindRoute = (url: string) => url.replace(/index\.html$/, '').replace(/\.html$/, '');
