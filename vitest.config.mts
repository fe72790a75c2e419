import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
  // tsconfig keeps JSX for Docusaurus' own compiler; component render tests need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
});
