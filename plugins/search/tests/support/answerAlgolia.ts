import type {Page} from '@playwright/test';

/** A query the hosted build sent to Algolia, as the intercepting test received it. */
export interface AlgoliaQuery {
  url: URL;
  body: {requests: Record<string, unknown>[]};
}

/**
 * Answers every Algolia request of the page (the hosted build's test credentials reach no real application) with
 * one result set holding `hits`, and returns the list the requests are recorded in.
 */
export async function answerAlgolia(page: Page, query: string, hits: unknown[] = []): Promise<AlgoliaQuery[]> {
  const requests: AlgoliaQuery[] = [];
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    const request = route.request();
    let body: AlgoliaQuery['body'] = {requests: []};
    // A request without a JSON body is still answered, so the page never waits on an unanswered route.
    try {
      body = JSON.parse(request.postData() ?? '{}') as AlgoliaQuery['body'];
    } catch {
      // Recorded with no queries; the test's own expectations then say what is missing.
    }
    requests.push({url: new URL(request.url()), body});
    const results = {
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: hits.length > 0 ? 1 : 0,
      hitsPerPage: 20,
      query,
      params: '',
      processingTimeMS: 1,
      queryID: 'q1',
    };
    await route.fulfill({json: {results: [results]}});
  });
  return requests;
}
