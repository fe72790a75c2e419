import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {LongestFirstSequencer} from './tests/support/longestFirst';

export default defineConfig({
  test: {
    // A feature's own tests sit in its plugin's folder (plugins/*/tests), so removing the feature removes them.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'plugins/*/tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests parse or type-check the whole reference: seconds on a quiet machine, several times that on
    // a slow or busy one (5 s, the default, failed there). A test that hangs still fails.
    testTimeout: 60_000,
    // Vitest's default leaves a core free (one worker on two cores), but most test time here is spent waiting on
    // child processes (npm, tsx, solc, the sample runners), so two workers finish the suite sooner even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: {sequencer: LongestFirstSequencer},
    // The test files share each worker's module graph: they read the same reference, pages and plugins, and loading
    // them once per worker rather than once per file saves about 190 s of a CI run's imports (no test stubs a module).
    isolate: false,
    // GraphQL Inspector's CommonJS build would load graphql's CommonJS copy beside the ES module the reference's
    // schemas come from, and graphql refuses types from another copy; inlined, it imports the same one.
    server: {deps: {inline: ['@graphql-inspector/core']}},
  },
  // tsconfig keeps JSX for Docusaurus' own compiler; component render tests need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      // Theme aliases src/lib imports, as Docusaurus' bundler resolves them.
      '@docusaurus/isInternalUrl': '@docusaurus/core/lib/client/exports/isInternalUrl.js',
      '@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js',
    },
  },
});
