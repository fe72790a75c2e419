import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {readTutorial, runsCommands, type Tutorial} from '../support/tutorials/steps';
import {
  matchesOutput,
  runTutorial,
  startTutorialWorld,
  type StepResult,
  type TutorialWorld,
} from '../support/tutorials/run';
import {repoRoot} from '../support/paths';

// Each tutorial installs its packages and runs its scripts: seconds each, a minute or more on a busy machine.
const tutorialTimeout = 600_000;

const tutorials = contentPages(repoRoot)
  .map((page) => readTutorial(repoRoot, page))
  .filter((tutorial): tutorial is Tutorial => tutorial !== undefined);

/** `docs/introduction/index.mdx:182 (npx tsx sandbox-sign-in.ts): exited with 1` and what it printed. */
const failure = (result: StepResult) =>
  `${result.page}:${result.line} (${result.step.kind === 'file' ? result.step.name : result.step.code.split('\n')[0]}): ` +
  `${result.problem}\n${result.output.slice(0, 2000)}`;

let world: TutorialWorld;
beforeAll(async () => {
  world = await startTutorialWorld(repoRoot, loadReference());
}, 120_000);
afterAll(() => world?.close());

describe('every tutorial runs as its reader would, offline, against the local mocks', () => {
  it('every page that has its reader run commands is a tutorial (front matter `tutorial:`)', () => {
    const commandPages = contentPages(repoRoot).filter((page) => runsCommands(repoRoot, page));
    expect(commandPages.length).toBeGreaterThanOrEqual(10);
    expect(commandPages.filter((page) => !tutorials.some((tutorial) => tutorial.page === page))).toEqual([]);
  });

  for (const tutorial of tutorials) {
    it(
      tutorial.page,
      async () => {
        const results = await runTutorial(world, tutorial);
        expect(results.filter((result) => !result.ok).map(failure)).toEqual([]);
        expect(results).toHaveLength(tutorial.steps.length);
      },
      tutorialTimeout,
    );
  }
});

describe('a broken tutorial fails with its page and step', () => {
  it(
    'the quick start without `npm pkg set type=module` fails at the sign-in script',
    async () => {
      const quickstart = tutorials.find((tutorial) => tutorial.page === 'docs/introduction/index.mdx')!;
      const broken: Tutorial = {
        ...quickstart,
        steps: quickstart.steps.map((step) =>
          step.kind === 'shell' ? {...step, code: step.code.replace(' && npm pkg set type=module', '')} : step,
        ),
      };
      const results = await runTutorial(world, broken);
      const last = results.at(-1)!;
      expect(last.ok).toBe(false);
      expect(failure(last)).toMatch(
        /^docs\/introduction\/index\.mdx:\d+ \(export ASSETRA_ACCESS_TOKEN="\$\(npx tsx sandbox-sign-in\.ts\)"\): exited with 1\n[\s\S]*Top-level await/,
      );
    },
    tutorialTimeout,
  );

  it('an Output block the command does not print fails, quoting the line', async () => {
    const tutorial: Tutorial = {
      page: 'docs/example.mdx',
      settings: {env: [], input: [], clock: undefined},
      steps: [
        {kind: 'shell', line: 12, code: 'echo "HSIF / USDC 99999"', output: {line: 16, text: 'HSIF / USDC 100000'}},
      ],
    };
    const [result] = await runTutorial(world, tutorial);
    expect(failure(result!)).toBe(
      'docs/example.mdx:12 (echo "HSIF / USDC 99999"): the page says it prints "HSIF / USDC 100000"\nHSIF / USDC 99999\n',
    );
  });

  it('Output lines match in order, `…` standing for any text', () => {
    const printed =
      'Included in block 18400002: 0xf4e5\nPENDING: 1 of about 150 confirmations\nConfirmed in block 18400002: Supplied';
    expect(matchesOutput('Included in block …: 0x…\nConfirmed in block …: Supplied', printed)).toBeUndefined();
    expect(matchesOutput('Confirmed in block …: Supplied\nIncluded in block …: 0x…', printed)).toBe(
      'the page says it prints "Included in block …: 0x…" after the lines before it',
    );
  });
});
