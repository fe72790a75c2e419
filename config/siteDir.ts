import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The site's root folder, whatever directory the build was started from. */
export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
