import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Tables, prose and headings as HTML made at build time, as one folder: the remark steps (./remark.ts and
 * ./prose.ts, listed in config/remarkPipeline.ts) write each as one HTML string in a component of this plugin's
 * theme (theme/: StaticTable, StaticHtml, StaticHeading), which they import into the page; client/ gives the
 * links in that HTML what the theme's Link gives one.
 */
export default function staticTablesPlugin(): Plugin {
  return {
    name: 'assetra-static-tables',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
