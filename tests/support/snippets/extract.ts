import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** A fenced TypeScript block of a page, where the reader sees it. */
export interface Snippet {
  /** The page, relative to the repository root (`docs/pools/sdk/collateral-pool.mdx`). */
  page: string;
  /** Line of the opening fence in the page, 1-based. */
  line: number;
  lang: 'ts' | 'tsx';
  /** `run-build.ts` from ```ts title="run-build.ts"; other snippets import it as `./run-build`. */
  title: string | undefined;
  /** The reason after `nocheck=`, when the page opts the block out of type-checking. */
  nocheck: string | undefined;
  code: string;
}

const typescriptLangs: Record<string, Snippet['lang']> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

// `.md` pages hold HTML comments (`<!-- truncate -->`) that only Markdown parses; Docusaurus converts them for MDX.
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkDirective);

/** A meta attribute's value: `title="a.ts"` or `nocheck="why"`. */
const metaValue = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta)?.slice(1).find((value) => value !== undefined);

/** Every ```ts, ```typescript and ```tsx block of one MDX or Markdown page, as written in its source. */
export function pageSnippets(repoRoot: string, page: string): Snippet[] {
  const parser = page.endsWith('.mdx') ? mdxParser : markdownParser;
  const tree = parser.parse(fs.readFileSync(path.join(repoRoot, page), 'utf8')) as Root;
  const snippets: Snippet[] = [];
  visit(tree, 'code', (node: Code) => {
    const lang = typescriptLangs[node.lang ?? ''];
    if (!lang) return;
    const meta = node.meta ?? '';
    snippets.push({page, line: node.position!.start.line, lang, title: metaValue(meta, 'title'), nocheck: metaValue(meta, 'nocheck'), code: node.value});
  });
  return snippets;
}

/** The folders whose pages readers see: docs, blog posts and standalone pages. */
export const snippetFolders = ['docs', 'blog', 'src/pages'];

/** Every page under the folders that could hold a snippet, relative to the repository root, sorted. */
export function snippetPages(repoRoot: string, folders = snippetFolders): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(repoRoot, folder), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
    )
    .sort();
}
