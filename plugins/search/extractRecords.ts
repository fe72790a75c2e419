import {hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord} from './engine/records';
import {indexTerms, words} from './engine/tokens';
import {attribute, children, find, hasClass, parseHtml, tagOf, textOf, type Element} from '../support/builtHtml';

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

/**
 * A 64-bit FNV-1a hash of a record's key as 16 hex digits: stable across builds while the record
 * is, and a few times cheaper than a cryptographic hash over a million records.
 */
function stableId(key: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < key.length; index++) {
    low ^= key.charCodeAt(index);
    // Multiply by the 64-bit FNV prime 0x100000001b3 in 32-bit halves.
    const lowProduct = low * 0x1b3;
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + Math.floor(lowProduct / 0x100000000)) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

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
        skippedTags.has(tagOf(node)) ||
        hasClass(node, 'hash-link') ||
        (node !== element && (tagOf(node) === 'ul' || tagOf(node) === 'ol')),
    ),
  );
}

/**
 * The link target a row or item opens with: an element with an id of its own (not a heading) whose
 * text starts the row's, such as a code in an error catalogue (`AnchorTarget`).
 */
function targetOf(element: Element, text: string): {id: string; name: string} | null {
  const target = find(
    element,
    (node) => node !== element && !headingLevel[tagOf(node)] && attribute(node, 'id') !== null,
  );
  const name = target ? normaliseText(textOf(target)) : '';
  return target && name && text.startsWith(name) ? {id: attribute(target, 'id')!, name} : null;
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
function pageParts(html: string): {htmlClass: string; head: string; article: Element | null; code: string} {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  // Minified pages may omit </head>: everything before the article holds the <html> tag and the metas.
  const head = html.slice(0, Math.max(start, 0));
  const htmlClass = /<html[^>]*\sclass=["']?([^"'>]*)/.exec(head)?.[1] ?? '';
  if (start < 0 || end < 0) return {htmlClass, head, article: null, code: ''};
  const code: string[] = [];
  const articleHtml = html
    .slice(start, end + '</article>'.length)
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g, (_, inner: string) => {
      code.push(codeTerms(inner));
      return '';
    });
  return {
    htmlClass,
    head,
    article: find(parseHtml(articleHtml), (element) => tagOf(element) === 'article'),
    code: code.join(' '),
  };
}

/**
 * The identifiers of a code block's markup (tags and character references dropped), as the terms
 * a reader types for them whole: createAssetraClient as "createassetraclient", assetra.pools.buildBorrow
 * as "buildborrow", "poolsbuildborrow" and so on, MISSING_ROLE as "missingrole". Their parts and the
 * block's other words are left out: they are the prose's words, and would weigh a page for every
 * `const`, `.id` and chain id its samples repeat.
 */
function codeTerms(markup: string): string {
  const text = markup.replace(/<[^>]*>|&[#\w]+;/g, ' ');
  const terms: string[] = [];
  for (const [identifier] of text.matchAll(identifierPattern)) {
    const parts = new Set(words(identifier));
    for (const term of indexTerms(identifier)) if (!parts.has(term)) terms.push(term);
    for (const part of identifier.split(/[._]/)) if (/[a-z\d][A-Z]/.test(part)) terms.push(part.toLowerCase());
  }
  return terms.join(' ');
}
/** Names joined by dots or underscores, or written in camel case. */
const identifierPattern = /[A-Za-z$][\w$]*(?:[._][A-Za-z$][\w$]*)+|[A-Za-z][a-z\d]*[A-Z][\w$]*/g;

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
  const {htmlClass, head, article, code} = pageParts(html);
  const container = contentRoot(htmlClass, article);
  if (!container) return [];
  const heading = find(article!, (element) => tagOf(element) === 'h1');
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
      objectID: stableId(key),
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
  if (code) records[0].code = code;
  /**
   * A row or item that starts with a link target of its own (an error code in its catalogue) is
   * recorded under it, as under a heading one level down: a hit on it opens at the row, and its
   * name weighs as a heading's. The headings around it are as they were after it.
   */
  const addTarget = ({id, name}: {id: string; name: string}, text: string) => {
    const saved = {...hierarchy};
    const savedAnchor = anchor;
    const depth = Math.min(6, Math.max(...hierarchyLevels.map((level, index) => (hierarchy[level] ? index : 1))) + 1);
    const key = hierarchyLevels[depth];
    hierarchy[key] = name;
    anchor = id;
    add(key as RecordType, null);
    add('content', text);
    Object.assign(hierarchy, saved);
    anchor = savedAnchor;
  };
  const walk = (element: Element) => {
    for (const child of children(element)) {
      if (skippedTags.has(tagOf(child)) || tagOf(child) === 'header') continue;
      const level = headingLevel[tagOf(child)];
      if (level) {
        const text = ownText(child);
        if (!text) continue;
        const key = hierarchyLevels[level];
        hierarchy[key] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[hierarchyLevels[deeper]] = null;
        anchor = attribute(child, 'id') ?? anchor;
        add(key as RecordType, null);
        continue;
      }
      // A list item made of paragraphs is recorded paragraph by paragraph, not twice.
      const hasParagraphs = children(child).some((node) => tagOf(node) === 'p');
      if (contentTags.has(tagOf(child)) && !hasParagraphs) {
        const text = tagOf(child) === 'tr' ? rowText(child) : ownText(child);
        const target = text ? targetOf(child, text) : null;
        if (target) addTarget(target, text);
        else if (text) add('content', text);
      }
      walk(child);
    }
  };
  walk(container);
  return records;
}
