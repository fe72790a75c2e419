import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../../config/siteDir';

/**
 * `plugins/<folder>/<file>` of every plugin that has it, in folder order: where a plugin declares what it adds to the
 * site-wide tests and benchmarks, so that deleting its folder drops what it declared.
 */
export function pluginFiles(file: string): string[] {
  const pluginsDir = path.join(siteDir, 'plugins');
  return fs
    .readdirSync(pluginsDir)
    .sort()
    .map((folder) => path.join(pluginsDir, folder, file))
    .filter((found) => fs.existsSync(found));
}
