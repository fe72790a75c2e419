import fs from 'node:fs';
import path from 'node:path';
import type {Code} from 'mdast';
import {parse as parseYaml} from 'yaml';
import {pageCodeBlocks} from '../../../scripts/support/pageCodeBlocks';

/**
 * What a tutorial page declares in its front matter under `tutorial:`: what the reader has before the first step.
 * The test supplies each variable as the reader's own would be: a fresh private key for `*_PRIVATE_KEY`, the
 * Sandbox API key the mock accepts for `*API_KEY`, the access token for `*ACCESS_TOKEN`.
 */
export interface TutorialSettings {
  env: string[];
  /** Stdin lines the reader types when a command reads the terminal (`read -s KEY`), by variable name. */
  input: string[];
  /** The moment the page's example happens (ISO 8601); its clock runs from there. Now, when absent. */
  clock: string | undefined;
  /**
   * The example's account each private key stands for (`SIGNER_PRIVATE_KEY: '0xEe94…'`): the page asks the reader
   * for that account's key, as the treasury's own developer has it, so the test's key signs as that account.
   */
  accounts: Record<string, string>;
  /** Earlier tutorials the page builds on (`run-build.ts` of the build guide): their files exist before step one. */
  uses: string[];
  /** Files the reader brings (the documents an issuance uploads): the test makes a small stand-in of each. */
  files: string[];
}

/** One thing the reader does, in page order. A shell step may say when the reader runs it (`clock="…"`). */
export type TutorialStep =
  | {kind: 'file'; line: number; name: string; code: string}
  | {
      kind: 'shell';
      line: number;
      code: string;
      output: {line: number; text: string} | undefined;
      clock?: string | undefined;
    };

export interface Tutorial {
  page: string;
  settings: TutorialSettings;
  steps: TutorialStep[];
}

const shellLanguages = new Set(['bash', 'sh', 'shell']);

/** A meta attribute's value: `title="a.ts"`. */
const metaValue = (meta: string | null | undefined, name: string) =>
  new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`)
    .exec(meta ?? '')
    ?.slice(1)
    .find((value) => value !== undefined);

/** `first-write.ts` from `title="first-write.ts"`; a title that is not a file name (`Output`) is none. */
const fileNameOf = (block: Code) => {
  const title = metaValue(block.meta, 'title');
  return title && /^[\w.-]+\.\w+$/.test(title) ? title : undefined;
};

export const isOutputBlock = (block: Code) => metaValue(block.meta, 'title') === 'Output';

/** The `tutorial:` front matter of a page, or undefined when the page is not a tutorial. */
export function tutorialSettings(repoRoot: string, page: string): TutorialSettings | undefined {
  const text = fs.readFileSync(path.join(repoRoot, page), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontMatter = (match ? parseYaml(match[1]!) : {}) as {tutorial?: Partial<TutorialSettings> | true};
  if (!frontMatter.tutorial) return undefined;
  const declared = frontMatter.tutorial === true ? {} : frontMatter.tutorial;
  return {
    env: declared.env ?? [],
    input: declared.input ?? [],
    clock: declared.clock,
    accounts: declared.accounts ?? {},
    uses: declared.uses ?? [],
    files: declared.files ?? [],
  };
}

/**
 * A tutorial's steps, taken from its page as the reader sees them: every shell block is a command to run (with the
 * `Output` block after it, if any, as what it must print), every block titled with a file name is that file's
 * content (blocks with one title are one file shown in parts; a block that repeats the first part is the whole file).
 * Blocks in tabs all run, in page order.
 */
export function tutorialSteps(repoRoot: string, page: string): TutorialStep[] {
  const steps: TutorialStep[] = [];
  for (const block of pageCodeBlocks(repoRoot, page)) {
    const line = block.position!.start.line;
    if (isOutputBlock(block)) {
      const previous = steps.at(-1);
      if (previous?.kind !== 'shell' || previous.output)
        throw new Error(`${page}:${line}: an Output block must follow the command that prints it`);
      previous.output = {line, text: block.value};
      continue;
    }
    if (shellLanguages.has(block.lang ?? '')) {
      const clock = metaValue(block.meta, 'clock');
      if (clock !== undefined && Number.isNaN(Date.parse(clock)))
        throw new Error(`${page}:${line}: clock="${clock}" is not an ISO 8601 moment`);
      steps.push({kind: 'shell', line, code: block.value, output: undefined, ...(clock ? {clock} : {})});
      continue;
    }
    const name = fileNameOf(block);
    if (name) steps.push({kind: 'file', line, name, code: block.value});
  }
  return steps;
}

/**
 * Whether a page is one a reader follows by running commands: a how-to with shell blocks, a page that sets up a
 * project (`npm init`), or a page whose shell blocks run a file the page itself shows. Such a page must be a tutorial.
 */
export function runsCommands(repoRoot: string, page: string): boolean {
  const steps = tutorialSteps(repoRoot, page);
  const shell = steps.filter((step) => step.kind === 'shell');
  if (shell.length === 0) return false;
  if (/\/how-tos\//.test(page) || shell.some((step) => /\bnpm init\b/.test(step.code))) return true;
  const files = new Set(steps.flatMap((step) => (step.kind === 'file' ? [step.name] : [])));
  return shell.some((step) =>
    [...step.code.matchAll(/\b(?:npx tsx|tsx|node)\s+([\w.-]+\.\w+)/g)].some((match) => files.has(match[1]!)),
  );
}

export function readTutorial(repoRoot: string, page: string): Tutorial | undefined {
  const settings = tutorialSettings(repoRoot, page);
  return settings && {page, settings, steps: tutorialSteps(repoRoot, page)};
}
