/**
 * What search asks of the test build (tests/support/testBuild.ts): hosted mode, with throwaway Algolia credentials
 * whose requests the browser tests answer.
 */
export const env = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'assetra',
  // Set on purpose: a test checks that it never reaches the built site.
  ALGOLIA_ADMIN_API_KEY: 'test-admin-key-must-not-ship',
};
