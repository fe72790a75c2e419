import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import prefetchOncePlugin from '../index';

describe('the prefetch-once plugin', () => {
  it('adds its client module, which exists', () => {
    const modules = prefetchOncePlugin().getClientModules!();
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatch(/prefetch-once\/client\/prefetchOnce\.ts$/);
    expect(fs.existsSync(modules[0]!)).toBe(true);
  });
});
