import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../../config/siteDir';
import {releaseLines, releases, releasesOf, type Release} from '../../src/data/releases';
import {diffSnapshots} from './compare';
import type {Change} from './model';
import {releaseSnapshot, type Snapshot} from './snapshots';

/** A release with what changed since the line's previous release (nothing for a line's first release). */
export interface ReleaseChanges {
  release: Release;
  previous?: Release;
  changes: Change[];
}

const differVersions = ['api-smart-diff', '@graphql-inspector/core', 'graphql', 'solc']
  .map((name) => {
    const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
    return `${name}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version}`;
  })
  .join(' ');

/**
 * Released snapshots never change, so their diffs are kept on disk between builds, keyed by the snapshots' texts, the
 * differs' versions and this folder's code (a change to a differ or its wording computes them again).
 */
const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'assetra-changelog');

function codeDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) hash.update(fs.readFileSync(file));
    }
  };
  walk(path.join(siteDir, 'plugins', 'changelog'));
  return hash.digest('hex');
}

function cacheKey(before: Snapshot, after: Snapshot): string {
  const hash = createHash('sha256').update(differVersions).update(codeDigest());
  for (const snapshot of [before, after])
    for (const [file, text] of snapshot.files) hash.update(`\0${file}\0`).update(text);
  return hash.digest('hex');
}

export function cachedDiff(before: Snapshot, after: Snapshot): Change[] {
  const file = path.join(cacheDir, `${cacheKey(before, after)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Change[];
  const changes = diffSnapshots(before, after);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(file, JSON.stringify(changes));
  return changes;
}

let history: ReleaseChanges[] | undefined;

/** Every release of every line, with its changes, newest first (a line's order on one day is its version order). */
export function releaseHistory(): ReleaseChanges[] {
  history ??= (() => {
    const all: ReleaseChanges[] = [];
    for (const line of releaseLines) {
      const list = releasesOf(line.id);
      for (const [index, release] of list.entries()) {
        const previous = list[index - 1];
        const changes = previous ? cachedDiff(releaseSnapshot(previous), releaseSnapshot(release)) : [];
        all.push({release, ...(previous && {previous}), changes});
      }
    }
    const order = (entry: ReleaseChanges) => releases.indexOf(entry.release);
    return all.sort((a, b) => b.release.date.localeCompare(a.release.date) || order(b) - order(a));
  })();
  return history;
}
