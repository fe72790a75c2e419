/**
 * The static host as its own process, as a host is another machine (bench/support/staticHost.mts forks it with the
 * build folder and port): in the benchmark's own process, Playwright's and Lighthouse's protocol traffic queued its
 * responses one behind another.
 */
import path from 'node:path';
import {serveBuildDir} from './server';

const [root, port] = [path.resolve(process.argv[2]), Number(process.argv[3])];
void serveBuildDir(root, {gzip: true, port}).then(() => process.send?.('listening'));
// The benchmark that started this host has ended.
process.on('disconnect', () => process.exit(0));
