import {describe, expect, it} from 'vitest';
import {pageRoute, routeOfPage} from '@site/plugins/reference/placements';
import {docsDir} from '../../support/paths';

/** A page's route by the docs plugin's own rules, which reference links and changelog histories are keyed by. */
describe('pageRoute', () => {
  const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\n# Title\n`;

  it.each([
    ['its path', 'pools/lend.md', '', '/docs/pools/lend'],
    ['an absolute slug', 'pools/lend.md', page('slug: /lending'), '/docs/lending'],
    ['a slug relative to its folder', 'pools/lend.md', page('slug: supply'), '/docs/pools/supply'],
    ['a slug starting ./', 'pools/lend.md', page('slug: ./supply'), '/docs/pools/supply'],
    ['a slug starting ../', 'pools/how-tos/lend.md', page('slug: ../supply'), '/docs/pools/supply'],
    ['front matter with CRLF line ends', 'pools/lend.md', '---\r\nslug: /lending\r\n---\r\n', '/docs/lending'],
    ['its id', 'pools/lend.md', page('id: supply'), '/docs/pools/supply'],
    ['number prefixes stripped', '01-pools/02-lend.md', '', '/docs/pools/lend'],
    ['an index page', 'pools/index.mdx', '', '/docs/pools/'],
    ['a README', 'pools/README.md', '', '/docs/pools/'],
    ['a page named as its folder', 'pools/pools.md', '', '/docs/pools/'],
  ])('honours %s', (_rule, file, source, route) => {
    expect(pageRoute(file, source)).toBe(route);
  });

  it("gives the route of the site's page with a slug, and of a path that is no page", () => {
    expect(routeOfPage(docsDir, 'engage/front-end-ui/admin-section/governance/members.mdx')).toBe(
      '/docs/admin-section/governance/members',
    );
    expect(routeOfPage(docsDir, 'no-such-page.mdx')).toBe('/docs/no-such-page');
  });
});
