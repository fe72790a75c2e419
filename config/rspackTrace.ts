import {createRequire} from 'node:module';
import path from 'node:path';

interface GlobalTrace {
  register(filter: string, layer: 'chrome' | 'logger', output: string): void;
  cleanup(): void;
}

let tracing = false;

/**
 * With `ASSETRA_RSPACK_TRACE` set to a file, Rspack's native spans (the overview level its release builds record) are
 * written there as a Chrome trace, for `bench/build/scale.mts`: the JavaScript profile sees only the main thread
 * waiting while Rspack bundles. The trace is Rspack's own (`experiments.globalTrace`, what its CLI's `RSPACK_PROFILE`
 * sets), on the copy of `@rspack/core` that `@docusaurus/faster` bundles with; it is flushed as the process exits.
 */
export function traceRspack(output = process.env.ASSETRA_RSPACK_TRACE): void {
  if (!output || tracing) return;
  tracing = true;
  const fromFaster = createRequire(require.resolve('@docusaurus/faster/package.json'));
  const trace = (fromFaster('@rspack/core') as {experiments: {globalTrace: GlobalTrace}}).experiments.globalTrace;
  trace.register('info', 'chrome', path.resolve(output));
  process.once('exit', () => trace.cleanup());
}
