import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../support/paths';

/**
 * A plugin uses another only through what that plugin offers: its `public.ts` (functions and types) or its
 * `components.ts` (the MDX components it writes). `plugins/support` is shared by all. No plugin imports the tests or
 * the benchmarks, except its own tests (`plugins/<name>/tests`), which use the tests' support and fixtures, and its
 * own benchmarks (`plugins/<name>/bench`), which use the benchmarks' support. Removing a plugin then breaks only the
 * imports of its public files, which this test lists.
 */

const pluginsDir = path.join(repoRoot, 'plugins');
const offered = new Set(['public', 'components']);

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));

const importedPaths = (source: string): string[] =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);

/** "file: import" for each import that crosses a boundary. */
function crossings(file: string, source: string): string[] {
  const [own, folder] = path.relative(pluginsDir, file).split(path.sep);
  return importedPaths(source).flatMap((imported) => {
    const target = imported.startsWith('.')
      ? path.resolve(path.dirname(file), imported)
      : imported.startsWith('@site/')
        ? path.join(repoRoot, imported.slice('@site/'.length))
        : undefined;
    if (!target) return [];
    const relative = path.relative(repoRoot, target).split(path.sep);
    const where = `${path.relative(repoRoot, file)}: ${imported}`;
    if ((folder === 'tests' || folder === 'bench') && relative[0] === folder) return [];
    if (relative[0] === 'tests' || relative[0] === 'bench') return [where];
    if (relative[0] !== 'plugins' || relative.length < 3) return [];
    const [, plugin, ...rest] = relative;
    if (plugin === own || plugin === 'support') return [];
    return rest.length === 1 && offered.has(rest[0]!.replace(/\.(ts|tsx|mts)$/, '')) ? [] : [where];
  });
}

describe('plugins use each other only through public.ts and components.ts', () => {
  const files = sourceFiles(pluginsDir);

  it('reads the plugins', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no plugin reaches into another', () => {
    expect(files.flatMap((file) => crossings(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('names an import that reaches in, and lets public ones through', () => {
    const file = path.join(pluginsDir, 'changelog/links.ts');
    const source = [
      "import {loadReference} from '../reference/load';",
      "import {docRoute} from '../reference/public';",
      "import type {referenceComponents} from '../reference/components';",
      "import {code} from '../support/mdast';",
      "import {diffs} from './diff/openapi';",
      "import {repoRoot} from '../../tests/support/paths';",
    ].join('\n');
    expect(crossings(file, source)).toEqual([
      'plugins/changelog/links.ts: ../reference/load',
      'plugins/changelog/links.ts: ../../tests/support/paths',
    ]);
  });

  it('lets a plugin’s own tests use the tests, its benchmarks the benchmarks, and nothing else', () => {
    const file = path.join(pluginsDir, 'example/tests/example.test.ts');
    const source = [
      "import {repoRoot} from '@site/tests/support/paths';",
      "import {drawingsDir} from '../index';",
      "import {docRoute} from '../../reference/load';",
      "import {benchDevice} from '../../../bench/support/device.mts';",
      "import {test} from '../../../tests/e2e/fixtures';",
    ].join('\n');
    expect(crossings(file, source)).toEqual([
      'plugins/example/tests/example.test.ts: ../../reference/load',
      'plugins/example/tests/example.test.ts: ../../../bench/support/device.mts',
    ]);
    const benchmark = path.join(pluginsDir, 'example/bench/run.mts');
    const benchSource = [
      "import {printTable} from '../../../bench/support/figures.mjs';",
      "import {answer} from '../engine/localClient';",
      "import {repoRoot} from '../../../tests/support/paths';",
    ].join('\n');
    expect(crossings(benchmark, benchSource)).toEqual(['plugins/example/bench/run.mts: ../../../tests/support/paths']);
  });
});
