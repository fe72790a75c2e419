import {brand, siteUrl} from '../../src/data/site';
import {releaseLine} from '../../src/data/releases';
import {counts, entriesOf, interfaceChangeCount} from './entries';
import type {ReleaseChanges} from './history';
import {changelogRoute, feedFiles, releaseUrl} from './routes';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Release notes as plain text: the feed's description carries no markup, and list items become sentences. */
const plain = (markdown: string) =>
  markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^- /gm, '')
    .replace(/\s*\n\s*/g, ' ');

interface FeedItem {
  title: string;
  url: string;
  date: string;
  description: string;
}

function items(history: ReleaseChanges[]): FeedItem[] {
  return history.map(({release, previous, changes}) => {
    const {breaking, total} = counts(entriesOf(changes));
    const tally = previous
      ? `${interfaceChangeCount(total)}${breaking ? `, ${breaking} breaking` : ''}.`
      : 'Baseline snapshot.';
    return {
      title: `${releaseLine(release.line).name} ${release.version}`,
      url: `${siteUrl}${releaseUrl(release)}`,
      date: release.date,
      description: [plain(release.summary), release.migration && `Migration: ${plain(release.migration)}`, tally]
        .filter(Boolean)
        .join(' '),
    };
  });
}

const title = `${brand.title} API changelog`;
const summary = 'Releases of the Assetra REST APIs, GraphQL APIs and contract interfaces, breaking changes marked.';

export function rssFeed(history: ReleaseChanges[]): string {
  const entries = items(history);
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(title)}</title>
<link>${siteUrl}${changelogRoute}</link>
<description>${escapeXml(summary)}</description>
<language>en</language>
<atom:link href="${siteUrl}/${feedFiles.rss}" rel="self" type="application/rss+xml"/>
${entries
  .map(
    (item) => `<item>
<title>${escapeXml(item.title)}</title>
<link>${escapeXml(item.url)}</link>
<guid>${escapeXml(item.url)}</guid>
<pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>
<description>${escapeXml(item.description)}</description>
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`;
}

export function atomFeed(history: ReleaseChanges[]): string {
  const entries = items(history);
  const updated = entries[0]?.date ?? '1970-01-01';
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${siteUrl}${changelogRoute}</id>
<title>${escapeXml(title)}</title>
<subtitle>${escapeXml(summary)}</subtitle>
<updated>${updated}T00:00:00Z</updated>
<author><name>${escapeXml(brand.name)}</name></author>
<link rel="alternate" href="${siteUrl}${changelogRoute}"/>
<link rel="self" href="${siteUrl}/${feedFiles.atom}"/>
${entries
  .map(
    (item) => `<entry>
<title>${escapeXml(item.title)}</title>
<id>${escapeXml(item.url)}</id>
<link href="${escapeXml(item.url)}"/>
<updated>${item.date}T00:00:00Z</updated>
<summary>${escapeXml(item.description)}</summary>
</entry>`,
  )
  .join('\n')}
</feed>
`;
}
