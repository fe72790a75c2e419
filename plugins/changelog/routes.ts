import type {Release, ReleaseLineId} from '../../src/data/releases';

/** The platform changelog; each line's page is below it, as docs/changelog/<line>.mdx. */
export const changelogRoute = '/docs/changelog';
export const lineRoute = (line: ReleaseLineId) => `${changelogRoute}/${line}`;
/** `pools-1-1`: a release's heading on its line's page and on the platform page. */
export const releaseAnchor = (release: Release) => `${release.line}-${release.version.replace(/\./g, '-')}`;
export const releaseUrl = (release: Release) => `${lineRoute(release.line)}#${releaseAnchor(release)}`;
/** The feeds, beside the platform page in the build. */
export const feedFiles = {rss: 'docs/changelog/rss.xml', atom: 'docs/changelog/atom.xml'} as const;

/** `27 November 2026` for `2026-11-27`. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
