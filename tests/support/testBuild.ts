import {fromPlugins} from './fromPlugins';

/**
 * The test build: the site with the test-only pages, such as the crash screen, that the production build never has,
 * and whatever a plugin's tests ask of it (the `env` of its `tests/testBuild.ts`: search's hosted mode).
 */
export const testBuildEnv: Record<string, string> = Object.assign(
  {ASSETRA_TEST_ROUTES: '1'},
  ...fromPlugins<Record<string, string>>('testBuild.ts', 'env'),
);

export const testBuildDir = 'build-test';
export const testBuildPort = Number(process.env.E2E_TEST_BUILD_PORT ?? 4174);
