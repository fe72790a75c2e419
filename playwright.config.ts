import {defineConfig, devices} from '@playwright/test';
import {testBuildDir, testBuildPort} from './tests/support/testBuild';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium: the tests never download a browser. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // A feature's own tests sit in its plugin's folder (plugins/*/tests), so removing the feature removes them.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/tests/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs as much as many tests' own steps: `npm test` (CI=1) records none; run a failing spec
    // alone (`npx playwright test <file>`) to keep its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --no-open`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The test build (npm test makes it): test-only pages, and search in hosted mode with intercepted requests.
      command: `npx docusaurus serve --dir ${testBuildDir} --port ${testBuildPort} --no-open`,
      url: `http://localhost:${testBuildPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
