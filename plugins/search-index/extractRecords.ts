import {createHash} from 'node:crypto';
import {hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord} from '../../src/search/records';
import {attribute, children, find, hasClass, parseHtml, textOf, type Element} from './html';

export interface PageInput {
  /** Route of the page, e.g. /docs/resources/faqs */
  url: string;
  html: string;
  /** The lvl0 group of the page's records (the docs section, "Blog", …). */
  lvl0: string;
}

/** Elements whose text becomes a content record; code blocks and diagrams are left out on purpose. */
const contentTags = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'caption']);
const skippedTags = new Set(['pre', 'script', 'style', 'nav', 'button', 'svg', 'noscript', 'template']);
const headingLevel: Record<string, number> = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Visible text of an element, leaving out heading anchors, nested lists and code blocks. */
function ownText(element: Element): string {
  return normaliseText(
    textOf(
      element,
      (node) =>
        skippedTags.has(node.tagName) ||
        hasClass(node, 'hash-link') ||
        (node !== element && (node.tagName === 'ul' || node.tagName === 'ol')),
    ),
  );
}

/** A table row as its cells' text, separated so a snippet still reads as a row. */
function rowText(row: Element): string {
  return children(row).map(ownText).filter(Boolean).join(' · ');
}

function metaContent(head: string, name: string): string | null {
  return new RegExp(`<meta[^>]+name=["']?${name}["']?[^>]+content=["']?([^"'>]+)`).exec(head)?.[1] ?? null;
}

/**
 * The parts of a page records come from, without parsing what they never read: the <html> class,
 * the head's meta tags and the <article>, less its code blocks (skipped anyway, and the bulk of a
 * reference page's markup; `</pre>` cannot occur inside one, as its `<` is escaped).
 */
function pageParts(html: string): {htmlClass: string; head: string; article: Element | null} {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  // Minified pages may omit </head>: everything before the article holds the <html> tag and the metas.
  const head = html.slice(0, Math.max(start, 0));
  const htmlClass = /<html[^>]*\sclass=["']?([^"'>]*)/.exec(head)?.[1] ?? '';
  if (start < 0 || end < 0) return {htmlClass, head, article: null};
  const articleHtml = html.slice(start, end + '</article>'.length).replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, '');
  return {htmlClass, head, article: find(parseHtml(articleHtml), (element) => element.tagName === 'article')};
}

/** The element that holds a page's own content, or null for pages that are only listings. */
function contentRoot(htmlClass: string, article: Element | null): Element | null {
  if (!article) return null;
  if (/\bdocs-doc-page\b/.test(htmlClass) && /\bdocs-doc-id-/.test(htmlClass)) {
    return find(article, (element) => hasClass(element, 'theme-doc-markdown'));
  }
  if (/\b(blog-post-page|mdx-page)\b/.test(htmlClass)) return article;
  return null;
}

/**
 * Turns one rendered page into DocSearch records: one per heading (lvl1–lvl6) and one per
 * paragraph, list item or table row, each pointing at its nearest heading's anchor.
 */
export function extractRecords({url, html, lvl0}: PageInput): SearchRecord[] {
  const {htmlClass, head, article} = pageParts(html);
  const container = contentRoot(htmlClass, article);
  if (!container) return [];
  const heading = find(article!, (element) => element.tagName === 'h1');
  const title = heading ? ownText(heading) : '';
  if (!title) return [];
  const language = metaContent(head, 'docsearch:language') ?? 'en';
  const tag = metaContent(head, 'docsearch:docusaurus_tag') ?? 'default';

  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const seen = new Set<string>();

  const add = (type: RecordType, content: string | null) => {
    const recordUrl = anchor ? `${url}#${anchor}` : url;
    const key = `${recordUrl}|${type}|${content ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    records.push({
      objectID: createHash('sha1').update(key).digest('hex').slice(0, 16),
      hierarchy: {...hierarchy},
      content,
      type,
      url: recordUrl,
      url_without_anchor: url,
      anchor,
      language,
      docusaurus_tag: tag,
      position: records.length,
    });
  };

  add('lvl1', null);
  const walk = (element: Element) => {
    for (const child of children(element)) {
      if (skippedTags.has(child.tagName) || child.tagName === 'header') continue;
      const level = headingLevel[child.tagName];
      if (level) {
        const text = ownText(child);
        if (!text) continue;
        const key = hierarchyLevels[level]!;
        hierarchy[key] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[hierarchyLevels[deeper]!] = null;
        anchor = attribute(child, 'id') ?? anchor;
        add(key as RecordType, null);
        continue;
      }
      // A list item made of paragraphs is recorded paragraph by paragraph, not twice.
      const hasParagraphs = children(child).some((node) => node.tagName === 'p');
      if (contentTags.has(child.tagName) && !hasParagraphs) {
        const text = child.tagName === 'tr' ? rowText(child) : ownText(child);
        if (text) add('content', text);
      }
      walk(child);
    }
  };
  walk(container);
  return records;
}
