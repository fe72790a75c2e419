/**
 * The deprecation policy: how much notice each interface gives before a breaking change. The roadmap and the
 * changelog render it (`::deprecation-policy`), and the compatibility guard (plugins/changelog/guard.ts) holds
 * reference/ to it, quoting the row a change breaks.
 */

import {sentenceList} from '../lib/sentenceList';

/** Days between announcing a breaking change (or deprecating what it removes) and the change taking effect. */
export const noticeDays = 90;

/** Months the previous REST major version and the previous SDK major stay supported after the next one ships. */
export const previousMajorSupportMonths = 12;

/** The SDK major that is still patched, and the month its successor shipped (yyyy-mm). */
export const previousSdkMajor = {name: 'SDK 1.x', successorShipped: '2026-10'} as const;

/** What the releases that broke the policy did (src/data/releases.ts `releasesWithoutNotice`), in one wording. */
export const policyBreakScope =
  'changed `v1` or the GraphQL API, and with them the `@assetra/sdk` methods that wrap them, without notice';

/**
 * What REST APIs add to the current major version without notice. A new error code is not among them: the releases
 * that added refusals say that they broke the policy.
 */
export const restAdditiveChanges = [
  'new endpoints',
  'new optional parameters and request fields',
  'new response fields',
  'new enum values',
] as const;

/** A breaking change announced on this day is the policy's worked example. */
export const noticeExampleAnnouncement = '2026-12-01';

export type PolicyInterface = 'rest' | 'graphql' | 'sdk' | 'contracts' | 'networks';

export interface PolicyRow {
  id: PolicyInterface;
  label: string;
  /** Markdown. */
  nonBreaking: string;
  /** Markdown: the rule a breaking change must follow, quoted by the guard when a change breaks it. */
  breaking: string;
}

/** The first day on which a change announced on `announced` (yyyy-mm-dd) may take effect. */
export function effectiveFrom(announced: string): string {
  const day = new Date(`${announced}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + noticeDays);
  return day.toISOString().slice(0, 10);
}

/** The month (yyyy-mm) `months` after `month`. */
function monthsAfter(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + index - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {month: 'long', year: 'numeric', timeZone: 'UTC'});

/** "October 2027": the last month the previous SDK major receives security fixes. */
export const previousSdkPatchedUntil = () =>
  monthName(monthsAfter(previousSdkMajor.successorShipped, previousMajorSupportMonths));

export const policyRows: readonly PolicyRow[] = [
  {
    id: 'rest',
    label: 'REST APIs',
    nonBreaking: `Ship in the current version without notice: ${sentenceList(restAdditiveChanges)}.`,
    breaking: `Only in a new major version (\`/v2\`), announced at least ${noticeDays} days ahead. \`v1\` stays supported for at least ${previousMajorSupportMonths} months after \`v2\` is released.`,
  },
  {
    id: 'graphql',
    label: 'GraphQL APIs',
    nonBreaking: 'New types, fields, optional arguments and optional input fields ship without notice.',
    breaking: `A field, argument, input field or enum value is marked \`@deprecated\` with a reason and removed no sooner than ${noticeDays} days later (a required argument or input field is first made optional, then deprecated).`,
  },
  {
    id: 'sdk',
    label: 'SDK',
    nonBreaking: 'Minor and patch releases, following semantic versioning.',
    breaking: `Only in a new major version. The previous major receives security fixes for ${previousMajorSupportMonths} months, so ${previousSdkMajor.name} is patched until ${previousSdkPatchedUntil()}.`,
  },
  {
    id: 'contracts',
    label: 'Contracts',
    nonBreaking:
      'New functions and events through upgrades of the contracts behind proxies ([UUPS](/docs/resources/glossary#uups-proxy), ' +
      'or T-REX for ERC-3643 suites); their addresses stay the same.',
    breaking: `Changes to existing functions, events or errors are announced at least ${noticeDays} days ahead.`,
  },
  {
    id: 'networks',
    label: 'Networks',
    nonBreaking: 'New networks, as the roadmap announces them.',
    breaking: `Removing a network from Production is announced at least ${noticeDays} days ahead. Testnets follow their maintainers' schedules, which Assetra does not control.`,
  },
];

export function policyRow(id: PolicyInterface): PolicyRow {
  const row = policyRows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No deprecation policy row "${id}".`);
  return row;
}
