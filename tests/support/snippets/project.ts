import path from 'node:path';
import type {Snippet} from './extract';

/** A virtual TypeScript file made of one snippet, or of a page's blocks that share a title, in order. */
export interface SnippetFile {
  /** Absolute virtual path: `<root>/<page>/<file name>`. */
  fileName: string;
  page: string;
  /** `run-build` for ```ts title="run-build.ts"; undefined for an untitled block. */
  moduleName: string | undefined;
  /** The blocks in file order, each with the file line (0-based) its first code line lands on. */
  parts: {snippet: Snippet; startLine: number}[];
  text: string;
}

/** `collateral-pool-example.ts` from `collateral-pool-example.ts` or `docusaurus.config.ts (excerpt)`. */
const fileNameOf = (title: string) => title.split(/\s/)[0]!;
const moduleNameOf = (specifier: string) => path.posix.basename(specifier).replace(/\.tsx?$/, '');

/**
 * The files a reader would create from the snippets of every page. A page's blocks with the same
 * title are one file shown in parts ("the code blocks from here on all go into it"); an untitled
 * block is a file of its own. Every file is a module, so names never leak between snippets.
 */
export function snippetFiles(root: string, snippets: Snippet[]): SnippetFile[] {
  const files = new Map<string, SnippetFile>();
  for (const snippet of snippets) {
    const name = snippet.title ? fileNameOf(snippet.title) : `line-${snippet.line}.${snippet.lang}`;
    let fileName = path.posix.join(root, snippet.page, name);
    // A block that starts with the file's first part again is the whole file ("for copying in one piece").
    const first = files.get(fileName)?.parts[0]?.snippet.code;
    if (first && snippet.code.startsWith(first)) fileName = path.posix.join(root, snippet.page, 'complete', name);
    const file = files.get(fileName) ?? {
      fileName,
      page: snippet.page,
      moduleName: snippet.title ? moduleNameOf(name) : undefined,
      parts: [],
      text: '',
    };
    const startLine = file.text ? file.text.split('\n').length : 0;
    file.parts.push({snippet, startLine});
    file.text = file.text ? `${file.text}\n${snippet.code}` : snippet.code;
    files.set(fileName, file);
  }
  return [...files.values()];
}

/** The snippet and page line of a line in a snippet file, for diagnostics a writer can act on. */
export function sourceLine(file: SnippetFile, fileLine: number): {snippet: Snippet; pageLine: number} {
  const part = [...file.parts].reverse().find((candidate) => candidate.startLine <= fileLine) ?? file.parts[0]!;
  // The code starts on the line after the opening fence.
  return {snippet: part.snippet, pageLine: part.snippet.line + 1 + fileLine - part.startLine};
}

/**
 * Where `./name` in a snippet file points: the titled file of that name on the same page, or else the
 * one page that defines it. Two other pages defining it make the import ambiguous, which is an error.
 */
export function resolveSnippetImport(
  files: SnippetFile[],
  from: SnippetFile,
  specifier: string,
): SnippetFile | undefined {
  const name = moduleNameOf(specifier);
  const titled = files.filter((file) => file.moduleName === name);
  const samePage = titled.find((file) => file.page === from.page);
  if (samePage) return samePage;
  if (titled.length > 1)
    throw new Error(
      `${from.page}: "${specifier}" is ambiguous, defined on ${titled.map((file) => file.page).join(', ')}`,
    );
  return titled[0];
}
