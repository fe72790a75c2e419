import {apiDiff, type Diff} from 'api-smart-diff';
import {describe, expect, it} from 'vitest';
import {
  asCompared,
  inComponentReadThroughOperations,
  withoutUnchangedPaths,
} from '@site/plugins/changelog/diff/openapi';
import {releaseSnapshot} from '@site/plugins/changelog/snapshots';
import {openApiOf} from '@site/plugins/changelog/surfaces';
import type {OpenApiDocument} from '@site/plugins/reference/public';
import {releasesOf, type ReleaseLineId} from '@site/src/data/releases';

/** The differences the changelog reads: not those of components, which it reads through each operation using them. */
const read = (diffs: Diff[]) => diffs.filter((diff) => !inComponentReadThroughOperations(diff));

function documents(line: ReleaseLineId, version: string, file: string): [OpenApiDocument, OpenApiDocument] {
  const list = releasesOf(line);
  const at = list.findIndex((release) => release.version === version);
  const [before, after] = [list[at - 1]!, list[at]!].map((release) => releaseSnapshot(release).files.get(file)!);
  return [asCompared(openApiOf(before!)), asCompared(openApiOf(after!))];
}

/**
 * api-smart-diff is given only the path items that changed between two releases, with the components they use; these
 * releases leave most path items as they were, and the differences read are the same as the whole documents'.
 */
describe('the REST diff of two releases, without the path items they share', () => {
  it.each([
    ['lease', '1.2', 'rest/lease.openapi.yaml'],
    ['pools', '1.3', 'rest/pools.openapi.yaml'],
    ['engage', '1.4', 'rest/engage.openapi.yaml'],
  ] as const)('%s %s: the same differences as the whole documents give', (line, version, file) => {
    const [before, after] = documents(line, version, file);
    const [fewer] = withoutUnchangedPaths(before, after);
    expect(Object.keys(fewer.paths ?? {}).length).toBeLessThan(Object.keys(before.paths ?? {}).length / 2);
    const whole = read(apiDiff(structuredClone(before), structuredClone(after)));
    expect(whole.length).toBeGreaterThan(0);
    expect(read(apiDiff(...structuredClone(withoutUnchangedPaths(before, after))))).toEqual(whole);
  });
});
