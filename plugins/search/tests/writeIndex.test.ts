import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeIndex} from '@site/plugins/search/writeIndex';
import {searchSettings} from '@site/plugins/search/settings';

describe('writing the search index', () => {
  it('replaces an earlier index and keeps the /search page that shares its folder', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assetra-index-'));
    const folder = path.join(outDir, searchSettings.localIndexDir);
    fs.mkdirSync(path.join(folder, 'terms'), {recursive: true});
    fs.writeFileSync(path.join(folder, 'index.html'), '<h1>Search the documentation</h1>');
    fs.writeFileSync(path.join(folder, 'terms', '999.json'), '{}');
    writeIndex(outDir);
    expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'terms', '999.json'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'manifest.json'))).toBe(true);
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
