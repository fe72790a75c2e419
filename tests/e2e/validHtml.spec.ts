import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {pageTypes} from '../support/pageTypes';
import {servedFile} from '../../scripts/staticHost/files';
import {buildDir, repoRoot} from '../support/paths';

/** The W3C Nu HTML checker, as the vnu-jar package ships it; it runs on Java 11 or later. */
const checker = require.resolve('vnu-jar/build/dist/vnu.jar');

interface CheckerMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('every page type of the build is valid HTML (W3C Nu checker, errors)', async () => {
  test.setTimeout(120_000);
  const files = pageTypes.map(([, sitePath]) => servedFile(buildDir, new URL(sitePath, 'http://site').pathname).file);
  const run = spawnSync('java', ['-jar', checker, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `The HTML check needs Java 11 or later (apt-get install default-jre-headless): ${run.error.message}`,
    );
  const {messages} = JSON.parse(run.stderr) as {messages: CheckerMessage[]};
  const where = (url: string) => path.relative(repoRoot, decodeURIComponent(new URL(url).pathname));
  expect(files.length).toBeGreaterThanOrEqual(20);
  expect(messages.map(({url, lastLine, message}) => `${where(url)}:${lastLine ?? '?'} ${message}`)).toEqual([]);
});
