import {effectiveFrom, noticeDays, policyRow} from '../../src/data/deprecationPolicy';
import {majorOf, type Release, type UnreleasedNotes} from '../../src/data/releases';
import {cachedDiff} from './history';
import type {Change} from './model';
import type {Snapshot} from './snapshots';

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

/** A change to an operation's SDK method (`x-sdk-method`, `@sdkMethod`), which the policy's SDK row governs. */
const isSdkMethod = (change: Change) => /(?:x-sdk-method|@sdkMethod)(?:\.name)?$/.test(change.path);

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
 * period, nor (c) announced in the unreleased notes with the notice period run.
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
    const sdk = isSdkMethod(change);
    const since = sdk ? undefined : deprecatedSince(change, releases, chain);
    if (since && today >= effectiveFrom(since)) continue;
    const announcement = sdk
      ? undefined
      : unreleased?.announced.find((entry) => entry.file === change.file && entry.path === change.path);
    if (announcement && today >= effectiveFrom(announcement.announced)) continue;
    const row = policyRow(sdk ? 'sdk' : policyOf[change.interface]);
    const why = sdk
      ? `an SDK method changes name only in a new major version (${latest.snapshot.label} is the latest release)`
      : since
        ? `it removes something deprecated on ${since}, less than ${noticeDays} days before ${today}`
        : announcement
          ? `it was announced on ${announcement.announced} and may land from ${effectiveFrom(announcement.announced)}`
          : `it is not in a new major version (${latest.snapshot.label} is the latest release), removes nothing deprecated and is not announced in the unreleased notes`;
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
