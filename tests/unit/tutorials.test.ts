import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadReference} from '@site/plugins/reference/load';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {readTutorial, type Tutorial} from '../support/tutorials/steps';
import {runTutorial, startTutorialWorld, type StepResult, type TutorialWorld} from '../support/tutorials/run';
import {repoRoot} from '../support/paths';

// Each tutorial installs its packages and runs its scripts: seconds each, a minute or more on a busy machine.
const tutorialTimeout = 600_000;

const tutorials = contentPages(repoRoot)
  .map((page) => readTutorial(repoRoot, page))
  .filter((tutorial): tutorial is Tutorial => tutorial !== undefined);

/** `docs/introduction/index.mdx:182 (npx tsx sandbox-sign-in.ts): exited with 1` and what it printed. */
const failure = (result: StepResult) =>
  `${result.page}:${result.line} (${result.step.kind === 'file' ? result.step.name : result.step.code.split('\n')[0]}): ` +
  `${result.problem}\n${result.output.slice(-2000)}`;

let world: TutorialWorld;
beforeAll(async () => {
  world = await startTutorialWorld(repoRoot, loadReference());
}, 120_000);
afterAll(() => world?.close());

describe('every tutorial runs as its reader would, offline, against the local mocks', () => {
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
