import {describe, expect, it} from 'vitest';
import {sitemap} from '@site/config/sitemap';
import {robotsTxt} from '@site/plugins/robots-txt';
import {testRoutes} from '@site/plugins/test-routes/routes';

describe('sitemap options', () => {
  it('leave out the search results page and every test-only page', () => {
    expect(sitemap.ignorePatterns).toContain('/search');
    for (const route of Object.values(testRoutes)) expect(sitemap.ignorePatterns).toContain(route);
  });

  it('drop changefreq and priority, which search engines ignore', () => {
    expect(sitemap).toMatchObject({filename: 'sitemap.xml', changefreq: null, priority: null});
  });
});

describe('robots.txt', () => {
  it('lets every crawler read everything and names the sitemap', () => {
    expect(robotsTxt('https://docs.example.com/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
  });
});
