import fs from 'node:fs';
import path from 'node:path';
import type {Release, ReleaseLine} from '../../src/data/releases';
import {referenceDir} from '../reference/public';

/** Where released snapshots live: reference/releases/<line>/<version>/<file as under reference/>. */
export const releasesDir = path.join(referenceDir, 'releases');

/** The interface files of one line at one point: a release, or the working reference. */
export interface Snapshot {
  /** `pools 1.1`, or `reference/` for the working copy: how messages name it. */
  label: string;
  /** Path relative to reference/ → text. */
  files: ReadonlyMap<string, string>;
}

export function releaseSnapshot(release: Release, dir = releasesDir): Snapshot {
  const root = path.join(dir, release.line, release.version);
  if (!fs.existsSync(root))
    throw new Error(`${release.line} ${release.version} has no snapshot in ${path.relative(process.cwd(), root)}`);
  const files = fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort()
    .map((file) => [file.split(path.sep).join('/'), fs.readFileSync(path.join(root, file), 'utf8')] as const);
  return {label: `${release.line} ${release.version}`, files: new Map(files)};
}

export function workingSnapshot(line: ReleaseLine, dir = referenceDir): Snapshot {
  return {
    label: 'reference/',
    files: new Map(line.files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')])),
  };
}
