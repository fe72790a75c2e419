import {effectiveFrom, noticeDays, policyRow} from '../../src/data/deprecationPolicy';
import {majorOf, type Release, type UnreleasedNotes} from '../../src/data/releases';
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

/**
 * The routes each interface's policy row opens to a breaking change besides a new major version: REST has none (a new
 * major only), GraphQL the removal of what was deprecated for the notice period, contracts an announcement or a
 * deprecation with the notice run.
 */
const routesOf = {
  rest: {deprecation: false, announcement: false},
  graphql: {deprecation: true, announcement: false},
  contracts: {deprecation: true, announcement: true},
} as const;

/** Why a breaking change that took none of its row's routes is refused, in the words of the routes the row opens. */
function missedRoutes(routes: {deprecation: boolean; announcement: boolean}, latestLabel: string): string {
  const missed = [`it is not in a new major version (${latestLabel} is the latest release)`];
  if (routes.deprecation) missed.push(`removes nothing deprecated ${noticeDays} days before`);
  if (routes.announcement) missed.push('is not announced in the unreleased notes');
  if (missed.length === 1) return `${missed[0]}, the only way its interface breaks`;
  return `${missed.slice(0, -1).join(', ')} and ${missed.at(-1)}`;
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

/** A change to an operation's SDK method (`x-sdk-method`, `@sdkMethod`, or the operation with it), the SDK row's. */
const isSdkMethod = (change: Change, released: Snapshot) =>
  /(?:x-sdk-method|@sdkMethod)(?:\.name)?$/.test(change.path) || removesSdkMethod(change, released);

/**
 * The day the thing a removal takes away was first deprecated, in the release where its deprecation appears (the
 * line's first release when it was deprecated from the start); undefined when it never was.
 */
function deprecatedSince(removal: Change, releases: GuardInput['releases'], chain: Change[][]): string | undefined {
  if (!removal.removedDeprecated) return undefined;
  for (const [index, changes] of chain.entries())
    if (changes.some((change) => change.file === removal.file && change.deprecates === removal.path))
      return releases[index + 1].release.date;
  return releases[0].release.date;
}

/**
 * Compares reference/ with a line's latest release and returns every breaking change the policy does not allow: one
 * that is neither (a) in a new major version, nor (b) the removal of something deprecated for the policy's notice
 * period (GraphQL, contracts), nor (c) announced in the unreleased notes with the notice period run (contracts). A REST
 * change and an SDK method's rename or removal pass only (a), as the policy's REST and SDK rows say.
 */
export function guardLine({releases, working, unreleased, today, diff = cachedDiff}: GuardInput): Violation[] {
  const latest = releases.at(-1);
  if (!latest) return [];
  if (unreleased?.version && majorOf(unreleased.version) > majorOf(latest.release.version)) return [];
  const breaking = diff(latest.snapshot, working).filter((change) => change.severity === 'breaking');
  if (breaking.length === 0) return [];
  const chain: Change[][] = [];
  for (const [index, {snapshot}] of releases.entries())
    if (index > 0) chain.push(diff(releases[index - 1].snapshot, snapshot));
  const violations: Violation[] = [];
  for (const change of breaking) {
    // An SDK method is renamed or removed only in a new major version: no notice period lets it into a minor one.
    const sdk = isSdkMethod(change, latest.snapshot);
    const routes = sdk ? {deprecation: false, announcement: false} : routesOf[change.interface];
    const since = routes.deprecation ? deprecatedSince(change, releases, chain) : undefined;
    if (since && today >= effectiveFrom(since)) continue;
    const announcement = routes.announcement
      ? unreleased?.announced.find((entry) => entry.file === change.file && entry.path === change.path)
      : undefined;
    if (announcement && today >= effectiveFrom(announcement.announced)) continue;
    const row = policyRow(sdk ? 'sdk' : policyOf[change.interface]);
    const why = sdk
      ? `an SDK method is renamed or removed only in a new major version (${latest.snapshot.label} is the latest release)`
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
