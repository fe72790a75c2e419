import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './paths';

/**
 * Runs `check` on a page written from `text` in a scratch folder of the repository (where the page readers look), and
 * removes the folder afterwards: how a check shows that it finds the defect it exists for.
 */
export function withTempPage<T>(text: string, check: (page: string) => T): T {
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.temp-page-'));
  const page = path.relative(repoRoot, path.join(dir, 'page.mdx'));
  fs.writeFileSync(path.join(repoRoot, page), text);
  try {
    return check(page);
  } finally {
    fs.rmSync(dir, {recursive: true});
  }
}
