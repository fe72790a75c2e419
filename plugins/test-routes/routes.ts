/** Paths of the test-only pages, shared by the plugin that adds them and the tests that visit them. */
export const testRoutes = {crash: '/__test__/crash'} as const;

/** Set by a test (`window[crashRecoveredFlag] = true`) so 'Try again' renders the page. */
export const crashRecoveredFlag = 'assetraTestCrashRecovered';
