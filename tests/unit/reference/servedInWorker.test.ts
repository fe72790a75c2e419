import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteFormats} from '@site/plugins/reference/formats';
import {loadReference} from '@site/plugins/reference/load';
import {servedBy, servedFromParts} from '@site/plugins/reference/published';
import {servedInWorker} from '@site/plugins/reference/serveWorker';
import {referenceDir} from '@site/plugins/reference/paths';

/**
 * A validator module's first statement inlines the format checks from their functions' source, which each TypeScript
 * loader prints its own way (jiti's in the build's worker, esbuild's here): that statement is compared by the formats
 * it names.
 */
function comparable(text: string) {
  if (!text.startsWith('const formats = {')) return {text};
  const end = text.indexOf('};\n') + 3;
  return {formats: [...text.slice(0, end).matchAll(/"([\w-]+)": /g)].map((match) => match[1]), text: text.slice(end)};
}

/** The build writes the explorers' files on a worker thread, each serving format loading only its own part. */
describe('the files the reference serves, written on a worker thread', () => {
  it('are the files the loaded reference serves, byte for byte (the format checks by name)', async () => {
    const expected = servedBy(siteFormats, loadReference());
    expect(expected.size).toBeGreaterThan(300);
    expect(servedFromParts(siteFormats, referenceDir)).toEqual(expected);
    const inWorker = await servedInWorker(referenceDir);
    expect([...inWorker.keys()]).toEqual([...expected.keys()]);
    for (const [file, text] of expected) expect(comparable(inWorker.get(file)!), file).toEqual(comparable(text));
  }, 120_000);

  it("fail with the file and line of a document that does not parse, as the build's loading does", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-in-worker-'));
    fs.mkdirSync(path.join(dir, 'rest'));
    fs.writeFileSync(path.join(dir, 'rest', 'x.openapi.yaml'), 'openapi: 3.1.0\ninfo:\n  title: x\n    version: 1\n');
    await expect(servedInWorker(dir)).rejects.toThrow(/^reference\/rest\/x\.openapi\.yaml:3: /);
    fs.rmSync(dir, {recursive: true, force: true});
  }, 120_000);
});
