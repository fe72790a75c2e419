/** The synthetic corpus as a built site: one HTML page per synthetic page, as Docusaurus lays a doc out. */
import fs from 'node:fs';
import path from 'node:path';
import type {SearchRecord} from '../engine/records';

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function pageHtml(records: readonly SearchRecord[]): string {
  const [first] = records;
  const {lvl0, lvl1} = first!.hierarchy;
  const body = records
    .map((record) => {
      if (record.type === 'lvl1') return '';
      if (record.type === 'content') return `<p>${escape(record.content ?? '')}</p>`;
      const level = Number(record.type.slice(3));
      const id = record.anchor ? ` id="${escape(record.anchor)}"` : '';
      return `<h${level}${id}>${escape(record.hierarchy[record.type] ?? '')}</h${level}>`;
    })
    .join('\n');
  const id = first!.url_without_anchor.replace(/^\/docs\//, '');
  return `<!doctype html><html lang="en" class="docs-doc-page docs-doc-id-${id}"><head><meta charset="utf-8"><title>${escape(lvl1 ?? '')}</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="https://docs.example.com${first!.url_without_anchor}"></head>
<body><main><article><nav class="theme-doc-breadcrumbs"><span itemprop="name">${escape(lvl0 ?? '')}</span></nav>
<div class="theme-doc-markdown markdown"><header><h1>${escape(lvl1 ?? '')}</h1></header>
${body}
</div></article></main></body></html>`;
}

/** Writes every page of `records` (consecutive by page) as `<dir><url>/index.html`; returns the page count. */
export function writeSyntheticSite(records: readonly SearchRecord[], dir: string): number {
  fs.rmSync(dir, {recursive: true, force: true});
  let pages = 0;
  for (let start = 0; start < records.length;) {
    let end = start + 1;
    while (end < records.length && records[end]!.url_without_anchor === records[start]!.url_without_anchor) end++;
    const folder = path.join(dir, records[start]!.url_without_anchor);
    fs.mkdirSync(folder, {recursive: true});
    fs.writeFileSync(path.join(folder, 'index.html'), pageHtml(records.slice(start, end)));
    pages++;
    start = end;
  }
  return pages;
}
