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
import type {Change} from '@site/plugins/changelog/model';

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
      ['`Pool.name` is deprecated', 'safe', true],
    ]);
    const blocks = renderLineChangelog('pools', [{release, previous: latest, changes}], new Map());
    const page = markdownOf(blocks);
    expect(page).toContain(
      `* **Deprecated:** \`Pool.name\` is deprecated. In \`Pool\`. It may be removed from ${longDate(effectiveFrom(release.date))}.`,
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

describe('changelog: contract members and withdrawn deprecations', () => {
  const contract = 'contracts/IERC20CollateralPool.sol';
  const loanToken = '    function loanToken() external view returns (address token);';
  const deprecateLoanToken = (text: string) =>
    text.replace(loanToken, `    /// @custom:deprecated Read \`collateralToken\`.\n${loanToken}`);
  const summary = (changes: Change[]) => entriesOf(changes).map((entry) => [entry.severity, entry.deprecates]);

  const messages = (changes: Change[]) => entriesOf(changes).map((entry) => [entry.message, entry.severity]);

  // Review pass 108: fields of one type swapped, a field or event parameter renamed and an enum value inserted passed.
  it('lists what decoders see of a returned struct (its fields, in order, by name), and not a renamed struct', () => {
    const swapped = changesAfter(
      (text) =>
        text.replace(
          '    uint256 supplyCap;\n    uint256 borrowCap;',
          '    uint256 borrowCap;\n    uint256 supplyCap;',
        ),
      contract,
    );
    // `setRiskParameters` and `RiskParametersUpdated` take the struct too: one entry each.
    expect(messages(swapped)).toContainEqual([
      expect.stringMatching(/^Changed function `riskParameters` from `.*uint256 supplyCap,uint256 borrowCap\)\)` to /),
      'breaking',
    ]);
    const renamedField = changesAfter(
      (text) => text.replace('    uint256 borrowCap;', '    uint256 borrowLimit;'),
      contract,
    );
    expect(messages(renamedField)).toContainEqual([
      expect.stringMatching(/^Changed function `riskParameters`/),
      'breaking',
    ]);
    const renamed = changesAfter((text) => text.replace(/\bRiskParameters\b/g, 'PoolRiskParameters'), contract);
    expect(entriesOf(renamed)).toEqual([]);
  });

  it('lists a renamed event parameter, which decoded logs are keyed by', () => {
    const renamed = changesAfter(
      (text) =>
        text
          .replace(
            '    /// @param shares Pool shares minted to `onBehalfOf`.',
            '    /// @param minted Pool shares minted.',
          )
          .replace('uint256 amount, uint256 shares);', 'uint256 amount, uint256 minted);'),
      contract,
    );
    expect(messages(renamed)).toEqual([
      [expect.stringMatching(/^Changed event `Supplied` from `.* shares\)` to `.* minted\)`$/), 'breaking'],
    ]);
  });

  it('lists a value inserted into a contract enum as breaking, and one added at its end as dangerous', () => {
    const cpPools = releaseSnapshot(releasesOf('cp-pools').at(-1)!);
    const file = 'contracts/ICounterpartyPool.sol';
    const inserted = diffSnapshots(
      cpPools,
      editedSnapshot(cpPools, {[file]: (text) => text.replace('    Funding,\n', '    Funding,\n    Paused,\n')}),
    );
    const changed = entriesOf(inserted).filter((entry) => entry.severity === 'breaking');
    expect(changed.map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^Changed function `status`/));
    // A value added at the end keeps every known value's number: a new value to handle, as in a REST response.
    const appended = diffSnapshots(
      cpPools,
      editedSnapshot(cpPools, {[file]: (text) => text.replace('    Closed\n}', '    Closed,\n    Archived\n}')}),
    );
    expect(new Set(entriesOf(appended).map((entry) => entry.severity))).toEqual(new Set(['dangerous']));
  });

  it('lists a deprecation made with another change of the same member as two entries', () => {
    const both = changesAfter(
      (text) => deprecateLoanToken(text).replace(loanToken, loanToken.replace(' view', '')),
      contract,
    );
    expect(summary(both)).toEqual([
      ['breaking', false],
      ['safe', true],
    ]);
  });

  it('records the deprecation of a member added already deprecated', () => {
    const added = changesAfter(
      (text) =>
        text.replace(
          loanToken,
          `${loanToken}\n\n    /// @notice The loan token, under its old name.\n    /// @return token Address of the loan token.\n    /// @custom:access Anyone.\n    /// @custom:deprecated Read \`loanToken\`.\n    function asset() external view returns (address token);`,
        ),
      contract,
    );
    expect(summary(added)).toEqual([
      ['safe', false],
      ['safe', true],
    ]);
  });

  /** The histories and entries of a deprecation in 9.9 withdrawn in 9.10, for one reference file. */
  function withdrawn(file: string, deprecate: (text: string) => string, key: string) {
    const deprecatedSnapshot = editedSnapshot(released, {[file]: deprecate});
    const withdrawal: Release = {...release, version: '9.10', date: '2027-02-10'};
    const history = [
      {release: withdrawal, previous: release, changes: diffSnapshots(deprecatedSnapshot, released)},
      {release, previous: latest, changes: diffSnapshots(released, deprecatedSnapshot)},
    ];
    return {entries: entriesOf(history[0]!.changes), item: itemHistories(history).get(key)};
  }

  it('lists a withdrawn deprecation once and no longer shows the item deprecated, in each interface', () => {
    const contractCase = withdrawn(
      contract,
      deprecateLoanToken,
      'contract-function|contracts/IERC20CollateralPool.sol:IERC20CollateralPool.loanToken',
    );
    const graphqlCase = withdrawn(
      graphql,
      (text) =>
        text.replace('  ): PoolConnection!\n', '  ): PoolConnection! @deprecated(reason: "Use `poolsPage`.")\n'),
      'graphql-operation|pools:Query.pools',
    );
    const restCase = withdrawn(
      'rest/pools.openapi.yaml',
      (text) => {
        const document = parse(text) as {paths: Record<string, {get: {deprecated?: boolean}}>};
        document.paths['/pools/{poolId}']!.get.deprecated = true;
        return stringify(document);
      },
      'rest-operation|pools:getPool',
    );
    for (const {entries, item} of [contractCase, graphqlCase, restCase]) {
      expect(entries).toHaveLength(1);
      expect(item).toEqual({changed: [expect.objectContaining({version: '9.10'})]});
    }
    expect(contractCase.entries[0]!.message).toBe('Withdrew the deprecation of function `loanToken()`');
    expect(graphqlCase.entries[0]!.message).toBe('`Query.pools` is no longer deprecated');
  });

  // Review pass 108: a reason dropped read as a withdrawal, a reason added as a second deprecation.
  it('takes a deprecation’s reason reworded, dropped or added for what it is: no change of state', () => {
    const marked = (reason: string) => (text: string) =>
      text.replace('  ): PoolConnection!\n', `  ): PoolConnection! @deprecated${reason}\n`);
    const states = ['(reason: "Use `poolsPage`.")', '', '(reason: "Page with `poolsPage`.")'].map((reason) =>
      editedSnapshot(released, {[graphql]: marked(reason)}),
    );
    for (const [from, to] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const)
      expect(diffSnapshots(states[from]!, states[to]!).filter((change) => change.interface === 'graphql')).toEqual([]);
  });

  it('records a GraphQL argument and a REST operation added already deprecated as deprecations', () => {
    const argument = changesAfter((text) =>
      text.replace(/(\n {4}first: Int = 20)/, '$1\n    limit: Int @deprecated(reason: "Use `first`.")'),
    );
    expect(argument.flatMap((change) => change.deprecates ?? [])).toEqual(['Query.pools.limit']);
    const operation = changesAfter((text) => {
      const document = parse(text) as {paths: Record<string, {get: {operationId: string; deprecated?: boolean}}>};
      const legacy = structuredClone(document.paths['/pools/{poolId}']!);
      legacy.get.operationId = 'getLegacyPool';
      legacy.get.deprecated = true;
      document.paths['/legacy/pools/{poolId}'] = legacy;
      return stringify(document);
    }, 'rest/pools.openapi.yaml');
    const history = itemHistories([{release, previous: latest, changes: operation}]).get(
      'rest-operation|pools:getLegacyPool',
    );
    expect(history).toEqual({added: release, changed: [], deprecated: release});
  });
});
