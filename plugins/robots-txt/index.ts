import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sitemapOptions} from '../../config/sitemap';

/** robots.txt for this site: every crawler may read every page, and the sitemap is named. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/**
 * Writes robots.txt after the build, so the sitemap URL follows the site's url and baseUrl rather
 * than being typed into a static file. Crawlers read it only at the host's root (baseUrl '/').
 */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const {url, baseUrl} = context.siteConfig;
  return {
    name: 'assetra-robots-txt',
    postBuild({outDir}) {
      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        robotsTxt(new URL(`${baseUrl}${sitemapOptions().filename}`, url).href),
      );
    },
  };
}
