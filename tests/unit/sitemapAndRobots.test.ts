import {describe, expect, it} from 'vitest';
import {sitemapOptions} from '@site/config/sitemap';
import {robotsTxt} from '@site/plugins/robots-txt';
import {testRoutes} from '@site/plugins/test-routes/routes';

describe('sitemap options', () => {
  it('leave out the search results page, and the test-only pages in the test build', () => {
    expect(sitemapOptions(false).ignorePatterns).toEqual(['/search']);
    expect(sitemapOptions(true).ignorePatterns).toEqual(['/search', ...Object.values(testRoutes)]);
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
