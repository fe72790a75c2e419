/**
 * Child process of the scale benchmark: builds the embedded index of one built site exactly as the
 * build's worker does, with Node's default heap, and prints what it wrote, how long it took and
 * the process's peak memory as one line of JSON.
 */
import {writeIndex} from '../writeIndex';

const started = performance.now();
const summary = writeIndex(process.argv[2]!);
console.log(
  JSON.stringify({
    ...summary,
    seconds: (performance.now() - started) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
