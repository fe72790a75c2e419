import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../support/paths';

function installedVersion(pkg: string): string {
  const manifest = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

describe('pinned versions (SPEC §1)', () => {
  it.each(['react', 'react-dom'])('%s is installed at exactly 19.0.0', (pkg) => {
    expect(installedVersion(pkg)).toBe('19.0.0');
    expect(manifest.dependencies[pkg]).toBe('19.0.0');
  });

  it.each(['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/faster', '@docusaurus/theme-mermaid'])(
    '%s is installed at exactly 3.7.0',
    (pkg) => {
      expect(installedVersion(pkg)).toBe('3.7.0');
      expect(manifest.dependencies[pkg]).toBe('3.7.0');
    },
  );

  it('the site version is 0.0.1', () => {
    expect(manifest.version).toBe('0.0.1');
  });
});
