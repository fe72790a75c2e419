import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER, readLastUpdateData} from '@docusaurus/utils';
import {repoRoot} from '../support/paths';
import {docsLastUpdate, parseGitLog, readLastUpdates, withLastUpdate, type LastUpdate} from '@site/config/lastUpdate';

/** A throwaway repository whose commits have fixed dates and authors, unaffected by the user's git config. */
class Repository {
  constructor(readonly root: string) {}

  static create(): Repository {
    const repository = new Repository(fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-')));
    repository.git(['init', '-q', '-b', 'main']);
    return repository;
  }

  git(args: string[], {author = 'Setup', date = '2024-01-01T00:00:00+00:00'} = {}): string {
    return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
      cwd: this.root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: 'author@example.com',
        GIT_COMMITTER_NAME: author,
        GIT_COMMITTER_EMAIL: 'author@example.com',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    });
  }

  write(file: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(this.root, file)), {recursive: true});
    fs.writeFileSync(path.join(this.root, file), text);
  }

  commit(message: string, by: {author: string; date: string}): void {
    this.git(['add', '-A']);
    this.git(['commit', '-q', '-m', message], by);
  }

  /** What Docusaurus' own per-file call (`git log -1 -- <file>`) answers. */
  latestCommitOf(file: string): LastUpdate {
    const [date = '', author = ''] = this.git(['log', '-1', '--format=%cI%x1f%an', '--', file]).trim().split('\x1f');
    return {date, author};
  }
}

const docs = (repository: Repository) => path.join(repository.root, 'docs');
const quiet = () => {};

describe('readLastUpdates over a real git history', () => {
  const repository = Repository.create();
  let updates: ReturnType<typeof readLastUpdates>;
  const warnings: string[] = [];

  beforeAll(() => {
    repository.write('docs/edited.mdx', 'first');
    repository.write('docs/before-rename.mdx', 'moves');
    repository.write('docs/both-sides.mdx', 'base');
    repository.write('README.md', 'outside docs');
    repository.commit('Start', {author: 'Ada', date: '2024-01-01T09:00:00+00:00'});

    repository.write('docs/edited.mdx', 'second');
    repository.commit('Edit', {author: 'Grace', date: '2024-02-01T09:00:00+00:00'});

    fs.mkdirSync(path.join(docs(repository), 'guides'));
    repository.git(['mv', 'docs/before-rename.mdx', 'docs/guides/after rename ü.mdx']);
    repository.commit('Rename', {author: 'Linus', date: '2024-03-01T09:00:00+00:00'});

    repository.git(['checkout', '-q', '-b', 'feature']);
    repository.write('docs/from-branch.mdx', 'branch');
    repository.write('docs/both-sides.mdx', 'feature side');
    repository.commit('Branch work', {author: 'Bob', date: '2024-04-01T09:00:00+00:00'});

    repository.git(['checkout', '-q', 'main']);
    repository.write('docs/both-sides.mdx', 'main side');
    repository.write('docs/from-main.mdx', 'main');
    repository.commit('Main work', {author: 'Carol', date: '2024-05-01T09:00:00+00:00'});

    // The merge conflicts on both-sides.mdx and resolves it with text of its own.
    const merge = {author: 'Merger', date: '2024-06-01T09:00:00+00:00'};
    expect(() => repository.git(['merge', '-q', 'feature'], merge)).toThrow();
    repository.write('docs/both-sides.mdx', 'resolved');
    repository.commit('Merge feature', merge);

    repository.write('docs/untracked.mdx', 'new');
    repository.write('docs/edited.mdx', 'uncommitted change');
    updates = readLastUpdates(docs(repository), {warn: (message) => warnings.push(message)});
  });

  afterAll(() => fs.rmSync(repository.root, {recursive: true, force: true}));

  const expected: [string, LastUpdate][] = [
    ['edited.mdx', {date: '2024-02-01T09:00:00+00:00', author: 'Grace'}],
    ['guides/after rename ü.mdx', {date: '2024-03-01T09:00:00+00:00', author: 'Linus'}],
    ['from-branch.mdx', {date: '2024-04-01T09:00:00+00:00', author: 'Bob'}],
    ['from-main.mdx', {date: '2024-05-01T09:00:00+00:00', author: 'Carol'}],
    ['both-sides.mdx', {date: '2024-06-01T09:00:00+00:00', author: 'Merger'}],
  ];

  it.each(expected)('%s: its newest commit', (file, update) => {
    expect(updates?.get(path.join(docs(repository), file))).toEqual(update);
  });

  it('agrees with git log -1 -- <file> (what Docusaurus would ask) for every file', () => {
    for (const [file] of expected) {
      expect(updates?.get(path.join(docs(repository), file))).toEqual(repository.latestCommitOf(`docs/${file}`));
    }
  });

  it('knows nothing of untracked files or files outside the folder, and warns about nothing', () => {
    expect(updates?.has(path.join(docs(repository), 'untracked.mdx'))).toBe(false);
    expect(updates?.has(path.join(repository.root, 'README.md'))).toBe(false);
    expect([...(updates?.keys() ?? [])].every((file) => file.startsWith(docs(repository) + path.sep))).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('in a shallow clone, gives the dates it has and warns', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-shallow-'));
    try {
      repository.git(['clone', '-q', '--depth', '1', `file://${repository.root}`, clone]);
      const shallowWarnings: string[] = [];
      const shallow = readLastUpdates(path.join(clone, 'docs'), {warn: (message) => shallowWarnings.push(message)});
      expect(shallowWarnings).toEqual([expect.stringContaining('Shallow git clone')]);
      expect(shallow?.get(path.join(clone, 'docs', 'edited.mdx'))).toEqual({
        date: '2024-06-01T09:00:00+00:00',
        author: 'Merger',
      });
    } finally {
      fs.rmSync(clone, {recursive: true, force: true});
    }
  });
});

describe('parseGitLog', () => {
  // Real `git log --format=%x1e%cI%x1f%an --name-only -z --cc -- .` output, run in docs/: a commit with
  // files, a clean merge (no files), then an older commit touching a page again and files that are no pages.
  const output = [
    '\x1e2024-05-02T10:00:00+02:00\x1fJosé Núñez\0\ndocs/section/page.mdx\0docs/section/other.md\0',
    '\x1e2024-05-01T10:00:00+00:00\x1fMerger\0',
    '\x1e2024-04-01T10:00:00+00:00\x1fOlder\0\ndocs/section/page.mdx\0docs/section/new.mdx\0',
    '\x1e2024-03-01T10:00:00+00:00\x1fOlder\0\ndocs/_category_.json\0docs/tags.yml\0docs/section/_partial.mdx\0docs/_shared/part.md\0',
  ].join('');

  it('maps each page to the first (newest) commit listing it, ignoring merges without files', () => {
    expect(parseGitLog(output, '/site/docs', 'docs/')).toEqual(
      new Map([
        ['/site/docs/section/page.mdx', {date: '2024-05-02T10:00:00+02:00', author: 'José Núñez'}],
        ['/site/docs/section/other.md', {date: '2024-05-02T10:00:00+02:00', author: 'José Núñez'}],
        ['/site/docs/section/new.mdx', {date: '2024-04-01T10:00:00+00:00', author: 'Older'}],
      ]),
    );
  });

  it('reads an empty history as no files', () => {
    expect(parseGitLog('', '/site/docs', 'docs/').size).toBe(0);
  });
});

describe('without git history', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-none-'));
  afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));

  it('without a git binary: no dates, one warning, last-update options off', () => {
    const warnings: string[] = [];
    const result = docsLastUpdate(folder, {
      gitBinary: path.join(folder, 'no-git'),
      warn: (message) => warnings.push(message),
    });
    expect(result.pluginOptions).toEqual({showLastUpdateTime: false, showLastUpdateAuthor: false});
    expect(warnings).toEqual([expect.stringContaining('git is not available')]);
  });

  it('outside a repository: no dates, one warning', () => {
    const warnings: string[] = [];
    expect(readLastUpdates(folder, {warn: (message) => warnings.push(message)})).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/no "Last updated" date: .*not a git repository/i)]);
  });

  it('still parses front matter', async () => {
    const {parseFrontMatter} = docsLastUpdate(folder, {gitBinary: path.join(folder, 'no-git'), warn: quiet});
    const parsed = await parseFrontMatter({
      filePath: path.join(folder, 'page.mdx'),
      fileContent: '---\ntitle: Page\n---\nText',
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    expect(parsed).toEqual({frontMatter: {title: 'Page'}, content: 'Text'});
  });
});

describe('withLastUpdate (markdown.parseFrontMatter)', () => {
  const page = '/site/docs/section/page.mdx';
  const latest = {date: '2024-05-02T10:00:00+02:00', author: 'Grace'};
  const parseFrontMatter = withLastUpdate(new Map([[page, latest]]));
  const parse = (filePath: string, frontMatter: string) =>
    parseFrontMatter({
      filePath,
      fileContent: `---\n${frontMatter}\n---\n# Title`,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });

  it('adds the file’s last commit to the front matter Docusaurus parsed', async () => {
    expect(await parse(page, 'title: Page')).toEqual({
      frontMatter: {title: 'Page', last_update: latest},
      content: '# Title',
    });
  });

  it('keeps what the writer set and fills in the rest', async () => {
    expect((await parse(page, 'last_update:\n  author: Docs team')).frontMatter.last_update).toEqual({
      date: latest.date,
      author: 'Docs team',
    });
    expect(
      (await parse(page, 'last_update:\n  date: 2023-01-01\n  author: Docs team')).frontMatter.last_update,
    ).toEqual({
      date: new Date('2023-01-01'),
      author: 'Docs team',
    });
  });

  it('leaves a malformed value for Docusaurus to reject', async () => {
    expect((await parse(page, 'last_update: yesterday')).frontMatter.last_update).toBe('yesterday');
    expect((await parse(page, 'last_update: 2023-01-01')).frontMatter.last_update).toEqual(new Date('2023-01-01'));
  });

  it('leaves files git does not know (new pages, blog posts) untouched', async () => {
    expect((await parse('/site/blog/2024-01-01-post.md', 'title: Post')).frontMatter).toEqual({title: 'Post'});
  });

  it('is what Docusaurus then shows, without its own git call', async () => {
    const {frontMatter} = await parse(page, 'title: Page');
    // Outside production Docusaurus would answer its placeholder (2018, "Author") had it called git.
    const shown = await readLastUpdateData(
      page,
      {showLastUpdateTime: true, showLastUpdateAuthor: true},
      frontMatter.last_update as LastUpdate,
    );
    expect(shown).toEqual({lastUpdatedAt: Date.parse(latest.date), lastUpdatedBy: 'Grace'});
  });
});

describe('the site config', () => {
  it('shows each doc page’s last commit, read from this repository', async () => {
    const {default: config} = await import('@site/docusaurus.config');
    const docsOptions = (config.presets![0] as [string, {docs: Record<string, unknown>}])[1].docs;
    expect(docsOptions).toMatchObject({showLastUpdateTime: true, showLastUpdateAuthor: true});

    const page = path.join(repoRoot, 'docs', 'introduction', 'index.mdx');
    const [date, author] = execFileSync('git', ['log', '-1', '--format=%cI%x1f%an', '--', page], {encoding: 'utf8'})
      .trim()
      .split('\x1f');
    const {frontMatter} = await config.markdown!.parseFrontMatter!({
      filePath: page,
      fileContent: fs.readFileSync(page, 'utf8'),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    expect(frontMatter.last_update).toEqual({date, author});
  });
});
