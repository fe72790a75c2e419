/** Whether this build has the test-only pages: only the test build sets ASSETRA_TEST_ROUTES=1. */
export const testRoutesEnabled = (): boolean => process.env.ASSETRA_TEST_ROUTES === '1';
