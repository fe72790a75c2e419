/**
 * The test build's environment: fake Algolia credentials (the browser tests answer its requests)
 * and the test-only pages, such as the crash screen, that the production build never has.
 */
export const hostedSearchEnv = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'assetra',
  // Set on purpose: a test checks that it never reaches the built site.
  ALGOLIA_ADMIN_API_KEY: 'test-admin-key-must-not-ship',
  ASSETRA_TEST_ROUTES: '1',
};

export const hostedBuildDir = 'build-hosted';
export const hostedPort = Number(process.env.E2E_HOSTED_PORT ?? 4174);
