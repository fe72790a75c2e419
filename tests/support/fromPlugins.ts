import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './paths';

const pluginsDir = path.join(repoRoot, 'plugins');

/**
 * What plugins give the site-wide tests: the export `name` of `plugins/<folder>/tests/<file>`, for every plugin that
 * has the file, in folder order. Deleting a plugin's folder drops what it gave.
 */
export function fromPlugins<T>(file: string, name: string): T[] {
  return (
    fs
      .readdirSync(pluginsDir)
      .sort()
      .map((folder) => path.join(pluginsDir, folder, 'tests', file))
      .filter((found) => fs.existsSync(found))
      // Synchronous: Playwright lists a spec file's tests as it loads the file.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((found) => (require(found) as Record<string, T>)[name]!)
  );
}
