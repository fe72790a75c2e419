import {describe, expect, it} from 'vitest';
import {buildSchema} from 'graphql';
import {parse, stringify} from 'yaml';
import {effectiveFrom} from '@site/src/data/deprecationPolicy';
import {releasesOf} from '@site/src/data/releases';
import {diffSnapshots} from '@site/plugins/changelog/compare';
import {diffGraphql} from '@site/plugins/changelog/diff/graphql';
import {entriesOf} from '@site/plugins/changelog/entries';
import {formatViolation, guardLine, type GuardInput} from '@site/plugins/changelog/guard';
import {itemHistories} from '@site/plugins/changelog/itemHistory';
import {releaseSnapshot, type Snapshot} from '@site/plugins/changelog/snapshots';
import {editedSnapshot, testRelease} from '../../support/changelogSnapshots';

/**
 * Review pass 109: a file added to or removed from a line was one unlinked entry, a type removed with the deprecated
 * field that alone returned it was refused for good, and renaming an interface or an operation id, which callers do
 * not see, listed removals or lost the item's history. Shown on Pools' latest snapshot.
 */
const latest = releasesOf('pools').at(-1)!;
const released = releaseSnapshot(latest);
const releaseOn = (version: string, date: string) => testRelease(version, date);
const withFiles = (label: string, files: Snapshot['files']): Snapshot => ({label, files});
const check = (releases: GuardInput['releases'], working: Snapshot, today: string) =>
  guardLine({releases, working, today, diff: diffSnapshots}).map(formatViolation);
const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const lensFile = 'contracts/IPoolLens.sol';
const lens = (deprecateRead: boolean) => `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title IPoolLens — reads of a pool
interface IPoolLens {
    /// @notice The old reader.
    /// @return value The value.
    /// @custom:deprecated Use \`read\`.
    function legacy() external view returns (uint256 value);

    /// @notice The reader.
    /// @return value The value.${deprecateRead ? '\n    /// @custom:deprecated Read the pool.' : ''}
    function read() external view returns (uint256 value);
}
`;
const withLens = (deprecateRead: boolean) => new Map([...released.files, [lensFile, lens(deprecateRead)]]);

describe('changelog: a file added to or removed from a line', () => {
  it('lists each member of an added file, and dates a member added deprecated from that release', () => {
    const added = diffSnapshots(released, withFiles('9.9', withLens(false)));
    expect(entriesOf(added).map((entry) => [entry.message.split(' (')[0], entry.deprecates])).toEqual([
      ['Added function `legacy()`', false],
      ['Deprecated function `legacy()`', true],
      ['Added function `read()`', false],
    ]);
    const releases = [
      {release: latest, snapshot: released},
      {release: releaseOn('9.9', '2027-05-30'), snapshot: withFiles('9.9', withLens(false))},
    ];
    const withoutLegacy = editedSnapshot(withFiles('9.9', withLens(false)), {
      [lensFile]: (text) => text.replace(/\n {4}\/\/\/ @notice The old reader\.[^]*?legacy\(\)[^\n]*\n/, '\n'),
    });
    expect(check(releases, withoutLegacy, '2027-06-01')).toEqual([
      expect.stringMatching(/function legacy: .*deprecated on 2027-05-30, less than 90 days/),
    ]);
    expect(check(releases, withoutLegacy, effectiveFrom('2027-05-30'))).toEqual([]);
  });

  it('passes the removal of a file whose members were all deprecated for the notice, and not a day earlier', () => {
    const releases = [
      {release: latest, snapshot: released},
      {release: releaseOn('9.9', '2027-01-10'), snapshot: withFiles('9.9', withLens(true))},
    ];
    const opens = effectiveFrom('2027-01-10');
    expect(check(releases, released, opens)).toEqual([]);
    expect(check(releases, released, dayBefore(opens))).toHaveLength(2);
  });
});

describe('changelog: a GraphQL type removed with the deprecated field that alone returned it', () => {
  const graphql = 'graphql/pools.graphql';
  const deprecated = editedSnapshot(released, {
    [graphql]: (text) =>
      text.replace('  health: Health!\n', '  health: Health! @deprecated(reason: "Use `GET /health`.")\n'),
  });
  const releases = [
    {release: latest, snapshot: released},
    {release: releaseOn('9.9', '2027-01-10'), snapshot: withFiles('9.9', deprecated.files)},
  ];
  const withoutHealth = editedSnapshot(deprecated, {
    [graphql]: (text) =>
      text
        .replace(/\n {2}"""\n {2}Liveness of the Pools API\. Needs[^]*?health: Health! @deprecated[^\n]*\n/, '\n')
        .replace(/\n"""\nLiveness of the Pools API\.\n"""\ntype Health \{[^}]*\}\n/, '\n'),
  });

  it('is as old a notice as the field: it passes from the date the changelog gave, and not a day earlier', () => {
    const opens = effectiveFrom('2027-01-10');
    expect(check(releases, withoutHealth, opens)).toEqual([]);
    expect(check(releases, withoutHealth, dayBefore(opens)).sort()).toEqual([
      expect.stringMatching(/› Health: .*deprecated on 2027-01-10/),
      expect.stringMatching(/› Query\.health: .*deprecated on 2027-01-10/),
    ]);
  });
});

describe('changelog: renames callers do not see', () => {
  it('lists an interface renamed as one unmarked entry, and its functions keep their history', () => {
    const contract = 'contracts/IERC20CollateralPool.sol';
    const renamed = editedSnapshot(released, {
      [contract]: (text) => text.replace(/\bIERC20CollateralPool\b/g, 'ICollateralPool'),
    });
    const changes = diffSnapshots(released, renamed);
    expect(entriesOf(changes).map((entry) => [entry.message, entry.severity])).toEqual([
      ['Renamed the interface `IERC20CollateralPool` to `ICollateralPool`', 'safe'],
    ]);
    const deprecate = (text: string) =>
      text.replace(
        '    function loanToken() external',
        '    /// @custom:deprecated Read `collateralToken`.\n    function loanToken() external',
      );
    const deprecatedFirst = editedSnapshot(released, {[contract]: deprecate});
    const history = itemHistories([
      {
        release: releaseOn('9.10', '2027-02-10'),
        previous: releaseOn('9.9', '2027-01-10'),
        changes: diffSnapshots(deprecatedFirst, editedSnapshot(renamed, {[contract]: deprecate})),
      },
      {release: releaseOn('9.9', '2027-01-10'), previous: latest, changes: diffSnapshots(released, deprecatedFirst)},
    ]);
    expect(history.get(`contract-function|${contract}:ICollateralPool.loanToken`)?.deprecated?.version).toBe('9.9');
    expect(history.has(`contract-function|${contract}:IERC20CollateralPool.loanToken`)).toBe(false);
  });

  it('lists an operation id renamed, whose heading moves, and the operation keeps its history', () => {
    const rest = 'rest/pools.openapi.yaml';
    type Document = {paths: Record<string, {get: {operationId: string; deprecated?: boolean}}>};
    const edit = (change: (document: Document) => void) => (text: string) => {
      const document = parse(text) as Document;
      change(document);
      return stringify(document);
    };
    const deprecatedFirst = editedSnapshot(released, {
      [rest]: edit((document) => (document.paths['/pools/{poolId}']!.get.deprecated = true)),
    });
    const renamed = editedSnapshot(deprecatedFirst, {
      [rest]: edit((document) => (document.paths['/pools/{poolId}']!.get.operationId = 'getPoolById')),
    });
    const changes = diffSnapshots(deprecatedFirst, renamed);
    expect(entriesOf(changes).map((entry) => entry.message)).toEqual([
      "Renamed the operation id of `GET /pools/{poolId}` from `getPool` to `getPoolById`; its reference heading's anchor moves",
    ]);
    const history = itemHistories([
      {release: releaseOn('9.10', '2027-02-10'), previous: releaseOn('9.9', '2027-01-10'), changes},
      {release: releaseOn('9.9', '2027-01-10'), previous: latest, changes: diffSnapshots(released, deprecatedFirst)},
    ]);
    expect(history.get('rest-operation|pools:getPoolById')?.deprecated?.version).toBe('9.9');
  });
});

// Review pass 110: each interface of a .sol file has its own ABI; a type an argument alone used went unguarded; a
// changed event lost its heading's history.
describe('changelog: one ABI per interface, argument types, changed signatures', () => {
  const cpPools = releasesOf('cp-pools').at(-1)!;
  const cpReleased = releaseSnapshot(cpPools);
  const cpReleaseOn = (version: string, date: string) => testRelease(version, date, 'cp-pools');

  it('lists a function moved to another interface of its file as removed there and added here', () => {
    const file = 'contracts/ICounterpartyPool.sol';
    const declaration = /\n {4}\/\/\/ @notice [^\n]*\n(?: {4}\/\/\/[^\n]*\n)*? {4}function priceFeedOf\([^\n]*\n/;
    const moved = editedSnapshot(cpReleased, {
      [file]: (text) => {
        const block = declaration.exec(text)![0];
        return text
          .replace(block, '\n')
          .replace('interface ICounterpartyPool {\n', `interface ICounterpartyPool {${block}`);
      },
    });
    const entries = entriesOf(diffSnapshots(cpReleased, moved)).map((entry) => [
      entry.message.split(' (')[0],
      entry.severity,
    ]);
    expect(entries).toEqual([
      ['Removed function `priceFeedOf(address)`', 'breaking'],
      ['Added function `priceFeedOf(address)`', 'safe'],
    ]);
  });

  it('lists an error dropped from one interface while another of its file still declares it', () => {
    const assets = releaseSnapshot(releasesOf('assets').at(-1)!);
    const file = 'contracts/ERC3643.sol';
    const dropped = editedSnapshot(assets, {
      [file]: (text) => {
        const at = text.indexOf('interface IIdentityRegistry');
        const tail = text.slice(at).replace(/(\n {4}\/\/\/[^\n]*)*\n {4}error ArrayLengthMismatch\(\);/, '');
        return text.slice(0, at) + tail;
      },
    });
    expect(
      entriesOf(diffSnapshots(assets, dropped)).map((entry) => [entry.message.split(' (')[0], entry.severity]),
    ).toEqual([['Removed error `ArrayLengthMismatch()` from `IIdentityRegistry`', 'breaking']]);
  });

  it('dates an input type removed with the deprecated operation whose argument alone used it', () => {
    const graphql = 'graphql/cp-pools.graphql';
    const deprecated = editedSnapshot(cpReleased, {
      [graphql]: (text) =>
        text.replace(
          '  ): UnsignedTransaction! @sdkMethod(name: "buildSettle")',
          '  ): UnsignedTransaction! @sdkMethod(name: "buildSettle") @deprecated(reason: "Settle from the app.")',
        ),
    });
    const retired = editedSnapshot(deprecated, {
      [graphql]: (text) =>
        text
          .replace(
            /\n {2}"""\n {2}Builds `ICounterpartyPool\.settle`[^]*?@deprecated\(reason: "Settle from the app\."\)\n/,
            '\n',
          )
          .replace(/\n"""\nInput of `buildSettle`\.\n"""\ninput BuildSettleInput \{[^}]*\}\n/, '\n'),
    });
    const releases = [
      {release: cpPools, snapshot: cpReleased},
      {release: cpReleaseOn('9.9', '2027-01-10'), snapshot: withFiles('9.9', deprecated.files)},
    ];
    const guard = (today: string) =>
      guardLine({
        releases,
        working: retired,
        today,
        diff: diffSnapshots,
        unreleased: {line: 'cp-pools', sdkMajor: 3, announced: []},
      }).map(formatViolation);
    expect(guard(effectiveFrom('2027-01-10'))).toEqual([]);
    expect(guard(dayBefore(effectiveFrom('2027-01-10'))).length).toBeGreaterThan(0);
  });

  it('keeps an event’s history under its heading when its parameter types change', () => {
    const file = 'contracts/IERC20CollateralPool.sol';
    const changed = editedSnapshot(released, {
      [file]: (text) => text.replace('uint256 amount, uint256 shares);', 'uint256 amount, uint128 shares);'),
    });
    const history = itemHistories([
      {release: releaseOn('9.10', '2027-02-10'), previous: latest, changes: diffSnapshots(released, changed)},
      {
        release: latest,
        previous: latest,
        changes: [
          {
            interface: 'contracts',
            file,
            path: 'x',
            severity: 'safe',
            message: 'Added',
            item: {
              kind: 'contract-event',
              key: `${file}:Supplied(address,address,uint256,uint256)`,
              label: 'Supplied',
              action: 'added',
            },
          },
        ],
      },
    ]);
    expect(history.get(`contract-event|${file}:Supplied(address,address,uint256,uint128)`)).toEqual({
      added: latest,
      changed: [expect.objectContaining({version: '9.10'})],
    });
  });
});

/**
 * The guard's answers, on the day the notice from a deprecation on 10 January 2027 runs out and the day before, for a
 * member deprecated then, its interface renamed on 10 February, and the member removed.
 */
function datedAcrossRename(deprecate: (text: string) => string, remove: (text: string) => string): string[][] {
  const contract = 'contracts/IERC20CollateralPool.sol';
  const deprecated = editedSnapshot(released, {[contract]: deprecate});
  const renamed = editedSnapshot(deprecated, {
    [contract]: (text) => text.replace(/\bIERC20CollateralPool\b/g, 'ICollateralPool'),
  });
  const removed = editedSnapshot(renamed, {[contract]: remove});
  const releases = [
    {release: latest, snapshot: released},
    {release: releaseOn('9.9', '2027-01-10'), snapshot: withFiles('9.9', deprecated.files)},
    {release: releaseOn('9.10', '2027-02-10'), snapshot: withFiles('9.10', renamed.files)},
  ];
  const opens = effectiveFrom('2027-01-10');
  return [check(releases, removed, opens), check(releases, removed, dayBefore(opens))];
}

// Review pass 111: a response field's type replaced passed unmarked; a type reached twice through removed types, the
// Mutation type itself and a function deprecated before its interface was renamed were dated wrongly.
describe('changelog: type replacements, removed root types and renamed interfaces', () => {
  it('marks a field’s type replaced by its type sets: breaking unless widened', () => {
    const rest = 'rest/pools.openapi.yaml';
    type Document = {components: {schemas: {Pool: {properties: Record<string, {type?: unknown}>}}}};
    const withType = (type: unknown) =>
      editedSnapshot(released, {
        [rest]: (text) => {
          const document = parse(text) as Document;
          const field = Object.values(document.components.schemas.Pool.properties).find(
            (property) => property.type === 'boolean',
          )!;
          field.type = type;
          return stringify(document);
        },
      });
    const severities = (type: unknown) =>
      new Set(
        diffSnapshots(released, withType(type))
          .filter((change) => change.path.endsWith('/type'))
          .map((change) => change.severity),
      );
    expect(severities('string')).toEqual(new Set(['breaking']));
    expect(severities(['boolean', 'null'])).toEqual(new Set(['dangerous']));
  });

  it('dates the types and the Mutation type a retired deprecated mutation alone used', () => {
    const before = buildSchema(
      'type Query { a: Int } type Mutation { m(input: In): Int @deprecated(reason: "Gone.") } ' +
        'input In { x: Inner, y: Inner } input Inner { z: Int }',
    );
    const removals = diffGraphql('pools', 'graphql/pools.graphql', before, buildSchema('type Query { a: Int }')).filter(
      (change) => change.severity === 'breaking',
    );
    expect(removals.length).toBeGreaterThanOrEqual(4);
    expect(removals.filter((change) => !change.removedDeprecated).map((change) => change.message)).toEqual([]);
  });

  it('dates a function deprecated before its interface was renamed from its deprecation', () => {
    const [open, early] = datedAcrossRename(
      (text) =>
        text.replace(
          '    function loanToken() external',
          '    /// @custom:deprecated Read `collateralToken`.\n    function loanToken() external',
        ),
      (text) => text.replace(/\n {4}\/\/\/ @notice The token lenders supply[^]*?function loanToken\(\)[^\n]*\n/, '\n'),
    );
    expect(open).toEqual([]);
    expect(early).toEqual([expect.stringMatching(/loanToken.*deprecated on 2027-01-10/)]);
  });
});

// Review pass 112: an event deprecated before its interface was renamed, two removed types that refer to each other and
// a Mutation type removed whole were dated or listed wrongly.
describe('changelog: renamed interfaces’ events, type cycles and removed root types', () => {
  it('dates an event deprecated before its interface was renamed from its deprecation', () => {
    const event =
      '    event Supplied(address indexed caller, address indexed onBehalfOf, uint256 amount, uint256 shares);';
    const [open, early] = datedAcrossRename(
      (text) => text.replace(event, `    /// @custom:deprecated Read \`Deposited\`.\n${event}`),
      (text) =>
        text.replace(/\n {4}\/\/\/ @notice Emitted when loan tokens are supplied[^]*?event Supplied\([^\n]*\n/, '\n'),
    );
    expect(open).toEqual([]);
    expect(early).toEqual([expect.stringMatching(/Supplied.*deprecated on 2027-01-10/)]);
  });

  it('dates two removed types that refer to each other by the deprecated operation that alone used them', () => {
    const before = buildSchema(
      'type Query { a: Int old: A @deprecated(reason: "Gone.") } type A { b: B } type B { a: A, n: Int }',
    );
    const removals = diffGraphql('pools', 'graphql/pools.graphql', before, buildSchema('type Query { a: Int }'));
    expect(removals.filter((change) => change.removedDeprecated !== true).map((change) => change.message)).toEqual([]);
  });

  it('names each operation of a Mutation type removed whole, with whether it was deprecated', () => {
    const before = buildSchema('type Query { a: Int } type Mutation { m: Int @deprecated(reason: "Gone."), n: Int }');
    const operations = diffGraphql(
      'pools',
      'graphql/pools.graphql',
      before,
      buildSchema('type Query { a: Int }'),
    ).filter((change) => change.item?.kind === 'graphql-operation');
    expect(operations.map((change) => [change.item!.action, change.removedDeprecated, change.message])).toEqual([
      ['removed', true, "Field 'm' (deprecated) was removed with type 'Mutation'"],
      ['removed', false, "Field 'n' was removed with type 'Mutation'"],
    ]);
  });
});

// Review pass 113 (found in pass 112, left open then): a type list changed element by element passed unmarked, and a
// reordered list read as two breaking changes.
describe('changelog: type lists', () => {
  const rest = 'rest/pools.openapi.yaml';
  type Schema = {type?: unknown; $ref?: string; description?: string; properties?: Record<string, Schema>};
  type Document = {
    components: Record<'headers' | 'parameters', Record<string, {schema: Schema}>> & {schemas: Record<string, Schema>};
    paths: Record<string, Record<string, {parameters: unknown[]}>>;
  };
  const edited = (snapshot: Snapshot, edit: (document: Document) => void) =>
    editedSnapshot(snapshot, {
      [rest]: (text) => {
        const document = parse(text) as Document;
        edit(document);
        return stringify(document);
      },
    });
  const typeChanges = (type: unknown) =>
    diffSnapshots(
      released,
      edited(released, (document) => (document.components.schemas.PoolList.properties!.nextCursor.type = type)),
    ).filter((change) => change.path.includes('nextCursor/type'));

  it('reads a changed type list as one change of the field’s types', () => {
    const changes = typeChanges(['integer', 'null']);
    expect(new Set(changes.map((change) => change.severity))).toEqual(new Set(['breaking']));
    expect(changes[0].message).toContain('`string or null` is now `integer or null`');
    expect(new Set(typeChanges(['string', 'integer', 'null']).map((change) => change.severity))).toEqual(
      new Set(['dangerous']),
    );
  });

  it('lists nothing for the same types in another order', () => {
    expect(typeChanges(['null', 'string'])).toEqual([]);
  });

  // Review pass 114: a `$ref` with a `description` beside it hid a type list's change, or read a replaced type as a
  // removed `allOf`; a parameter added first named another; a header's change named no types.
  it('reads a type reached through a `$ref` with a description as the type itself', () => {
    const shared = edited(released, (document) => {
      document.components.schemas.NextCursor = {type: ['string', 'null']};
      const list = document.components.schemas.PoolList.properties!;
      list.nextCursor = {$ref: '#/components/schemas/NextCursor', description: list.nextCursor.description};
    });
    const listed = diffSnapshots(
      shared,
      edited(shared, (document) => (document.components.schemas.NextCursor.type = ['integer', 'null'])),
    ).map((change) => [change.severity, change.message]);
    expect(listed).toEqual([
      ['breaking', 'Changed `type` of `nextCursor` in responses: `string or null` is now `integer or null`'],
    ]);
    const inline = diffSnapshots(
      released,
      edited(released, (document) => {
        const pool = document.components.schemas.Pool.properties!;
        pool.chainId = {type: ['string', 'null'], description: pool.chainId.description};
      }),
    ).filter((change) => change.path.endsWith('chainId/type') || change.path.endsWith('chainId/allOf'));
    expect(new Set(inline.map((change) => [change.severity, change.message.split(': ').at(-1)].join(' ')))).toEqual(
      new Set(['breaking `integer` is now `string or null`']),
    );
  });

  it('names a parameter added before others, and reads a widened one as itself', () => {
    const withCursorList = edited(released, (document) => {
      document.components.parameters.Cursor.schema.type = ['string', 'null'];
    });
    const changes = diffSnapshots(
      withCursorList,
      edited(withCursorList, (document) => {
        document.components.parameters.Cursor.schema.type = ['string', 'null', 'integer'];
        document.paths['/pools'].get.parameters.unshift({name: 'listed', in: 'query', schema: {type: 'boolean'}});
      }),
    ).filter((change) => change.path.startsWith('GET /pools ›'));
    expect(changes.map((change) => [change.severity, change.message])).toEqual([
      ['safe', 'Changed `type` of the query parameter `cursor`: `string or null` is now `string or null or integer`'],
      ['safe', 'Added the query parameter `listed`'],
    ]);
  });

  it('names both types of a response header whose type changed', () => {
    const messages = diffSnapshots(
      released,
      edited(released, (document) => (document.components.headers['RateLimit-Limit'].schema.type = 'string')),
    ).map((change) => change.message);
    expect(new Set(messages)).toEqual(
      new Set(['Changed `type` of the response header `RateLimit-Limit`: `integer` is now `string`']),
    );
  });
});

// Review pass 115: a field named `description` or `examples` was dropped by name, a path-level parameter was not
// found in its operation's list, and a header's schema was compared unresolved and unclassified.
describe('changelog: named fields, path-level parameters and header schemas', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a YAML document edited in place
  type Node = Record<string, any>;
  const editedPools = (edit: (document: Node) => void, from: Snapshot = released) =>
    editedSnapshot(from, {
      'rest/pools.openapi.yaml': (text) => {
        const document = parse(text) as Node;
        edit(document);
        return stringify(document);
      },
    });
  const changesAfter = (edit: (document: Node) => void, from: Snapshot = released) =>
    diffSnapshots(from, editedPools(edit, from)).map((change) => `${change.severity} ${change.message}`);

  it('lists a field named like an annotation', () => {
    const added = changesAfter((document) => {
      document.components.schemas.Pool.properties.description = {type: 'string'};
    });
    expect(added).toContain('safe Added `description` to responses');
  });

  // Review pass 125: a response field's wider pattern (values a validating client refuses) was listed unmarked.
  it('marks a response field’s changed pattern dangerous, whichever way it changed', () => {
    const patterned = editedPools((document) => {
      document.components.schemas.Pool.properties.name.pattern = '^[A-Z][a-z]{2,}$';
    });
    const widened = changesAfter((document) => {
      document.components.schemas.Pool.properties.name.pattern = '^[A-Z][a-z]*$';
    }, patterned);
    expect(widened.length).toBeGreaterThan(0);
    expect(widened.filter((change) => !change.startsWith('dangerous Changed `pattern` of'))).toEqual([]);
  });

  it('finds a path-level parameter in the operations it applies to', () => {
    const pathLevel = editedPools((document) => {
      const pools = document.paths['/pools'];
      pools.get.parameters = pools.get.parameters.filter((parameter: Node) => !/Cursor$/.test(parameter.$ref));
      pools.parameters = [{$ref: '#/components/parameters/Cursor'}];
    });
    const widened = changesAfter((document) => {
      document.components.parameters.Cursor.schema.type = ['string', 'integer'];
    }, pathLevel);
    expect(new Set(widened)).toEqual(
      new Set(['safe Changed `type` of the query parameter `cursor`: `string` is now `string or integer`']),
    );
  });

  it('reads a header’s schema through its `$ref` and its values as a body’s', () => {
    const retyped = changesAfter((document) => {
      document.components.schemas.RequestId = {type: 'integer'};
    });
    expect(retyped).toContain(
      'breaking Changed `type` of the response header `X-Request-Id`: `string` is now `integer`',
    );
    expect(retyped.filter((change) => change.includes('`$ref`'))).toEqual([]);
    const renamed = changesAfter((document) => {
      document.components.headers['Idempotent-Replayed'].schema.enum = ['yes'];
    });
    expect(new Set(renamed)).toEqual(
      new Set(['breaking the response header `Idempotent-Replayed`: `true` is now `yes`']),
    );
  });

  // Review pass 117: the keywords beside each `$ref` of a chain were dropped (a named enum built on a base type).
  it('keeps the keywords beside each `$ref` of a header’s chain', () => {
    const named = editedPools((document) => {
      document.components.schemas.StringBase = {type: 'string'};
      document.components.schemas.ReplayFlag = {$ref: '#/components/schemas/StringBase', enum: ['true']};
      document.components.headers['Idempotent-Replayed'].schema = {$ref: '#/components/schemas/ReplayFlag'};
    });
    expect(diffSnapshots(released, named)).toEqual([]);
    const renamed = changesAfter((document) => {
      document.components.schemas.ReplayFlag.enum = ['yes'];
    }, named);
    expect(new Set(renamed)).toEqual(
      new Set(['breaking the response header `Idempotent-Replayed`: `true` is now `yes`']),
    );
  });

  // Review pass 116: a header's schema reached through a chain of `$ref`s was not followed.
  it('follows a header’s schema through a chain of `$ref`s', () => {
    const chained = editedPools((document) => {
      document.components.schemas.RequestIdBase = document.components.schemas.RequestId;
      document.components.schemas.RequestId = {$ref: '#/components/schemas/RequestIdBase'};
    });
    expect(diffSnapshots(released, chained)).toEqual([]);
    const retyped = changesAfter((document) => {
      document.components.schemas.RequestIdBase = {type: 'integer'};
    }, chained);
    expect(retyped).toContain(
      'breaking Changed `type` of the response header `X-Request-Id`: `string` is now `integer`',
    );
  });
  // Review pass 119: a field whose `$ref` became `oneOf: [$ref, null]` read "Added `oneOf` of `priceFeed`".
  it('says a field may now be `null` when its `$ref` gains a `null` branch', () => {
    const nullable = changesAfter((document) => {
      const pool = document.components.schemas.Pool.properties;
      pool.priceFeed = {oneOf: [pool.priceFeed, {type: 'null'}]};
    });
    expect(new Set(nullable.filter((change) => change.includes('priceFeed')))).toEqual(
      new Set([
        'dangerous `data[].priceFeed` in responses may now be `null`',
        'dangerous `priceFeed` in responses may now be `null`',
      ]),
    );
  });
  // Review pass 119: a value added to an enum only arguments use read dangerous, though no answer can carry it.
  it('reads a value added to an input-only GraphQL enum as an addition, and to an output enum as dangerous', () => {
    const schema = (values: string) =>
      buildSchema(
        `enum Interval { ${values} } enum Status { ${values} } type Query { stats(interval: Interval!): Status }`,
      );
    const severities = diffGraphql('pools', 'graphql/pools.graphql', schema('DAY'), schema('DAY WEEK')).map(
      (change) => `${change.severity} ${change.path}`,
    );
    expect(new Set(severities)).toEqual(new Set(['safe Interval.WEEK', 'dangerous Status.WEEK']));
  });
  // Review pass 120: an output field that lost its `!` read breaking where its REST twin reads dangerous, and a removed
  // default read "changed from '18' to 'undefined'".
  it('reads a GraphQL output field that may now be null as dangerous, and defaults in words', () => {
    const schema = (feed: string, tags: string, fallback: string, first: string) =>
      buildSchema(
        `input In { decimals: Int${fallback} } type Query { pool(input: In, first: Int!${first}): Pool } ` +
          `type Pool { feed: ${feed} tags: ${tags} }`,
      );
    const changes = diffGraphql(
      'pools',
      'graphql/pools.graphql',
      schema('ID!', '[String!]!', ' = 18', ' = 20'),
      schema('ID', '[String]!', '', ''),
    );
    expect(new Set(changes.map((change) => `${change.severity} ${change.message}`))).toEqual(
      new Set([
        "dangerous Field 'Pool.feed' may now be null: its type 'ID!' is now 'ID'",
        "dangerous Field 'Pool.tags' may now hold null items: its type '[String!]!' is now '[String]!'",
        "dangerous Input field 'In.decimals' no longer has a default value (it was '18')",
        // Without its default, a non-null argument must be sent: a break.
        "breaking Argument 'first' on field 'Query.pool' no longer has a default value (it was '20')",
      ]),
    );
    const added = diffGraphql(
      'pools',
      'graphql/pools.graphql',
      schema('ID', '[String]', '', ''),
      schema('ID', '[String]', ' = 18', ''),
    );
    expect(added.map((change) => change.message)).toContain("Input field 'In.decimals' now has a default value '18'");
  });
  // Review pass 120: an error added to several contract files was labelled by its bare name in each.
  it('names the interface of an added error, as a function is named', () => {
    const withError = (text: string) =>
      text.replace(/\n}\s*$/, '\n\n    /// @notice Not allowed.\n    error NotAllowed();\n}\n');
    const changes = diffSnapshots(
      released,
      withFiles(
        '9.9',
        new Map([...withLens(false)].map(([file, text]) => [file, file === lensFile ? withError(text) : text])),
      ),
    );
    const added = changes.find((change) => change.message.includes('NotAllowed'));
    expect(added?.item?.label).toBe('IPoolLens.NotAllowed');
  });
});
