import {describe, expect, it} from 'vitest';
import {buildSchema} from 'graphql';
import {parse, stringify} from 'yaml';
import fs from 'node:fs';
import {effectiveFrom, noticeDays, policyRow} from '@site/src/data/deprecationPolicy';
import {releaseLine, releaseLines, releasesOf, unreleased, type Release} from '@site/src/data/releases';
import {diffSnapshots} from '@site/plugins/changelog/compare';
import {diffGraphql} from '@site/plugins/changelog/diff/graphql';
import {formatViolation, guardLine, type GuardInput} from '@site/plugins/changelog/guard';
import {releaseSnapshot, workingSnapshot, type Snapshot} from '@site/plugins/changelog/snapshots';
import {editedSnapshot, testRelease} from '../../support/changelogSnapshots';

const today = new Date().toISOString().slice(0, 10);

describe('compatibility guard: reference/ against the latest release', () => {
  for (const line of releaseLines) {
    it(`${line.id} keeps the deprecation policy`, async () => {
      const violations = guardLine({
        releases: releasesOf(line.id).map((release) => ({release, snapshot: releaseSnapshot(release)})),
        working: workingSnapshot(line),
        unreleased: unreleased.find((notes) => notes.line === line.id),
        today,
      });
      expect(violations.map(formatViolation)).toEqual([]);
    });
  }
});

/** Pools' latest release, and a working copy made from it by `edit` (file → new text). */
const pools = releasesOf('pools');
const latest = pools.at(-1)!;
const released = releaseSnapshot(latest);

const workingWith = (edits: Record<string, (text: string) => string>) => editedSnapshot(released, edits);

const rest = 'rest/pools.openapi.yaml';
const graphql = 'graphql/pools.graphql';
const contract = 'contracts/IERC20CollateralPool.sol';

type Document = {
  components: {schemas: Record<string, {properties?: Record<string, unknown>; required?: string[]; enum?: string[]}>};
};
function editOpenApi(change: (document: Document) => void) {
  return (text: string) => {
    const document = parse(text) as Document;
    change(document);
    return stringify(document);
  };
}

const check = (working: Snapshot, extra: Partial<GuardInput> = {}) =>
  guardLine({releases: [{release: latest, snapshot: released}], working, today, diff: diffSnapshots, ...extra});

describe('compatibility guard on broken copies', () => {
  it('fails on a removed REST response field, naming the file, the operation and the REST rule', async () => {
    const violations = check(
      workingWith({
        [rest]: editOpenApi((document) => {
          const pool = document.components.schemas.Pool!;
          delete pool.properties!.utilizationBps;
          pool.required = pool.required!.filter((name) => name !== 'utilizationBps');
        }),
      }),
    );
    const removed = violations.find((violation) => violation.path.startsWith('GET /pools/{poolId} ›'));
    expect(removed, violations.map(formatViolation).join('\n')).toBeDefined();
    expect(formatViolation(removed!)).toMatch(
      /^reference\/rest\/pools\.openapi\.yaml › GET \/pools\/\{poolId\} › .*utilizationBps/,
    );
    expect(removed!.rule).toMatch(/^REST APIs: Only in a new major version/);
  });

  it('fails on a changed REST enum value', async () => {
    const violations = check(
      workingWith({
        [rest]: editOpenApi((document) => {
          document.components.schemas.PoolStatus!.enum = ['DEPLOYING', 'LIVE', 'PAUSED'];
        }),
      }),
    );
    const messages = violations.map(formatViolation);
    expect(
      messages.some((message) => /GET \/pools › parameters.*`ACTIVE` is now `LIVE`/.test(message)),
      messages.join('\n'),
    ).toBe(true);
  });

  it('fails on an enum value renamed in responses only: code comparing the old value stops matching', async () => {
    const violations = check(
      workingWith({
        [rest]: editOpenApi((document) => {
          document.components.schemas.TransactionState!.enum = ['PENDING', 'CONFIRMED', 'REVERTED', 'NOT_FOUND'];
        }),
      }),
    );
    const messages = violations.map(formatViolation);
    expect(
      messages.some((message) =>
        /GET \/chains\/\{chainId\}\/transactions\/\{hash\} › .*`FAILED` is now `REVERTED`/.test(message),
      ),
      messages.join('\n'),
    ).toBe(true);
  });

  it('marks a new error response dangerous and leaves a tag description out', async () => {
    type Paths = {
      paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
      tags: {description: string}[];
    };
    const working = workingWith({
      [rest]: (text) => {
        const document = parse(text) as Paths;
        const health = document.paths['/health']!.get!.responses;
        health['418'] = health['503'] ?? Object.values(health)[0];
        document.tags[0]!.description += ' Reworded.';
        return stringify(document);
      },
    });
    const changes = diffSnapshots(released, working);
    expect(changes.map(({path, severity}) => `${severity} ${path}`)).toEqual(['dangerous GET /health › responses/418']);
  });

  it('lists a problem code an error response gains as dangerous and one it drops as safe, which examples alone name', () => {
    type Examples = Record<string, {value: {code: string}}>;
    type Paths = {
      paths: Record<
        string,
        Record<string, {responses: Record<string, {content: Record<string, {examples: Examples}>}>}>
      >;
    };
    const working = workingWith({
      [rest]: (text) => {
        const document = parse(text) as Paths;
        const examples =
          document.paths['/admin/pools/{poolId}/pause']!.post!.responses['403']!.content['application/problem+json']!
            .examples;
        examples.notActive = {value: {...examples.forbidden!.value, code: 'POOL_NOT_ACTIVE'}};
        delete examples.forbidden;
        return stringify(document);
      },
    });
    expect(
      diffSnapshots(released, working).map(({severity, path, message}) => `${severity} ${path}: ${message}`),
    ).toEqual([
      'dangerous POST /admin/pools/{poolId}/pause › responses/403/POOL_NOT_ACTIVE: `POST /admin/pools/{poolId}/pause` documents `403 POOL_NOT_ACTIVE`',
      'safe POST /admin/pools/{poolId}/pause › responses/403/FORBIDDEN: `POST /admin/pools/{poolId}/pause` no longer documents `403 FORBIDDEN`',
    ]);
  });

  it('fails on a GraphQL field removed without deprecation, naming the field and the GraphQL rule', async () => {
    const violations = check(
      workingWith({[graphql]: (text) => text.replace(/\n {2}"""\n {2}Display name[^]*?"""\n {2}name: String!/, '')}),
    );
    const graphqlRow = policyRow('graphql');
    const message = `reference/graphql/pools.graphql › Pool.name: Field 'name' was removed from object type 'Pool': it removes nothing deprecated ${noticeDays} days before. Breaks the deprecation policy (GraphQL APIs: ${graphqlRow.breaking})`;
    expect(violations.map(formatViolation)).toEqual([message]);
    // reference/README.md shows this refusal as the guard prints it.
    expect(fs.readFileSync('reference/README.md', 'utf8')).toContain(message);
  });

  it('fails on a changed event signature, naming the event and the contracts rule', async () => {
    const violations = check(
      workingWith({
        [contract]: (text) => text.replace('uint256 amount, uint256 shares);', 'uint256 amount, uint128 shares);'),
      }),
    );
    expect(violations.map(formatViolation)).toEqual([
      expect.stringMatching(
        /^reference\/contracts\/IERC20CollateralPool\.sol › IERC20CollateralPool › event Supplied: Changed event `Supplied`.*Contracts: Changes to existing functions, events or errors/,
      ),
    ]);
  });

  it('lists a response field added or removed with its required entry once (pass 136: Engage 1.1 refreshableUntil)', () => {
    const pool = (document: Parameters<Parameters<typeof editOpenApi>[0]>[0]) => document.components.schemas.Pool!;
    const added = workingWith({
      [rest]: editOpenApi((document) => {
        pool(document).properties!.nickname = {type: 'string', description: 'A name for your own lists.'};
        pool(document).required = [...(pool(document).required ?? []), 'nickname'];
      }),
    });
    const messages = (working: Snapshot) =>
      [...new Set(diffSnapshots(released, working).map(({message}) => message.replace(/ \(.*$/, '')))].sort();
    expect(messages(added)).toEqual(['Added `data[].nickname` to responses', 'Added `nickname` to responses']);
    const removed = workingWith({
      [rest]: editOpenApi((document) => {
        delete pool(document).properties!.status;
        pool(document).required = pool(document).required!.filter((name) => name !== 'status');
      }),
    });
    expect(messages(removed)).toEqual(['Removed `data[].status` from responses', 'Removed `status` from responses']);
  });

  it('lists a GraphQL field added with its arguments once (pass 137: Mutation.refreshSession and refreshToken)', () => {
    const working = workingWith({
      [graphql]: (text) =>
        text.replace('type Query {\n', 'type Query {\n  poolByName(name: String!, first: Int): Pool\n'),
    });
    expect(diffSnapshots(released, working).map(({path}) => path)).toEqual(['Query.poolByName']);
  });

  it('passes additions: a REST response field, a GraphQL field and a contract event', async () => {
    const working = workingWith({
      [rest]: editOpenApi((document) => {
        document.components.schemas.Pool!.properties!.nickname = {
          type: 'string',
          description: 'A name for your own lists.',
        };
      }),
      [graphql]: (text) =>
        text.replace('type Pool {\n', 'type Pool {\n  """\n  A name for your own lists.\n  """\n  nickname: String\n'),
      [contract]: (text) =>
        text.replace(
          'uint256 amount, uint256 shares);\n',
          'uint256 amount, uint256 shares);\n\n    /// @notice Emitted when a pool is renamed.\n    /// @param name The new name.\n    event Renamed(string name);\n',
        ),
    });
    const changes = diffSnapshots(released, working);
    expect(changes.filter((change) => change.severity !== 'breaking').length).toBeGreaterThanOrEqual(3);
    expect(check(working).map(formatViolation)).toEqual([]);
  });
});

describe('compatibility guard: the policy’s exceptions', () => {
  /** A release that deprecates `Pool.name` on `date`, then a working copy without it. */
  const deprecatedOn = (date: string): GuardInput['releases'] => {
    const deprecated = workingWith({
      [graphql]: (text) =>
        text.replace('  name: String!\n', '  name: String! @deprecated(reason: "Use `displayName`.")\n'),
    });
    const release: Release = {line: 'pools', version: '1.2', date, commit: 'test', summary: 'Deprecates `Pool.name`.'};
    return [
      {release: latest, snapshot: released},
      {release, snapshot: {label: 'pools 1.2', files: deprecated.files}},
    ];
  };
  const withoutName = () =>
    workingWith({[graphql]: (text) => text.replace(/\n {2}"""\n {2}Display name[^]*?"""\n {2}name: String!/, '')});

  it('passes the removal of a field deprecated for the notice period, and fails it a day earlier', async () => {
    const releases = deprecatedOn('2026-12-01');
    const opens = effectiveFrom('2026-12-01');
    expect(check(withoutName(), {releases, today: opens})).toEqual([]);
    const dayBefore = new Date(`${opens}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const early = check(withoutName(), {releases, today: dayBefore.toISOString().slice(0, 10)});
    expect(early.map(formatViolation)).toEqual([
      expect.stringMatching(/Pool\.name: .*deprecated on 2026-12-01, less than 90 days/),
    ]);
  });

  const restPath = 'GET /pools › 200 › data[] › status';
  const renamedStatus = () =>
    workingWith({
      [rest]: editOpenApi((document) => {
        const schema = Object.values(document.components.schemas).find((candidate) =>
          candidate.enum?.includes('PAUSED'),
        )!;
        schema.enum = schema.enum!.map((value) => (value === 'PAUSED' ? 'HALTED' : value));
      }),
    });
  const announcedLongAgo = (file: string, path: string) => ({
    line: 'pools' as const,
    announced: [{file, path, announced: '2026-01-01', note: 'Announced.'}],
  });

  // Review pass 100: a new major version let every break through, those of GraphQL, contracts and SDK methods included.
  it('a new major version passes the REST breaks it announced with the notice run, and no GraphQL removal', async () => {
    const inNewMajor = (announced: {file: string; path: string}[]) => ({
      line: 'pools' as const,
      version: '2.0',
      announced: announced.map(({file, path}) => ({file, path, announced: '2026-01-01', note: 'Announced.'})),
    });
    const unannounced = check(renamedStatus(), {unreleased: inNewMajor([]), today: '2026-12-01'});
    expect(unannounced.length).toBeGreaterThan(0);
    expect(unannounced.map(formatViolation)).toEqual(
      unannounced.map(() => expect.stringMatching(/not in a new major version announced 90 days ahead.*REST APIs/)),
    );
    expect(check(renamedStatus(), {unreleased: inNewMajor(unannounced), today: '2026-12-01'})).toEqual([]);
    expect(
      check(withoutName(), {unreleased: inNewMajor([{file: graphql, path: 'Pool.name'}]), today: '2026-12-01'}).map(
        formatViolation,
      ),
    ).toEqual([expect.stringMatching(/Pool\.name: .*removes nothing deprecated 90 days before.*GraphQL APIs/)]);
  });
  it('passes a contract change announced in the unreleased notes once the notice has run', async () => {
    const changed = () =>
      workingWith({
        [contract]: (text) => text.replace('uint256 amount, uint256 shares);', 'uint256 amount, uint128 shares);'),
      });
    const announced = (on: string) => ({
      line: 'pools' as const,
      announced: [
        {file: contract, path: 'IERC20CollateralPool › event Supplied', announced: on, note: 'Shares fit 128 bits.'},
      ],
    });
    expect(check(changed(), {unreleased: announced('2026-09-01'), today: '2026-12-01'})).toEqual([]);
    expect(check(changed(), {unreleased: announced('2026-11-01'), today: '2026-12-01'}).map(formatViolation)).toEqual([
      expect.stringMatching(/announced on 2026-11-01 and may land from 2027-01-30/),
    ]);
  });

  // Review pass 107: a member added already deprecated, or deprecated again after a withdrawal, was dated from an
  // earlier release, so its removal passed the next day.
  it('dates a contract member’s deprecation from its last release: added deprecated, or deprecated again', async () => {
    const loanToken = '    function loanToken() external view returns (address token);';
    const deprecate = (text: string) =>
      text.replace(loanToken, `    /// @custom:deprecated Read \`collateralToken\`.\n${loanToken}`);
    const snapshot = (label: string, edit?: (text: string) => string) => ({
      label,
      files: edit ? workingWith({[contract]: edit}).files : released.files,
    });
    const releaseOn = testRelease;
    const withoutLoanToken = workingWith({
      [contract]: (text) =>
        text.replace(/\n {4}\/\/\/ @notice The token lenders supply[^]*?\n {4}function loanToken\(\)[^\n]*/, ''),
    });
    const again = [
      {release: latest, snapshot: released},
      {release: releaseOn('1.2', '2026-06-01'), snapshot: snapshot('1.2', deprecate)},
      {release: releaseOn('1.3', '2026-07-01'), snapshot: snapshot('1.3')},
      {release: releaseOn('1.4', '2026-11-30'), snapshot: snapshot('1.4', deprecate)},
    ];
    expect(check(withoutLoanToken, {releases: again, today: '2026-12-01'}).map(formatViolation)).toEqual([
      expect.stringMatching(/loanToken.*deprecated on 2026-11-30, less than 90 days/),
    ]);
    const addedDeprecated = [
      {release: latest, snapshot: {label: 'before', files: withoutLoanToken.files}},
      {release: releaseOn('1.4', '2026-11-30'), snapshot: snapshot('1.4', deprecate)},
    ];
    expect(check(withoutLoanToken, {releases: addedDeprecated, today: '2026-12-01'}).map(formatViolation)).toEqual([
      expect.stringMatching(/loanToken.*deprecated on 2026-11-30, less than 90 days/),
    ]);
  });

  // Review pass 98: an announcement let REST and GraphQL breaks through, though their rows allow none.
  it('fails a REST or GraphQL break however long it was announced: REST breaks in a new major, GraphQL by deprecation', async () => {
    const restViolations = check(renamedStatus(), {unreleased: announcedLongAgo(rest, restPath), today: '2026-12-01'});
    expect(restViolations.length).toBeGreaterThan(0);
    expect(restViolations.every(({rule}) => rule.startsWith('REST APIs'))).toBe(true);
    expect(
      check(withoutName(), {unreleased: announcedLongAgo(graphql, 'Pool.name'), today: '2026-12-01'}).map(
        formatViolation,
      ),
    ).toEqual([expect.stringMatching(/Pool\.name: .*removes nothing deprecated 90 days before.*GraphQL APIs/)]);
  });

  it('fails a renamed SDK method however long it was announced, quoting the SDK row; a new SDK major passes it', async () => {
    const renamed = () =>
      workingWith({[rest]: (text) => text.replace('x-sdk-method: buildSupply', 'x-sdk-method: buildDeposit')});
    const path = 'POST /pools/{poolId}/supply › x-sdk-method';
    const unreleasedNotes = {
      line: 'pools' as const,
      announced: [{file: rest, path, announced: '2026-01-01', note: 'Use `buildDeposit`.'}],
    };
    const violations = check(renamed(), {unreleased: unreleasedNotes, today: '2026-12-01'});
    expect(violations.map(({path: where}) => where)).toEqual([path]);
    expect(violations[0]!.rule).toMatch(/^SDK/);
    expect(check(renamed(), {unreleased: {line: 'pools', version: '2.0', announced: []}})).toHaveLength(1);
    expect(check(renamed(), {unreleased: {line: 'pools', sdkMajor: 3, announced: []}})).toEqual([]);
  });

  // Review pass 85: removing the operation took its SDK method with it under the REST row's notice.
  it('fails the removal of an operation that has an SDK method, however long it was announced', async () => {
    type Paths = {paths: Record<string, Record<string, unknown>>};
    const withoutSupply = workingWith({
      [rest]: (text) => {
        const document = parse(text) as Paths;
        delete document.paths['/pools/{poolId}/supply']!.post;
        return stringify(document);
      },
    });
    const path = 'POST /pools/{poolId}/supply';
    const unreleasedNotes = {
      line: 'pools' as const,
      announced: [{file: rest, path, announced: '2026-01-01', note: 'Use `buildDeposit`.'}],
    };
    const violations = check(withoutSupply, {unreleased: unreleasedNotes, today: '2026-12-01'});
    expect(violations.map(({path: where, rule}) => `${where} ${rule.split(':')[0]}`)).toEqual([`${path} SDK`]);
    // Review pass 101: a new SDK major alone let the operation go; it needs the REST row's announced new major too.
    const withSdkMajor = (notes: object) =>
      check(withoutSupply, {unreleased: {...unreleasedNotes, ...notes}, today: '2026-12-01'});
    expect(withSdkMajor({sdkMajor: 3}).map(({rule}) => rule.split(':')[0])).toEqual(['REST APIs']);
    expect(withSdkMajor({sdkMajor: 3, version: '2.0'})).toEqual([]);
  });
});

it('every interface file of reference/ belongs to one release line', () => {
  const files = releaseLines.flatMap((line) => line.files);
  expect(new Set(files).size).toBe(files.length);
  expect(releaseLine('pools').files).toContain(rest);
});

// Review pass 102: an argument's or input field's deprecation was dated from the line's first release.
it('dates the deprecation of an argument and of an input field from the release that adds it', () => {
  const schema = (deprecated: string) =>
    buildSchema(
      `type Query { pools(filter: String${deprecated}, first: Int): Int }\n` +
        `input UpdatePoolInput { listed: Boolean${deprecated}, name: String }\n` +
        'type Mutation { updatePool(input: UpdatePoolInput): Int }',
    );
  const changes = diffGraphql('pools', graphql, schema(''), schema(' @deprecated(reason: "Use name.")'));
  expect(changes.flatMap((change) => change.deprecates ?? []).sort()).toEqual([
    'Query.pools.filter',
    'UpdatePoolInput.listed',
  ]);
});
