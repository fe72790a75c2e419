import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {CardContent} from './card';
import {rendererAssetFiles} from './render';

/** The modules that decide how a card looks. */
const rendererSources = ['card.ts', 'cardPath.ts', 'encodePng.ts', 'layout.ts', 'palette.ts', 'render.ts'].map((file) =>
  path.join(__dirname, file),
);

/**
 * A fingerprint of the renderer: its source, fonts, layout engine and rasteriser. Any change to
 * them gives every card a new cache key, so a cached card is always what a fresh render would be.
 */
export function rendererFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...rendererSources, ...rendererAssetFiles()]) hash.update(fs.readFileSync(file));
  return hash.digest('hex');
}

export function cardCacheKey(content: CardContent, fingerprint: string): string {
  return crypto.createHash('sha256').update(fingerprint).update(JSON.stringify(content)).digest('hex');
}

/**
 * Rendered cards kept between builds (under node_modules/.cache, which `docusaurus clear` empties):
 * an unchanged page's card is copied, not drawn again.
 */
export class CardCache {
  private readonly used = new Set<string>();

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, {recursive: true});
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.png`);
  }

  read(key: string): Uint8Array | undefined {
    this.used.add(key);
    const file = this.fileOf(key);
    return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
  }

  /** Written beside and renamed into place, so a build running at the same time never reads half a card. */
  write(key: string, png: Uint8Array): void {
    const partial = `${this.fileOf(key)}.${process.pid}.partial`;
    fs.writeFileSync(partial, png);
    fs.renameSync(partial, this.fileOf(key));
  }

  /** Drops cards this build did not ask for (renamed or retitled pages, an older renderer). */
  prune(): void {
    for (const file of fs.readdirSync(this.dir)) {
      if (file.endsWith('.png') && !this.used.has(path.basename(file, '.png')))
        fs.rmSync(path.join(this.dir, file), {force: true});
    }
  }
}
