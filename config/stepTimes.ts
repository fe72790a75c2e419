import fs from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Pluggable, Plugin as UnifiedPlugin} from 'unified';

/**
 * With `ASSETRA_STEP_TIMES` set to a file, the build adds up the time each of the site's own steps takes (each remark
 * step over every page, each plugin's lifecycle methods) and appends the totals to that file as the process exits,
 * for `bench/build/scale.mts`. Unset, the steps are returned as they are.
 */
const timesFile = process.env.ASSETRA_STEP_TIMES;

/** Milliseconds and calls by step, `remark:codeBlocks` or `plugin:assetra-search:postBuild`. */
const totals = new Map<string, {ms: number; calls: number}>();

if (timesFile)
  process.on('exit', () => {
    if (totals.size > 0) fs.appendFileSync(timesFile, `${JSON.stringify(Object.fromEntries(totals))}\n`);
  });

function add(step: string, ms: number) {
  const total = totals.get(step) ?? {ms: 0, calls: 0};
  total.ms += ms;
  total.calls += 1;
  totals.set(step, total);
}

/** Time spent so far in timed steps' synchronous work (a sync step whole, an async one until it returns). */
let synchronousMs = 0;

/**
 * Times a function, sync or async, under `step`. Docusaurus starts every plugin's lifecycle method before awaiting
 * any, so an async step counts from its call until it settles, less the synchronous work other timed steps did
 * meanwhile (work outside timed steps in that time, such as an awaited worker's, still counts).
 */
function timed<Args extends unknown[], Result>(step: string, run: (...args: Args) => Result) {
  const wrapper = function (this: unknown, ...args: Args): Result {
    const started = performance.now();
    const result = run.apply(this, args);
    const ownSynchronous = performance.now() - started;
    synchronousMs += ownSynchronous;
    if (!(result instanceof Promise)) {
      add(step, ownSynchronous);
      return result;
    }
    const othersBefore = synchronousMs;
    return result.finally(() => add(step, performance.now() - started - (synchronousMs - othersBefore))) as Result;
  };
  // unified reads a transformer's arity to tell whether it takes a `next` callback.
  Object.defineProperty(wrapper, 'length', {value: run.length});
  return wrapper;
}

type Transformer = (...args: unknown[]) => unknown;

/** A remark plugin alone or with its options, as the site's pipeline lists its steps. */
export type RemarkStep = RemarkPlugin | [RemarkPlugin, ...unknown[]];
type RemarkPlugin = (...args: never[]) => unknown;

/** A remark step whose transformer is timed: a page's time in it is from its call to its (awaited) end. */
export function timedRemark(name: string, step: RemarkStep): Pluggable {
  if (!timesFile) return step as Pluggable;
  const [plugin, ...options]: [RemarkPlugin, ...unknown[]] = Array.isArray(step) ? step : [step];
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const transformer = (plugin as (...a: unknown[]) => Transformer | undefined).apply(this, args);
    return transformer && timed(`remark:${name}`, transformer);
  } as UnifiedPlugin;
  // Docusaurus takes a plugin alone or a [plugin, options] pair, not a one-item list.
  return (options.length > 0 ? [wrapped, ...options] : wrapped) as Pluggable;
}

/** A local plugin as the config lists it; some give no plugin in some builds (the test-only routes). */
type PluginFactory = (context: LoadContext, options: never) => Plugin | null | Promise<Plugin | null>;

const lifecycles = ['loadContent', 'contentLoaded', 'allContentLoaded', 'postBuild'] as const;

/** A local plugin whose lifecycle methods are timed, each under the plugin's name. */
export function timedPlugin<Factory extends PluginFactory>(plugin: Factory): Factory {
  if (!timesFile) return plugin;
  const wrapped: PluginFactory = async (context, options) => {
    const instance = await plugin(context, options);
    for (const lifecycle of lifecycles) {
      const method = instance?.[lifecycle] as ((...args: unknown[]) => unknown) | undefined;
      if (instance && method)
        (instance as unknown as Record<string, unknown>)[lifecycle] = timed(
          `plugin:${instance.name}:${lifecycle}`,
          method,
        );
    }
    return instance;
  };
  return wrapped as Factory;
}
