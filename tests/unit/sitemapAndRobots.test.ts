import {describe, expect, it} from 'vitest';
import {sitemapOptions} from '@site/config/sitemap';
import {robotsTxt} from '@site/plugins/robots-txt';
import {testRoutes} from '@site/plugins/test-routes/routes';

describe('sitemap options', () => {
  // The search results page leaves by its noindex, as /docs does (tests/e2e/socialCards.spec.ts reads the sitemap).
  it('leave out the test-only pages in the test build, and name nothing in production', () => {
    expect(sitemapOptions(false).ignorePatterns).toEqual([]);
    expect(sitemapOptions(true).ignorePatterns).toEqual(Object.values(testRoutes));
  });

  it('drop changefreq and priority, which search engines ignore', () => {
    expect(sitemapOptions(false)).toMatchObject({filename: 'sitemap.xml', changefreq: null, priority: null});
  });
});

describe('robots.txt', () => {
  it('lets every crawler read everything and names the sitemap', () => {
    expect(robotsTxt('https://docs.example.com/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });
});
