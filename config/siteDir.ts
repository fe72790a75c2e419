import path from 'node:path';

/** The site's root folder, whatever directory the build was started from. */
export const siteDir = path.resolve(__dirname, '..');
