// ESLint as the Docusaurus repository runs it: the JavaScript and typescript-eslint recommended rules,
// React hooks, and Docusaurus' own rules (translatable strings, Link for site links, Heading).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-test/',
      '.docusaurus/',
      'node_modules/',
      'bench/.peers/',
      'bench/.stock-site/',
      'test-results/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Unused names are errors, except a deliberately ignored one (`_name`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      // Prettier breaks code at 120 columns; comments are wrapped by hand. Strings are left whole.
      'max-len': [
        'error',
        {code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true},
      ],
    },
  },
  {
    // src/, a plugin's theme/, client/ and engine/ (code the browser and the build share) and its settings, and the
    // contracts of plugins/support that pages read, are what readers' browsers run: no Node module, and nothing from
    // the tests or the benchmarks.
    files: [
      'src/**/*.{ts,tsx}',
      'plugins/*/settings.ts',
      'plugins/support/keyboardHint.ts',
      'plugins/*/theme/**/*.{ts,tsx}',
      'plugins/*/client/**/*.{ts,tsx}',
      'plugins/*/engine/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'module'],
              message: 'Browser code: no Node modules.',
            },
            {
              group: ['**/tests/**', '@site/tests/**', '**/bench/**', '@site/bench/**'],
              message: 'Browser code imports nothing from tests/ or bench/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site's own code (browser, build plugins, config, scripts) is linted with its types: a promise nobody awaits,
    // an assertion the types already make, `any` leaking out of a parse.
    files: [
      'src/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx,mts}',
      'config/**/*.ts',
      'scripts/**/*.{ts,mts}',
      'docusaurus.config.ts',
      'sidebars.ts',
    ],
    // A plugin's own tests and benchmarks are linted as the other tests and benchmarks are.
    ignores: ['plugins/*/tests/**', 'plugins/*/bench/**'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
  },
  {
    // Playwright reads fixtures from a destructuring pattern: a test that needs none writes `{}`.
    files: ['tests/e2e/**', 'plugins/*/tests/**/*.spec.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
);
