import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {docsDir, repoRoot} from '../support/paths';

const page = 'rwa-use-cases/lease-agreement/database.mdx';

/** Every `pattern` the Lease API's reference declares. */
function referencePatterns(): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const {pattern} = node as {pattern?: unknown};
      if (typeof pattern === 'string') found.add(pattern);
      Object.values(node).forEach(walk);
    }
  };
  walk(parse(fs.readFileSync(path.join(repoRoot, 'reference/rest/lease.openapi.yaml'), 'utf8')));
  return found;
}

// Review pass 120: the database page kept the Lease CID pattern after the reference changed it.
describe('the lease database page', () => {
  it('checks ids, hashes and CIDs with the patterns the Lease API declares (addresses and hashes in lower case)', () => {
    const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
    const checks = [...source.matchAll(/~ '([^']+)'/g)].map((match) => match[1]!);
    expect(checks.length).toBeGreaterThan(5);
    const patterns = referencePatterns();
    const lowerCase = new Set([...patterns].map((pattern) => pattern.replaceAll('a-fA-F', 'a-f')));
    // An id the API never shows (a party's `prt_…`) is the database's own, with the API's id shape.
    const ownId = (check: string) =>
      /^\^[a-z]+_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/.test(check) &&
      ![...patterns].some((pattern) => pattern.startsWith(check.split('_')[0]! + '_'));
    expect(checks.filter((check) => !patterns.has(check) && !lowerCase.has(check) && !ownId(check))).toEqual([]);
  });
});
