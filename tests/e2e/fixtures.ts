import {test as base, expect} from '@playwright/test';

/**
 * Every end-to-end test runs offline: requests that leave localhost are aborted,
 * and an uncaught error in the page fails the test.
 */
export const test = base.extend<{blockExternalRequests: void; pageErrors: Error[]}>({
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    {auto: true},
  ],
  blockExternalRequests: [
    async ({context}, use) => {
      await context.route(
        (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    {auto: true},
  ],
});

export {expect};
