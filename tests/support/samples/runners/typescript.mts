/**
 * Runs TypeScript samples one after another in this one Node.js process (tsx compiles each on import):
 * `node --import tsx typescript.mts <manifest.json> <results.json> <folder>`, run in the
 * samples' folder. Before each sample it tells the mock
 * which sample is running; each sample's console output is kept with its result.
 */
import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import {format} from 'node:util';

interface ManifestEntry {
  id: string;
  file: string;
}

const [manifestFile, resultsFile, folder] = process.argv.slice(2) as [string, string, string];
// Started where tsx resolves; the samples read their upload files relative to their own folder.
process.chdir(folder);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ManifestEntry[];
const results: {id: string; ok: boolean; output: string}[] = [];

for (const {id, file} of manifest) {
  await fetch(`${process.env.SAMPLES_MOCK_URL}/__sample`, {method: 'POST', body: id});
  const output: string[] = [];
  const {log, error} = console;
  console.log = (...values: unknown[]) => void output.push(format(...values));
  console.error = console.log;
  try {
    await import(pathToFileURL(file).href);
    results.push({id, ok: true, output: output.join('\n')});
  } catch (thrown) {
    output.push(thrown instanceof Error ? thrown.message : String(thrown));
    results.push({id, ok: false, output: output.join('\n')});
  } finally {
    Object.assign(console, {log, error});
  }
}
fs.writeFileSync(resultsFile, JSON.stringify(results));
// The samples' keep-alive connections would hold the process open for seconds more.
process.exit(0);
