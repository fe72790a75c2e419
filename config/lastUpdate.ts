import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

/** A file's latest commit, in the shape of the docs front matter's `last_update`. */
export interface LastUpdate {
  /** Committer date, ISO 8601 (the date Docusaurus' own git call reads). */
  date: string;
  /** Commit author name. */
  author: string;
}

/** Absolute file path → its latest commit. */
export type LastUpdates = ReadonlyMap<string, LastUpdate>;

const commitStart = '\x1e';
const fieldSeparator = '\x1f';

/**
 * One `git log` over a folder instead of Docusaurus' one per file. Paths are NUL-separated (`-z`) and
 * relative to the repository root (git 2.39 ignores `--relative` for merges). Merges list only files
 * they changed against every parent (`--cc`), which is when `git log -- <file>` shows a merge.
 * `--no-renames`: a renamed file is listed under its new name.
 */
export const gitLogArgs = [
  '-c',
  'log.showSignature=false',
  'log',
  `--format=${commitStart}%cI${fieldSeparator}%an`,
  '--name-only',
  '-z',
  '--cc',
  '--no-renames',
  '--',
  '.',
];

/** Doc pages: Markdown files, not partials (`_` file or folder names, which Docusaurus does not route). */
const isDocPage = (relativePath: string) =>
  /\.mdx?$/.test(relativePath) && !relativePath.split('/').some((segment) => segment.startsWith('_'));

/**
 * Each doc page's newest commit from `git log` output (see gitLogArgs) run in `folder`, whose path in
 * the repository is `prefix` (`docs/`). Git lists commits newest first, so a file's first appearance wins.
 */
export function parseGitLog(output: string, folder: string, prefix: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const commit of output.split(commitStart).slice(1)) {
    const [header = '', ...names] = commit.split('\0');
    const [date = '', author = ''] = header.split(fieldSeparator);
    for (const name of names.map((entry) => entry.replace(/^\n/, ''))) {
      const relativePath = name.slice(prefix.length);
      const file = path.join(folder, relativePath);
      if (name.startsWith(prefix) && isDocPage(relativePath) && !updates.has(file)) updates.set(file, {date, author});
    }
  }
  return updates;
}

type Warn = (message: string) => void;

const defaultWarn: Warn = (message) => console.warn(`[WARNING] ${message}`);

function git(args: string[], cwd: string, gitBinary: string) {
  return spawnSync(gitBinary, args, {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}

/**
 * Every file's latest commit under `folder`, or undefined (with a warning) when there is no git or no
 * repository, so the build still passes, without dates. A shallow clone gives the dates it has: files
 * unchanged since its oldest commit carry that commit's date, so say so.
 */
export function readLastUpdates(folder: string, {gitBinary = 'git', warn = defaultWarn} = {}): LastUpdates | undefined {
  const repository = git(['rev-parse', '--is-shallow-repository', '--show-prefix'], folder, gitBinary);
  if (repository.error || repository.status !== 0) {
    const reason = repository.error ? `git is not available (${repository.error.message})` : repository.stderr.trim();
    warn(`Doc pages show no "Last updated" date: ${reason}.`);
    return undefined;
  }
  const [shallow, prefix = ''] = repository.stdout.split('\n');
  if (shallow === 'true') {
    warn(
      'Shallow git clone: doc pages unchanged since its oldest commit show that commit as "Last updated". Run `git fetch --unshallow` for exact dates.',
    );
  }
  const log = git(gitLogArgs, folder, gitBinary);
  if (log.error || log.status !== 0) {
    warn(`Doc pages show no "Last updated" date: git log failed (${log.error?.message ?? log.stderr.trim()}).`);
    return undefined;
  }
  return parseGitLog(log.stdout, folder, prefix);
}

/**
 * Docusaurus' front-matter parser plus `last_update` from `updates`, so the docs plugin skips its own
 * `git log` per file. Values written in the front matter win. Files git does not know (new, untracked)
 * get nothing and fall back to Docusaurus, which finds no date either and warns once.
 */
export function withLastUpdate(updates: LastUpdates): ParseFrontMatter {
  return async ({defaultParseFrontMatter, ...file}) => {
    const parsed = await defaultParseFrontMatter(file);
    const latest = updates.get(path.resolve(file.filePath));
    const written = parsed.frontMatter.last_update;
    // A malformed value (not a mapping) is left for Docusaurus' validation to report.
    if (!latest || (written !== undefined && written?.constructor !== Object)) return parsed;
    return {...parsed, frontMatter: {...parsed.frontMatter, last_update: {...latest, ...written}}};
  };
}

/**
 * The docs plugin options and Markdown front-matter parser that show each doc page's last commit date
 * and author; both off (no dates, one warning) without git history.
 */
export function docsLastUpdate(docsDir: string, options?: Parameters<typeof readLastUpdates>[1]) {
  const updates = readLastUpdates(docsDir, options);
  const show = updates !== undefined;
  return {
    pluginOptions: {showLastUpdateTime: show, showLastUpdateAuthor: show},
    parseFrontMatter: withLastUpdate(updates ?? new Map()),
  };
}
