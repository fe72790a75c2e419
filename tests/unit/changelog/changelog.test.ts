import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  releaseLines,
  releases,
  releasesOf,
  releasesWithoutNotice,
  unreleased,
  type ReleaseLineId,
} from '@site/src/data/releases';
import {facts} from '@site/src/components/Conventions/tables';
import {releaseUrl} from '@site/plugins/changelog/routes';
import {diffSnapshots} from '@site/plugins/changelog/compare';
import {entriesOf, interfaceChangeCount} from '@site/plugins/changelog/entries';
import {atomFeed, rssFeed} from '@site/plugins/changelog/feed';
import {releaseHistory, type ReleaseChanges} from '@site/plugins/changelog/history';
import {referencePlaces} from '@site/plugins/changelog/links';
import {renderLineChangelog, renderPlatformChangelog} from '@site/plugins/changelog/render';
import {releaseSnapshot, releasesDir, workingSnapshot} from '@site/plugins/changelog/snapshots';
import {openApiOf} from '@site/plugins/changelog/surfaces';
import {markdownOf} from '../../support/changelogSnapshots';
import {docsDir} from '../../support/paths';

const places = referencePlaces(docsDir);

describe('release data', () => {
  it('each line lists its releases oldest first, with increasing versions and dates', () => {
    for (const line of releaseLines) {
      const list = releasesOf(line.id);
      expect(list.length, line.id).toBeGreaterThan(0);
      for (const [index, release] of list.entries()) {
        expect(release.date, `${line.id} ${release.version}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(release.commit, `${line.id} ${release.version}`).toMatch(/^[0-9a-f]{7,40}$/);
        const previous = list[index - 1];
        if (!previous) continue;
        expect(
          release.date >= previous.date,
          `${line.id} ${release.version} is not older than ${previous.version}`,
        ).toBe(true);
        const [major, minor] = release.version.split('.').map(Number) as [number, number];
        const [oldMajor, oldMinor] = previous.version.split('.').map(Number) as [number, number];
        expect(major > oldMajor || (major === oldMajor && minor > oldMinor), `${line.id} ${release.version}`).toBe(
          true,
        );
      }
    }
  });

  it('every release has a snapshot of exactly its line’s files, and every snapshot is a release', () => {
    for (const release of releases)
      expect([...releaseSnapshot(release).files.keys()].sort(), `${release.line} ${release.version}`).toEqual(
        [...releaseLines.find((line) => line.id === release.line)!.files].sort(),
      );
    const folders = fs
      .readdirSync(releasesDir)
      .flatMap((line) => fs.readdirSync(path.join(releasesDir, line)).map((version) => `${line} ${version}`));
    expect(folders.sort()).toEqual(releases.map((release) => `${release.line} ${release.version}`).sort());
  });

  it('a summary of several changes is a list, one change a bullet, so the changelog does not show a wall of text', () => {
    const walls = releases
      .filter((release) => release.summary.length > 600 && !release.summary.startsWith('- '))
      .map((release) => `${release.line} ${release.version} (${release.summary.length} characters)`);
    expect(walls).toEqual([]);
  });

  it('an OpenAPI file’s info.version is its release’s version, and reference/’s is the latest release’s', () => {
    const versionsOf = (snapshot: {files: ReadonlyMap<string, string>}) =>
      [...snapshot.files]
        .filter(([file]) => file.endsWith('.openapi.yaml'))
        .map(([file, text]) => [file, openApiOf(text).info.version]);
    for (const release of releases)
      for (const [file, version] of versionsOf(releaseSnapshot(release)))
        expect(version, `${release.line} ${release.version}: ${file}`).toBe(release.version);
    for (const line of releaseLines) {
      const latest = releasesOf(line.id).at(-1)!;
      for (const [file, version] of versionsOf(workingSnapshot(line)))
        expect(version, `reference/${file} (latest ${line.id} release ${latest.version})`).toBe(latest.version);
    }
  });
});

describe('releases that broke the deprecation policy', () => {
  it('say so in their migration notes', () => {
    expect(releasesWithoutNotice.length).toBeGreaterThan(0);
    for (const release of releasesWithoutNotice)
      expect(release.migration, `${release.line} ${release.version}`).toContain('without the notice');
  });

  it('are each linked, by day, where the changelog and the roadmap list them (<Fact of="releasesWithoutNotice" />)', () => {
    const parts = facts.releasesWithoutNotice();
    const links = parts.flatMap((part) => (typeof part === 'object' && 'link' in part ? [part] : []));
    expect(links.map(({link}) => link)).toEqual(releasesWithoutNotice.map(releaseUrl));
    expect(links[0]).toEqual({link: '/docs/changelog/pools#pools-1-1', text: 'Pools 1.1'});
    const sentence = parts.map((part) => (typeof part === 'string' ? part : 'text' in part ? part.text : '')).join('');
    expect(sentence).toMatch(/^Pools 1\.1, CP Pools 1\.1, Engage 1\.1, Assets 1\.1 and Lease agreement API 1\.1 on 27/);
    expect(sentence).toMatch(
      / on 30 November 2026, and Assets 1\.5, .+ and Lease agreement API 1\.3 on 2 December 2026$/,
    );
  });
});

describe('changelog pages, from the diffs', () => {
  // Without cached diffs (a fresh clone), comparing every release takes about 20 s, more on a busy machine.
  beforeAll(() => void releaseHistory(), 300_000);

  it('record the transaction-status path moving, breaking, on the Pools 1.1 entry, linked to the new operation', async () => {
    const pools = markdownOf(renderLineChangelog('pools', releaseHistory(), places));
    expect(pools).toMatch(/^## Pools 1\.1, 27 November 2026$/m);
    expect(pools).toMatch(
      /^[*-] \*\*Breaking:\*\* Removed the operation `GET \/transactions\/\{chainId\}\/\{hash\}`\.$/m,
    );
    expect(pools).toMatch(
      /Added the operation \[`GET \/chains\/\{chainId\}\/transactions\/\{hash\}`\]\(\/docs\/pools\/[\w/-]+#get-transaction-status\)\./,
    );
    expect(pools).toMatch(
      /\*\*Breaking:\*\* The query parameter `status`: `deploying` is now `DEPLOYING`; `active` is now `ACTIVE`/,
    );
    expect(pools.indexOf('## Pools 1.1')).toBeLessThan(pools.indexOf('## Pools 1.0'));
  });

  // Review pass 50 found these three unmarked: code that worked before each of them fails or meets a new value.
  it('mark a required request body added, a response const renamed and a response field turned nullable', async () => {
    const engage = markdownOf(renderLineChangelog('engage', releaseHistory(), places));
    const assets = markdownOf(renderLineChangelog('assets', releaseHistory(), places));
    expect(engage).toMatch(/^[*-] \*\*Breaking:\*\* Added the request body\. In \[`POST \/auth\/refresh`\]/m);
    expect(engage).toMatch(
      /^[*-] \*\*Breaking:\*\* `refusal` in responses: `TRANSACTION_NOT_FOUND` is now `CHAIN_TRANSACTION_NOT_FOUND`/m,
    );
    expect(assets).toMatch(
      /^[*-] \*\*Dangerous:\*\* Changed `type` of `url` in responses: `string` is now `string or null`\./m,
    );
  });

  // Review pass 110: a request field that also accepts null was refused as breaking; every earlier request still holds.
  it('mark a field turned nullable dangerous in responses and leave it unmarked in a request body', () => {
    const release = (version: string) => releasesOf('assets').find((candidate) => candidate.version === version)!;
    const changes = diffSnapshots(releaseSnapshot(release('1.4')), releaseSnapshot(release('1.5')));
    const governingLaw = changes.filter((change) => change.path.endsWith('/legal/properties/governingLaw/type'));
    expect(
      new Set(
        governingLaw.map(
          (change) => `${change.path.includes('requestBody') ? 'request' : 'response'} ${change.severity}`,
        ),
      ),
    ).toEqual(new Set(['request safe', 'response dangerous']));
  });

  // Pass 51: naming an operation's SDK method changes nothing on the wire, in REST (`x-sdk-method`) as in GraphQL.
  it('leave an SDK method named on an operation unmarked, in GraphQL as in REST', async () => {
    const cpPools = markdownOf(renderLineChangelog('cp-pools', releaseHistory(), places));
    expect(cpPools).toMatch(/^[*-] Directive 'sdkMethod' was added to field 'Query\.cpPools'/m);
    expect(cpPools).not.toMatch(/\*\*Dangerous:\*\* Directive 'sdkMethod'/);
  });

  // Pass 83: a renamed SDK method breaks every call of the old name, so the guard stops it in a minor release.
  it('mark a renamed SDK method breaking, in REST as in GraphQL', () => {
    const renamed = (id: ReleaseLineId, file: string, from: string, to: string) => {
      const released = releaseSnapshot(releasesOf(id).at(-1)!);
      const files = new Map(workingSnapshot(releaseLines.find((line) => line.id === id)!).files);
      files.set(file, files.get(file)!.replace(from, to));
      return diffSnapshots(released, {label: 'reference/', files}).filter((change) =>
        /sdk ?method/i.test(JSON.stringify(change)),
      );
    };
    const rest = renamed('pools', 'rest/pools.openapi.yaml', 'x-sdk-method: buildSupply', 'x-sdk-method: buildDeposit');
    const graphql = renamed(
      'cp-pools',
      'graphql/cp-pools.graphql',
      // The field's own directive, not the one quoted in the directive's description.
      '! @sdkMethod(name: "list")',
      '! @sdkMethod(name: "listPools")',
    );
    // GraphQL Inspector reads a rename as the old `name` removed (breaking) and the new one added (safe).
    for (const changes of [rest, graphql]) expect(changes.map((change) => change.severity)).toContain('breaking');
    expect([...rest, ...graphql].map((change) => change.severity)).not.toContain('dangerous');
  });

  it('list every release on the platform page, newest first, with the feeds', async () => {
    const platform = markdownOf(renderPlatformChangelog(releaseHistory()));
    const headings = [...platform.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
    // Announced breaking changes, when there are any, come first; then one heading per release.
    const announced = unreleased.some((notes) => notes.announced.length > 0) ? ['Announced breaking changes'] : [];
    expect(headings.slice(0, announced.length)).toEqual(announced);
    const titles = headings.slice(announced.length);
    expect(titles).toHaveLength(releases.length);
    const newest = releases
      .map((release) => release.date)
      .sort()
      .at(-1)!;
    const newestDay = new Date(`${newest}T00:00:00Z`).toLocaleDateString('en-GB', {dateStyle: 'long', timeZone: 'UTC'});
    expect(titles[0]).toMatch(new RegExp(`, ${newestDay}$`));
    expect(titles.at(-1)).toBe('Pools 1.0, 22 November 2026');
    expect(platform).toContain('<a href="pathname:///docs/changelog/rss.xml">RSS</a>');
  });

  it('show a new entry when a reference copy changes', async () => {
    const latest = releasesOf('pools').at(-1)!;
    const released = releaseSnapshot(latest);
    const files = new Map(workingSnapshot(releaseLines.find((line) => line.id === 'pools')!).files);
    files.set(
      'graphql/pools.graphql',
      files
        .get('graphql/pools.graphql')!
        .replace('type Pool {\n', 'type Pool {\n  """\n  A name for your lists.\n  """\n  nickname: String\n'),
    );
    const next: ReleaseChanges = {
      release: {line: 'pools', version: '1.2', date: '2026-12-01', commit: 'abcdef0', summary: 'Pools get a nickname.'},
      previous: latest,
      changes: diffSnapshots(released, {label: 'reference/', files}),
    };
    const page = markdownOf(renderLineChangelog('pools', [next], places));
    expect(page).toMatch(/^## Pools 1\.2, 1 December 2026$/m);
    expect(page).toMatch(/^### GraphQL API$/m);
    expect(page).toMatch(
      /Field 'nickname' was added to object type 'Pool'\. In \[`Pool`\]\(\/docs\/pools\/back-end\/graphqlApi\/[\w-]+#type-pool\)\./,
    );
  });
});

describe('feeds', () => {
  it('carry one item per release, newest first, linked to its changelog entry', async () => {
    const history = releaseHistory();
    const rss = rssFeed(history);
    const atom = atomFeed(history);
    expect(rss.match(/<item>/g)).toHaveLength(releases.length);
    expect(atom.match(/<entry>/g)).toHaveLength(releases.length);
    expect(rss).toContain('<link>https://docs.assetra.dev/docs/changelog/pools#pools-1-1</link>');
    expect(rss.indexOf('#pools-1-1')).toBeLessThan(rss.indexOf('#pools-1-0'));
    expect(atom).toMatch(/<updated>2026-11-27T00:00:00Z<\/updated>/);
    // RFC 4287 §4.1.1: a feed whose entries name no author names one itself.
    expect(atom).toMatch(/^<author><name>Assetra<\/name><\/author>$/m);
  });

  it('carry summaries as plain sentences: no code marks, links or list markers', async () => {
    const rss = rssFeed(releaseHistory());
    const descriptions = [...rss.matchAll(/<description>([^<]*)<\/description>/g)].map(([, text]) => text!);
    expect(descriptions.length).toBeGreaterThan(releases.length);
    for (const description of descriptions) expect(description).not.toMatch(/`|\]\(|(?:^|\n)- |\n/);
  });
});

describe('release tallies', () => {
  // Pass 49 found "0 changes." under five releases whose notes say they broke the deprecation policy.
  it('say what they count, and never "0 changes", on the platform page and in the feeds', async () => {
    const history = releaseHistory();
    const quiet = history.filter(({previous, changes}) => previous && entriesOf(changes).length === 0);
    expect(quiet.length).toBeGreaterThan(0);
    for (const text of [markdownOf(renderPlatformChangelog(history)), rssFeed(history), atomFeed(history)]) {
      expect(text).not.toMatch(/(?<![\d.])[01] changes/);
      expect(text.split('No interface changes').length - 1).toBeGreaterThanOrEqual(quiet.length);
    }
    expect(interfaceChangeCount(1)).toBe('1 interface change');
  });
});
