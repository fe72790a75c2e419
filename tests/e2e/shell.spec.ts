import {test, expect} from './fixtures';
import {sections} from '../../src/data/sections';
import {socialLinks} from '../../src/data/site';
import {specNavbarLinks} from '../support/spec';
import {liveSections} from '../../config/liveSections';

const liveHrefs = new Set(liveSections().map((section) => section.href));

test.describe('navbar (SPEC §2)', () => {
  test('shows the live section links in SPEC order, then GitHub and the colour switch on the right', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link');
    const expected = specNavbarLinks().filter((link) => liveHrefs.has(link.href));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await expect(left).toHaveText(expected.map((link) => link.label));
    for (const [index, link] of expected.entries()) {
      expect(await left.nth(index).getAttribute('href')).toBe(link.href);
    }
    const right = navbar.locator('.navbar__items--right');
    await expect(right.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', 'https://github.com/assetra');
    await expect(right.getByRole('button', {name: /dark and light mode/})).toBeVisible();
  });

  test('stays in place when the reader scrolls down (hide on scroll is off)', async ({page}) => {
    await page.goto('/docs/resources/glossary');
    await page.mouse.wheel(0, 2000);
    // The theme hides the navbar from its scroll listener, which has run once the page has scrolled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
    await expect(page.locator('.navbar')).toBeInViewport();
  });

  test('shows light and dark logos', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar__logo img').first()).toHaveAttribute('src', '/img/logo.svg');
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('.navbar__logo img:visible')).toHaveAttribute('src', '/img/logo-dark.svg');
  });
});

test.describe('footer (SPEC §2)', () => {
  test('links to the toolkit, tech stack, networks, guidelines, roadmap and the code host', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Assetra toolkit', '/docs/introduction/assetra-toolkit'],
      ['Tech stack', '/docs/introduction/tech-stack'],
      ['Blockchain and Web3', '/docs/blockchain-and-web3'],
      ['Open-source guidelines', '/docs/introduction/open-source-guidelines'],
      ['Technology roadmap', '/docs/resources/roadmap'],
      ['GitHub', 'https://github.com/assetra'],
    ] as const) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Assetra`);
    await expect(footer.locator('.footer__logo').first()).toHaveAttribute('width', '200');
  });

  test('has a 24 px icon link with an accessible name for each social network', async ({page}) => {
    await page.goto('/');
    const list = page.getByRole('list', {name: 'Assetra on social media'});
    await expect(list.getByRole('link')).toHaveCount(5);
    for (const link of socialLinks) {
      const anchor = list.getByRole('link', {name: link.label});
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      const box = await anchor.locator('svg').boundingBox();
      expect(box).toMatchObject({width: 24, height: 24});
    }
    expect(socialLinks.map((link) => link.network)).toEqual(['telegram', 'x', 'linkedin', 'youtube', 'discord']);
  });
});

test.describe('colour mode (SPEC §4)', () => {
  test('starts light even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('switches to dark, stores it under "theme" and keeps it across reloads', async ({page}) => {
    await page.goto('/docs/introduction/');
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar (SPEC §4)', () => {
  test('closes, stays closed after a reload, and returns when its id changes', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'The Assetra Developer Docs are live'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('The Assetra Developer Docs are live')).toBeHidden();
    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByText('The Assetra Developer Docs are live')).toBeVisible();
  });
});

test.describe('mobile menu (SPEC §4, 996 px breakpoint)', () => {
  test('opens below 996 px, offers "Back to main menu" on docs pages, and closes at desktop width', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/docs/resources/faqs');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    const primaryMenu = sidebar.locator('.navbar-sidebar__item').first();
    await expect(primaryMenu.getByRole('link', {name: 'Resources', exact: true})).toBeInViewport();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar).toBeHidden();
  });

  test('closes after navigating to another page', async ({page}) => {
    await page.setViewportSize({width: 600, height: 900});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Resources', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/category\/resources$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test('every section card on the home page leads to a live section', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Assetra Developer Docs');
  await expect(page.getByText('Technical Documentation for Developers')).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  const live = sections.filter((section) => liveHrefs.has(section.href));
  await expect(cards).toHaveCount(live.length);
  for (const section of live) {
    await expect(cards.getByRole('link', {name: section.title, exact: true})).toHaveAttribute('href', section.href);
  }
});
