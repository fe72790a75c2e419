import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

// `.md` pages hold HTML comments (`<!-- truncate -->`) that only Markdown parses; Docusaurus converts them for MDX.
// GFM as Docusaurus enables it, so a table is a table with a line per row.
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(remarkDirective);

/** The folders whose pages readers see: docs, blog posts and standalone pages. */
export const contentFolders = ['docs', 'blog', 'src/pages'];

/** Every MDX or Markdown page under the folders, relative to the repository root, sorted. */
export function contentPages(repoRoot: string, folders = contentFolders): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(repoRoot, folder), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
    )
    .sort();
}

/** A page's source as Docusaurus parses it: MDX for `.mdx`, Markdown for `.md`. */
export function parseSource(page: string, source: string): Root {
  return (page.endsWith('.mdx') ? mdxParser : markdownParser).parse(source);
}

/** One page's Markdown tree, parsed as Docusaurus parses it. */
export function parsePage(repoRoot: string, page: string): Root {
  return parseSource(page, fs.readFileSync(path.join(repoRoot, page), 'utf8'));
}

/** Every fenced code block of one page, as Markdown parses it (`value` is what Docusaurus hands on). */
export function pageCodeBlocks(repoRoot: string, page: string): Code[] {
  const blocks: Code[] = [];
  visit(parsePage(repoRoot, page), 'code', (node: Code) => void blocks.push(node));
  return blocks;
}
