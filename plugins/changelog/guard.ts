import {effectiveFrom, noticeDays, policyRow} from '../../src/data/deprecationPolicy';
import {packageVersions} from '../../src/data/conventions';
import {majorOf, type Release, type UnreleasedNotes} from '../../src/data/releases';
import {sentenceList} from '../../src/lib/sentenceList';
import {cachedDiff} from './history';
import type {Change} from './model';
import type {Snapshot} from './snapshots';
import {openApiOf, schemaOf} from './surfaces';
import {operations} from '../reference/public';

/** A breaking change in reference/ that the deprecation policy does not allow. */
export interface Violation {
  file: string;
  path: string;
  message: string;
  /** The policy's row for the interface, as the roadmap and changelog show it. */
  rule: string;
}

export interface GuardInput {
  /** The line's releases, oldest first, each with its snapshot. */
  releases: {release: Release; snapshot: Snapshot}[];
  working: Snapshot;
  unreleased?: UnreleasedNotes;
  /** yyyy-mm-dd: the day the notice periods are counted to. */
  today: string;
  diff?: (before: Snapshot, after: Snapshot) => Change[];
}

const policyOf = {rest: 'rest', graphql: 'graphql', contracts: 'contracts'} as const;

/** The routes a policy row opens to a breaking change, each with the policy's notice run. */
interface Routes {
  /** A new major version of the line, with the change announced in its unreleased notes. */
  newMajor: boolean;
  /** The removal of what was deprecated. */
  deprecation: boolean;
  /** An announcement in the unreleased notes, without a new major version. */
  announcement: boolean;
}

/**
 * Each row's routes: REST breaks only in a new major version (`/v2`) that announced the change, GraphQL by deprecation,
 * contracts by announcement or deprecation.
 */
const routesOf: Record<Change['interface'], Routes> = {
  rest: {newMajor: true, deprecation: false, announcement: false},
  graphql: {newMajor: false, deprecation: true, announcement: false},
  contracts: {newMajor: false, deprecation: true, announcement: true},
};

/** Why a breaking change that took none of its row's routes is refused, in the words of the routes the row opens. */
function missedRoutes(routes: Routes, latestLabel: string): string {
  const missed = [
    ...(routes.newMajor
      ? [`is not in a new major version announced ${noticeDays} days ahead (${latestLabel} is the latest release)`]
      : []),
    ...(routes.deprecation ? [`removes nothing deprecated ${noticeDays} days before`] : []),
    ...(routes.announcement ? ['is not announced in the unreleased notes'] : []),
  ];
  return `it ${sentenceList(missed)}`;
}

/** Whether the operation a change removes had an SDK method in the released snapshot, which goes with it. */
function removesSdkMethod(change: Change, released: Snapshot): boolean {
  const text = released.files.get(change.file);
  if (change.item?.action !== 'removed' || !text) return false;
  const [, name] = change.item.key.split(':') as [string, string];
  if (change.item.kind === 'rest-operation')
    return operations(openApiOf(text)).some(
      ({operation}) => operation.operationId === name && operation['x-sdk-method'] !== undefined,
    );
  if (change.item.kind === 'graphql-operation') {
    const [type, field] = name.split('.') as [string, string];
    const root = schemaOf(text).getType(type);
    const node = root && 'getFields' in root ? root.getFields()[field]?.astNode : undefined;
    return Boolean(node?.directives?.some((directive) => directive.name.value === 'sdkMethod'));
  }
  return false;
}

/** The path of a change to an operation's SDK method itself: `x-sdk-method` or `@sdkMethod`. */
const sdkMethodPath = /(?:x-sdk-method|@sdkMethod)(?:\.name)?$/;

/** A change to an operation's SDK method (`x-sdk-method`, `@sdkMethod`, or the operation with it), the SDK row's. */
const isSdkMethod = (change: Change, released: Snapshot) =>
  sdkMethodPath.test(change.path) || removesSdkMethod(change, released);

/**
 * The day the thing a removal takes away was deprecated, in the last release that deprecated it after any withdrawal
 * (the line's first release when it was deprecated from the start); undefined when it was not deprecated.
 */
function deprecatedSince(removal: Change, releases: GuardInput['releases'], chain: Change[][]): string | undefined {
  if (!removal.removedDeprecated) return undefined;
  const inFile = (changes: Change[]) => changes.filter((candidate) => candidate.file === removal.file);
  const since = (path: string) => {
    // The member's paths over the releases: an interface renamed since gave it another.
    const paths = new Set([path]);
    for (const changes of [...chain].reverse())
      for (const change of inFile(changes))
        if (change.previousPath && paths.has(change.path)) paths.add(change.previousPath);
    let day: string | undefined = releases[0].release.date;
    for (const [index, changes] of chain.entries())
      for (const change of inFile(changes)) {
        if (change.deprecates && paths.has(change.deprecates)) day = releases[index + 1].release.date;
        if (change.undeprecates && paths.has(change.undeprecates)) day = undefined;
      }
    return day;
  };
  // A type that goes with the deprecated members that used it is as old a notice as the youngest of them.
  const days = (removal.removedWith ?? [removal.path]).map(since);
  return days.some((day) => day === undefined) ? undefined : days.sort().at(-1);
}

/**
 * Compares reference/ with a line's latest release and returns every breaking change its policy row does not allow: a
 * REST change only in a new major version that announced it with the notice run; a GraphQL change only as the removal
 * of something deprecated for the notice period; a contract change announced in the unreleased notes with the notice
 * run, or removing something deprecated as long ago; an SDK method's rename or removal only in a new SDK major.
 */
export function guardLine({releases, working, unreleased, today, diff = cachedDiff}: GuardInput): Violation[] {
  const latest = releases.at(-1);
  if (!latest) return [];
  const breaking = diff(latest.snapshot, working).filter((change) => change.severity === 'breaking');
  if (breaking.length === 0) return [];
  const newMajor = unreleased?.version !== undefined && majorOf(unreleased.version) > majorOf(latest.release.version);
  const newSdkMajor = (unreleased?.sdkMajor ?? 0) > packageVersions.sdk.major;
  const chain: Change[][] = [];
  for (const [index, {snapshot}] of releases.entries())
    if (index > 0) chain.push(diff(releases[index - 1].snapshot, snapshot));
  const violations: Violation[] = [];
  for (const change of breaking) {
    // An SDK method is renamed or removed only in a new SDK major, whatever its notice; an operation removed with its
    // method needs its own interface's route as well.
    const sdkMethod = isSdkMethod(change, latest.snapshot);
    if (sdkMethod && newSdkMajor && sdkMethodPath.test(change.path)) continue;
    const sdk = sdkMethod && !newSdkMajor;
    const routes = sdk ? {newMajor: false, deprecation: false, announcement: false} : routesOf[change.interface];
    const since = routes.deprecation ? deprecatedSince(change, releases, chain) : undefined;
    if (since && today >= effectiveFrom(since)) continue;
    const announcement =
      routes.announcement || (routes.newMajor && newMajor)
        ? unreleased?.announced.find((entry) => entry.file === change.file && entry.path === change.path)
        : undefined;
    if (announcement && today >= effectiveFrom(announcement.announced)) continue;
    const row = policyRow(sdk ? 'sdk' : policyOf[change.interface]);
    const why = sdk
      ? `an SDK method is renamed or removed only in a new SDK major version (the unreleased notes name none above ${packageVersions.sdk.major})`
      : since
        ? `it removes something deprecated on ${since}, less than ${noticeDays} days before ${today}`
        : announcement
          ? `it was announced on ${announcement.announced} and may land from ${effectiveFrom(announcement.announced)}`
          : missedRoutes(routes, latest.snapshot.label);
    violations.push({
      file: change.file,
      path: change.path,
      message: `${change.message}: ${why}`,
      rule: `${row.label}: ${row.breaking}`,
    });
  }
  return violations;
}

/** One line per violation: the file, the place, what changed and the rule it breaks. */
export const formatViolation = (violation: Violation) =>
  `reference/${violation.file} › ${violation.path}: ${violation.message}. Breaks the deprecation policy (${violation.rule})`;
