import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * Test files that take minutes, longest first. Vitest orders by last run's durations, which a fresh clone (CI) does
 * not have, and then by file size, which put the tutorials (a third of the unit phase) last in a worker's queue.
 */
const longest = ['tests/unit/tutorials.test.ts', 'tests/unit/markdownExport.test.ts'];

/** Vitest's order, with the files of `longest` first so the other worker fills in beside them. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longest.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? longest.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
