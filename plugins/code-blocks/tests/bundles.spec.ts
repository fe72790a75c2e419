import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../../../tests/support/paths';

// Reads the production build from disk, as tests/e2e/builtPages.spec.ts does: no browser.

test('no client chunk holds a syntax highlighter: code is highlighted at build time', async () => {
  const scripts = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(50);
  // Every Prism grammar has lookbehind or greedy patterns (minified `lookbehind:!0`), and Prism's core its language
  // registry.
  const grammarMarkers = [/\blookbehind:/, /\bgreedy:!0/, /\.languages\.extend\(/, /\binsertBefore\("inside"/];
  const withGrammar = scripts.filter((file) => {
    const source = fs.readFileSync(path.join(buildDir, 'assets', 'js', file), 'utf8');
    return grammarMarkers.some((marker) => marker.test(source));
  });
  expect(withGrammar).toEqual([]);
});
