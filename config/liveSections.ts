import fs from 'node:fs';
import path from 'node:path';
import {sections, type Section} from '../src/data/sections';
import {siteDir} from './siteDir';

/**
 * The content areas whose docs folder exists. A section's navbar link and home card appear once
 * its content lands, so no link ever points at a page that is not built.
 */
export function liveSections(docsDir = path.join(siteDir, 'docs')): Section[] {
  return sections.filter((section) => fs.existsSync(path.join(docsDir, section.docsDir)));
}
