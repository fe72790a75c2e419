import path from 'node:path';
import {pluginFiles} from '../../plugins/support/pluginFiles';

/**
 * What plugins give the site-wide tests: the export `name` of `plugins/<folder>/tests/<file>`, for every plugin that
 * has the file, in folder order. Deleting a plugin's folder drops what it gave.
 */
export function fromPlugins<T>(file: string, name: string): T[] {
  return (
    pluginFiles(path.join('tests', file))
      // Synchronous: Playwright lists a spec file's tests as it loads the file.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((found) => (require(found) as Record<string, T>)[name]!)
  );
}
