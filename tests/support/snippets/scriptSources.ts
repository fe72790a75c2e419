import ts from 'typescript';
import {pageCodeBlocks} from '../../../scripts/support/pageCodeBlocks';

/** A page's TypeScript or JavaScript block, parsed, with the page line of any node in it. */
export interface ScriptSource {
  page: string;
  source: ts.SourceFile;
  lineOf: (node: ts.Node) => number;
}

const scriptLangs = new Set(['ts', 'tsx', 'js', 'mjs', 'typescript', 'javascript']);

/** Every script block of the pages, parsed as TSX so that both languages and JSX read; what sample checks walk. */
export function scriptSources(repoRoot: string, pages: string[]): ScriptSource[] {
  return pages.flatMap((page) =>
    pageCodeBlocks(repoRoot, page)
      .filter((block) => scriptLangs.has(block.lang ?? ''))
      .map((block) => {
        const source = ts.createSourceFile('block.tsx', block.value, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
        const lineOf = (node: ts.Node) =>
          block.position!.start.line + 1 + source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        return {page, source, lineOf};
      }),
  );
}
