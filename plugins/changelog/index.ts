import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {atomFeed, rssFeed} from './feed';
import {releaseHistory} from './history';
import {feedFiles} from './routes';

/**
 * The API changelog: the diffs between released reference snapshots are computed while Docusaurus loads (the docs'
 * remark step then renders them, see remark.ts), and the RSS and Atom feeds are written after the build.
 */
export default function changelogPlugin(context: LoadContext): Plugin {
  return {
    name: 'assetra-changelog',
    loadContent: () => {
      releaseHistory();
    },
    getClientModules: () => [path.join(__dirname, 'history.css')],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/rss+xml',
            href: `${context.baseUrl}${feedFiles.rss}`,
            title: 'API changelog (RSS)',
          },
        },
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/atom+xml',
            href: `${context.baseUrl}${feedFiles.atom}`,
            title: 'API changelog (Atom)',
          },
        },
      ],
    }),
    postBuild: ({outDir}) => {
      const history = releaseHistory();
      for (const [file, text] of [
        [feedFiles.rss, rssFeed(history)],
        [feedFiles.atom, atomFeed(history)],
      ] as const) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        fs.writeFileSync(path.join(outDir, file), text);
      }
    },
  };
}
