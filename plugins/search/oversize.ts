import {searchSettings} from './settings';

/** What the build says when a site has outgrown the embedded index, or null while it fits. */
export function oversizeWarning(pages: number): string | null {
  const limit = searchSettings.offlineIndexMaxPages;
  if (pages <= limit) return null;
  return `[search] ${pages} pages is past the ${limit} up to which the embedded index suits a static host (files, upload size, build time and memory grow with the pages). Use the hosted search with the same records and UI: build with ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY set, and upload the records with npm run search:push (ALGOLIA_ADMIN_API_KEY); README, "Search hosting".`;
}
