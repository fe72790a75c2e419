import {test, expect} from './fixtures';

test.describe('blog', () => {
  test('lists posts with reading time and a sidebar of all posts grouped by year', async ({page}) => {
    await page.goto('/blog');
    const posts = page.locator('article');
    expect(await posts.count()).toBeGreaterThanOrEqual(6);
    await expect(posts.first()).toContainText(/\d+ min read/);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const years = await sidebar.locator('[role="group"] h3, h3').allInnerTexts();
    const distinctYears = new Set(years.filter((text) => /^\d{4}$/.test(text.trim())));
    expect(distinctYears.size).toBeGreaterThanOrEqual(2);
    expect(await sidebar.getByRole('link').count()).toBeGreaterThanOrEqual(6);
  });

  test('publishes RSS and Atom feeds with every post', async ({request}) => {
    const rss = await (await request.get('/blog/rss.xml')).text();
    const atom = await (await request.get('/blog/atom.xml')).text();
    expect(rss).toMatch(/^<\?xml[\s\S]*<rss[\s\S]*<channel>/);
    expect(atom).toMatch(/^<\?xml[\s\S]*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(rss.match(/<item>/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(atom.match(/<entry>/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  test('has an authors page listing at least two authors', async ({page}) => {
    await page.goto('/blog/authors');
    expect(await page.getByRole('main').getByRole('heading', {level: 2}).count()).toBeGreaterThanOrEqual(2);
  });
});
