import {describe, expect, it} from 'vitest';
import {oversizeWarning} from '@site/plugins/search/oversize';
import {searchSettings} from '@site/plugins/search/settings';

describe('a site past the embedded index', () => {
  const limit = searchSettings.offlineIndexMaxPages;

  it('builds quietly up to the limit', () => {
    expect(oversizeWarning(156)).toBeNull();
    expect(oversizeWarning(limit)).toBeNull();
  });

  it('past it, names the size and what to set for the hosted search', () => {
    const warning = oversizeWarning(limit + 1)!;
    expect(warning).toContain(`${limit + 1} pages`);
    expect(warning).toContain('ALGOLIA_APP_ID');
    expect(warning).toContain('ALGOLIA_SEARCH_API_KEY');
    expect(warning).toContain('npm run search:push');
  });
});
