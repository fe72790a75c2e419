import {pageCodeBlocks} from '../../../scripts/support/pageCodeBlocks';

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

/** A meta attribute's value: `title="a.ts"` or `nocheck="why"`. */
const metaValue = (meta: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`)
    .exec(meta)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Every ```ts, ```typescript and ```tsx block of one MDX or Markdown page, as written in its source. */
export function pageSnippets(repoRoot: string, page: string): Snippet[] {
  return pageCodeBlocks(repoRoot, page).flatMap((node) => {
    const lang = typescriptLangs[node.lang ?? ''];
    if (!lang) return [];
    const meta = node.meta ?? '';
    return [
      {
        page,
        line: node.position!.start.line,
        lang,
        title: metaValue(meta, 'title'),
        nocheck: metaValue(meta, 'nocheck'),
        code: node.value,
      },
    ];
  });
}
