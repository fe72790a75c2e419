import {expect} from '@playwright/test';
import type {PluginPage} from '../../../tests/support/pluginPages';
import {searchPage} from '../bench/pages';

/** The search page, for the checks every page type gets (tests/support/pluginPages.ts). */
export const pages: PluginPage[] = [
  {
    ...searchPage,
    heading: 'Search the documentation',
    text: 'Type a word or a phrase',
    link: (page) => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Resources', exact: true}),
    exercise: async (page) => {
      await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “health factor”$/);
    },
  },
];
