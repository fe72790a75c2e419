/**
 * `npm run search:push`: uploads the records of the production build (the very records the
 * embedded index holds) to Algolia with the official client. Run `npm run build` first.
 * Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY; ALGOLIA_INDEX_NAME defaults to "assetra".
 * The admin key is read here only, never by the site config, so it cannot reach the browser.
 */
import path from 'node:path';
import {algoliasearch, type Algoliasearch} from 'algoliasearch';
import {algoliaIndexName} from './backend';
import {collectRecords} from './collectRecords';
import {algoliaIndexSettings} from './algoliaSettings';
import type {SearchRecord} from './engine/records';

export interface PushOptions {
  client: Algoliasearch;
  indexName: string;
  records: SearchRecord[];
}

/** Replaces the index's records atomically and applies the ranking and facet settings. */
export async function pushRecords({client, indexName, records}: PushOptions): Promise<void> {
  await client.setSettings({indexName, indexSettings: algoliaIndexSettings});
  await client.replaceAllObjects({indexName, objects: records.map(algoliaObject)});
}

/** A record as Algolia stores it: without the page's code terms, which weigh pages in the embedded index only. */
function algoliaObject(record: SearchRecord): Record<string, unknown> {
  const object: Record<string, unknown> = {...record};
  delete object.code;
  return object;
}

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set. search:push needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY.`);
  return value;
}

async function main() {
  const client = algoliasearch(required('ALGOLIA_APP_ID'), required('ALGOLIA_ADMIN_API_KEY'));
  const indexName = algoliaIndexName();
  const records = collectRecords(path.resolve(__dirname, '..', '..', 'build'));
  if (records.length === 0) throw new Error('No records found in build/: run "npm run build" first.');
  await pushRecords({client, indexName, records});
  console.log(`Pushed ${records.length} records to the Algolia index "${indexName}".`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
