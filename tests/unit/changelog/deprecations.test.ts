import {describe, expect, it} from 'vitest';
import {releasesOf, type Release} from '@site/src/data/releases';
import {effectiveFrom} from '@site/src/data/deprecationPolicy';
import {diffSnapshots} from '@site/plugins/changelog/compare';
import {entriesOf} from '@site/plugins/changelog/entries';
import {itemHistories} from '@site/plugins/changelog/itemHistory';
import {releaseSnapshot} from '@site/plugins/changelog/snapshots';
import {renderLineChangelog} from '@site/plugins/changelog/render';
import {longDate} from '@site/plugins/changelog/routes';
import {describedMember} from '@site/plugins/reference/graphql/render';
import {buildSchema, type GraphQLObjectType} from 'graphql';
import {toMarkdown} from 'mdast-util-to-markdown';
import {parse, stringify} from 'yaml';
import {editedSnapshot, markdownOf} from '../../support/changelogSnapshots';

/**
 * A deprecation is the policy's notice: the changelog lists it once, labelled, with the date it may go, and the
 * reference marks only what was deprecated. Shown on Pools' latest snapshot with one GraphQL field and one argument
 * deprecated, as a release of 10 January 2027 would.
 */
const latest = releasesOf('pools').at(-1)!;
const released = releaseSnapshot(latest);
const graphql = 'graphql/pools.graphql';

/** The changes from Pools' latest snapshot to a copy with one file edited. */
const changesAfter = (edit: (text: string) => string, file = graphql) =>
  diffSnapshots(released, editedSnapshot(released, {[file]: edit}));
const release: Release = {line: 'pools', version: '9.9', date: '2027-01-10', commit: 'test', summary: 'Test.'};

describe('changelog: deprecations', () => {
  const changes = changesAfter((text) =>
    text.replace('  name: String!\n', '  name: String! @deprecated(reason: "Use `displayName`.")\n'),
  );

  it('lists a deprecated field as one entry, labelled, with the date it may be removed', () => {
    const entries = entriesOf(changes);
    expect(entries.map((entry) => [entry.message, entry.severity, entry.deprecates])).toEqual([
      ["Field 'Pool.name' is deprecated", 'safe', true],
    ]);
    const blocks = renderLineChangelog('pools', [{release, previous: latest, changes}], new Map());
    const page = markdownOf(blocks);
    expect(page).toContain(
      `* **Deprecated:** Field 'Pool.name' is deprecated. In \`Pool\`. It may be removed from ${longDate(effectiveFrom(release.date))}.`,
    );
  });

  it('marks the type that holds the field changed, not deprecated', () => {
    const history = itemHistories([{release, previous: latest, changes}]);
    expect(history.get('graphql-type|pools:Pool')).toEqual({changed: [release]});
  });

  it('lists a deprecated argument as one entry that names it', () => {
    const argument = changesAfter((text) =>
      text.replace(/(\n {4}first: Int = 20)/, '$1 @deprecated(reason: "Page with `after`.")'),
    );
    expect(entriesOf(argument).map((entry) => [entry.message, entry.severity, entry.deprecates])).toEqual([
      ['`Query.pools.first` is deprecated', 'safe', true],
    ]);
    expect(
      itemHistories([{release, previous: latest, changes: argument}]).get('graphql-operation|pools:Query.pools'),
    ).toEqual({changed: [release]});
  });

  it('says a deprecated REST operation stays in v1, which only a new major version may change', () => {
    const rest = changesAfter((text) => {
      const document = parse(text) as {paths: Record<string, {get: {deprecated?: boolean}}>};
      document.paths['/pools/{poolId}']!.get.deprecated = true;
      return stringify(document);
    }, 'rest/pools.openapi.yaml');
    const blocks = renderLineChangelog('pools', [{release, previous: latest, changes: rest}], new Map());
    const page = markdownOf(blocks);
    expect(page).toMatch(
      /\* \*\*Deprecated:\*\* .*GET \/pools\/\{poolId\}.* It stays in `v1`; a new major version may leave it out\./,
    );
  });

  it('lists a deprecated enum value as one entry', () => {
    const value = changesAfter((text) =>
      text.replace(/\n {2}AT_RISK\n/, '\n  AT_RISK @deprecated(reason: "Read `healthFactor`.")\n'),
    );
    expect(entriesOf(value).map((entry) => [entry.severity, entry.deprecates])).toEqual([['safe', true]]);
  });

  it('lists an optional argument added to a field unmarked, as the policy lets it ship without notice', () => {
    const added = changesAfter((text) => text.replace(/(\n {4}first: Int = 20)/, '$1\n    since: DateTime'));
    expect(entriesOf(added).map((entry) => entry.severity)).toEqual(['safe']);
  });

  it('marks a removed contract error breaking, which the Contracts row asks to announce', () => {
    const removed = changesAfter(
      (text) => text.replace(/\n {4}\/\/\/ @notice [^\n]*\n {4}error ZeroAmount\(\);/, ''),
      'contracts/IERC20CollateralPool.sol',
    );
    expect(entriesOf(removed).map((entry) => [entry.message.split(' (')[0], entry.severity])).toEqual([
      ['Removed error `ZeroAmount()`', 'breaking'],
    ]);
  });

  it('shows a deprecated GraphQL member on its reference page with the reason, what to use instead', () => {
    const schema = buildSchema(
      'type Query { pool: Pool }\ntype Pool { "Display name." name: String @deprecated(reason: "Use `displayName`.") }',
    );
    const name = (schema.getType('Pool') as GraphQLObjectType).getFields()['name']!;
    const cell = toMarkdown({type: 'paragraph', children: describedMember(name)} as never);
    expect(cell.trim()).toBe('Display name. **Deprecated:** Use `displayName`.');
  });

  it('lists an optional input field with a default unmarked, as an optional argument', () => {
    const added = changesAfter((text) =>
      text.replace('input PoolFilter {\n', 'input PoolFilter {\n  listedOnly: Boolean = false\n'),
    );
    expect(entriesOf(added).map((entry) => entry.severity)).toEqual(['safe']);
  });
});
