/**
 * Where a doc page's Markdown copy is served: its permalink plus `.md`, and `index.md` inside a
 * permalink that ends in `/` (`/docs/resources/faqs` → `/docs/resources/faqs.md`,
 * `/docs/introduction/` → `/docs/introduction/index.md`). The llms-txt plugin writes the files and
 * the "Copy page" button fetches them by this one rule.
 */
export function markdownUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
