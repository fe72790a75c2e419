import {describe, expect, it} from 'vitest';
import {algoliasearch} from 'algoliasearch';
import {pushRecords} from '../push';
import {fixtureRecords} from './support/searchFixtures';

interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** An Algolia client whose transport records every request and answers like the API would. */
function recordingClient() {
  const sent: SentRequest[] = [];
  const client = algoliasearch('APP123', 'admin-key', {
    requester: {
      async send(request) {
        const url = new URL(request.url);
        sent.push({
          method: request.method,
          url,
          headers: request.headers,
          body: typeof request.data === 'string' ? JSON.parse(request.data) : undefined,
        });
        const content = url.pathname.includes('/task/')
          ? {status: 'published', pendingTask: false}
          : {taskID: sent.length, objectIDs: [], updatedAt: '2026-11-21T00:00:00Z'};
        return {status: 200, content: JSON.stringify(content), isTimedOut: false};
      },
    },
  });
  return {client, sent};
}

describe('npm run search:push (mocked transport, no network)', () => {
  it('applies the DocSearch settings, then replaces every record of the index', async () => {
    const {client, sent} = recordingClient();
    const records = [{...fixtureRecords[0]!, code: 'createassetraclient'}, ...fixtureRecords.slice(1)];
    await pushRecords({client, indexName: 'assetra', records});

    const settings = sent.find((request) => request.url.pathname === '/1/indexes/assetra/settings');
    expect(settings?.method).toBe('PUT');
    expect(settings?.body).toMatchObject({
      attributesForFaceting: ['language', 'docusaurus_tag'],
      attributesToSnippet: ['content:10'],
      hitsPerPage: 20,
    });

    const batches = sent.filter((request) => /\/1\/indexes\/assetra_tmp_\d+\/batch$/.test(request.url.pathname));
    const pushed = batches.flatMap((request) =>
      (request.body as {requests: {body: {objectID: string}}[]}).requests.map((entry) => entry.body),
    );
    expect(pushed.map((entry) => entry.objectID)).toEqual(fixtureRecords.map((record) => record.objectID));
    expect(pushed[0]).toMatchObject({
      hierarchy: fixtureRecords[0]!.hierarchy,
      url: fixtureRecords[0]!.url,
      type: 'lvl1',
    });
    expect(pushed[0]).not.toHaveProperty('code');

    const move = sent.find(
      (request) =>
        request.url.pathname.endsWith('/operation') && (request.body as {operation: string}).operation === 'move',
    );
    expect(move?.body).toMatchObject({operation: 'move', destination: 'assetra'});
    expect(
      sent.every(
        (request) => request.url.hostname.endsWith('algolia.net') || request.url.hostname.endsWith('algolianet.com'),
      ),
    ).toBe(true);
  });
});
