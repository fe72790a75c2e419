import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../../config/siteDir';

/** reference/: the single source of truth for API and contract reference (DESIGN §2). */
export const referenceDir = path.join(siteDir, 'reference');

/** Files of one kind under reference/<folder>, sorted, as paths relative to reference/. */
export function referenceFiles(folder: string, suffix: string, dir = referenceDir): string[] {
  const absolute = path.join(dir, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => `${folder}/${name}`);
}
