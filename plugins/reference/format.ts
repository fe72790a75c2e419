import type {LineCounter} from 'yaml';
import type {Block} from '../support/mdast';
import type {RenderContext} from './context';
import type {Item} from './items';
import type {Placement} from './placements';

/** What a format finds wrong in its files: the file (relative to reference/), the line when known, and what. */
export interface ReferenceProblem {
  file: string;
  line?: number;
  message: string;
}

/** A file offered for download under /reference/, with the words the download tables describe it by. */
export interface PublishedFile {
  file: string;
  text: string;
  description: string;
}

/** One directive a docs page may hold (`::name{attributes}`): what it renders there. */
export interface Directive<Bundle> {
  /** The headings it renders that must be on exactly one page: coverage and cross-links. */
  items?(bundle: Bundle, placement: Placement): Item[];
  render(context: RenderContext<Bundle>, placement: Placement): Block[];
}

/**
 * A kind of reference source (OpenAPI, GraphQL, Solidity, …): how its files load into the bundle, what the build
 * checks in them, the directives that render it in pages, and what it publishes. The site's formats are listed in
 * `formats.ts`; each lives in its own folder.
 */
export interface ReferenceFormat<Part extends object, Bundle = unknown> {
  /** Its folders under reference/: their files' times are the load cache's key, so `npm start` sees edits. */
  folders: readonly string[];
  /** Reads and parses its files into its part of the bundle; a file that does not parse throws, naming its file. */
  load(dir: string): Part;
  /** The same with slow work off this thread (the build's loading); `load` when absent. */
  loadInParallel?(dir: string): Promise<Part>;
  /** What the build refuses in the loaded reference (the tests check more, at more cost: ARCHITECTURE.md). */
  validate?(bundle: Bundle): ReferenceProblem[];
  directives: Readonly<Record<string, Directive<Bundle>>>;
  /** Everything it defines that a page must render once: the coverage test's expectation. */
  items?(bundle: Bundle): Item[];
  /** Files offered for download under /reference/. */
  publish?(bundle: Bundle): PublishedFile[];
  /**
   * Other files the site serves (path under the site, no leading slash → text), such as the API explorers' data, from
   * its own part alone: the build writes them on a worker thread that loads only the formats that serve.
   */
  serve?(part: Part): Iterable<readonly [string, string]>;
}

/** Problems as the build prints them: `reference/<file>:<line>: <message>`, one a line. */
export function describeProblems(problems: readonly ReferenceProblem[]): string {
  return problems
    .map(({file, line, message}) => `reference/${file}${line === undefined ? '' : `:${line}`}: ${message}`)
    .join('\n');
}

/** Formats listed together: the site's (`formats.ts`), or a test's. */
export type Formats<Bundle> = readonly ReferenceFormat<object, Bundle>[];

/** Every directive of some formats by name; two formats may not claim one name. */
export function directivesOf<Bundle>(formats: Formats<Bundle>): Map<string, Directive<Bundle>> {
  const directives = new Map<string, Directive<Bundle>>();
  for (const format of formats)
    for (const [name, directive] of Object.entries(format.directives)) {
      if (directives.has(name)) throw new Error(`Two reference formats define the directive ::${name}`);
      directives.set(name, directive);
    }
  return directives;
}

/**
 * What the build refuses in a loaded reference, every format's problems together. A check that throws on a file it
 * did not expect (a missing `responses`, say) is a problem of the format's files, not a crash.
 */
export function referenceProblems<Bundle>(formats: Formats<Bundle>, bundle: Bundle): ReferenceProblem[] {
  return formats.flatMap((format) => checked(format.folders.join(', '), () => format.validate?.(bundle) ?? []));
}

/** A file's problems, or, when its checks throw on something they did not expect, that as the file's problem. */
export function checked(file: string, check: () => ReferenceProblem[]): ReferenceProblem[] {
  try {
    return check();
  } catch (error) {
    return [{file, message: `the checks could not read it: ${(error as Error).message}`}];
  }
}

/** Throws, listing every problem at its file and line, when the build's checks refuse the reference (loadContent). */
export function refuseProblems<Bundle>(formats: Formats<Bundle>, bundle: Bundle): void {
  const problems = referenceProblems(formats, bundle);
  if (problems.length > 0)
    throw new Error(
      `reference/ has ${problems.length} problem(s); fix them and build again:\n${describeProblems(problems)}`,
    );
}

/**
 * A parser's error as the build reports it: `reference/<file>:<line>: <message>`, the line from YAML's `linePos` or
 * graphql-js' `locations` when the error has one.
 */
export function inFile(file: string, error: unknown): Error {
  const {message, linePos, locations} = error as {
    message: string;
    linePos?: {line: number}[];
    locations?: readonly {line: number}[];
  };
  const line = linePos?.[0]?.line ?? locations?.[0]?.line;
  return new Error(`reference/${file}${line === undefined ? '' : `:${line}`}: ${message.split('\n')[0]}`, {
    cause: error,
  });
}

/** The line (1-based) where a YAML node starts, by the line counter its document was parsed with. */
export function yamlLine(lineCounter: LineCounter, node: unknown): number | undefined {
  const start = (node as {range?: [number, number, number]} | undefined)?.range?.[0];
  return start === undefined ? undefined : lineCounter.linePos(start).line;
}
