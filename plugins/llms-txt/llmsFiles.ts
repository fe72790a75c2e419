import {brand} from '../../src/data/site';
import {markdownUrl} from '../../src/lib/markdownUrl';
import type {DocPage, PageLink} from './pages';

/** Link text as Markdown: brackets would end it early. */
const linkText = (title: string): string => title.replace(/[[\]\\]/g, '\\$&');

const listItem = (page: PageLink, url: string): string =>
  `- [${linkText(page.title)}](${url})${page.description ? `: ${page.description}` : ''}`;

/**
 * `llms.txt` in the llmstxt.org format: the site's name, its summary as a quote, then one `##`
 * list per section linking every page's Markdown copy.
 */
export function llmsTxt(groups: {title: string; pages: DocPage[]}[], siteUrl: string, baseUrl: string): string {
  return [
    `# ${brand.title}`,
    '',
    `> ${brand.summary}`,
    '',
    `Every page below is plain Markdown: a page's address plus \`.md\` (\`index.md\` after a trailing slash). All of them in one file: ${siteUrl}${baseUrl}llms-full.txt`,
    ...groups.flatMap((group) => [
      '',
      `## ${group.title}`,
      '',
      ...group.pages.map((page) => listItem(page, `${siteUrl}${markdownUrl(page.permalink)}`)),
    ]),
    '',
  ].join('\n');
}

/** A generated category index as Markdown: its title, description and the pages it lists. */
export function categoryMarkdown(page: DocPage, siteUrl: string): string {
  return [
    `# ${page.title}`,
    '',
    ...(page.description ? [page.description, ''] : []),
    ...page.children.map((child) => listItem(child, `${siteUrl}${child.permalink}`)),
    '',
  ].join('\n');
}

/** Every page's Markdown in one file, each led by the address it comes from. */
export function llmsFullTxt(pages: {url: string; markdown: string}[]): string {
  return pages.map(({url, markdown}) => `Source: ${url}\n\n${markdown.trimEnd()}\n`).join('\n---\n\n');
}
