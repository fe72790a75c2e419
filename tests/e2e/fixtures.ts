import {test as base, expect} from '@playwright/test';

/**
 * Every end-to-end test runs offline: requests that leave localhost are aborted, and an uncaught error in the page
 * fails the test. Both wrap the built-in `context` and `page` fixtures rather than being automatic, so that a test
 * that only sends HTTP requests (`request`) opens no browser page.
 */
export const test = base.extend<{pageErrors: Error[]}>({
  // Filled by `page` below; a test that expects an error reads and empties it.
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  context: async ({context}, provide) => {
    await context.route(
      (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    await provide(context);
  },
  page: async ({page, pageErrors}, provide) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    await provide(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export {expect};
