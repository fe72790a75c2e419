/**
 * Loaded into every Node.js process a tutorial starts (NODE_OPTIONS=--import), before the reader's script:
 * - `fetch` to a host the page names (the Assetra API, a chain's public RPC endpoint, the docs site) goes to the local
 *   mock that stands in for it, with the script's clock in a header; any other host outside this machine fails, so a
 *   tutorial cannot reach the network;
 * - the clock is the example's: it starts at `TUTORIAL_CLOCK` (milliseconds) and moves only when the script waits, by
 *   as long as it waits, while the wait itself takes `TUTORIAL_WARP` times less real time. A mock answers in no time
 *   on this clock, so a stake sent at 00:00:00 is in a block of 00:00:00 however busy the machine, and a keeper that
 *   sleeps until a window opens finds it open;
 * - the private keys the page assigns to example accounts (`TUTORIAL_ACCOUNTS`) sign as those accounts: viem's
 *   `privateKeyToAccount` gives them the example's address, and the chain mock counts their signatures as its;
 * - on a Node.js release without type stripping, `node script.ts` runs as on one with it (moduleHooks.ts).
 * npm and npx themselves are left alone: they talk to the local registry with their own client and timeouts.
 * The test compiles this file to JavaScript for Node's `--import`.
 */
import {register} from 'node:module';

if (!/(^|\/)np[mx](-cli\.js)?$/.test(process.argv[1] ?? '')) installTutorialWorld();

/** The header that carries the script's clock to the mocks, in milliseconds since the epoch. */
const clockHeader = 'x-tutorial-clock';
/** Event-loop turns without a request in flight after which a script counts as idle, waiting only on its timers. */
const quietTurns = 20;

interface Timer {
  /** Moment on the tutorial clock when the callback is due. */
  at: number;
  run: () => void;
  cancelled: boolean;
  queued: boolean;
}

function installTutorialWorld() {
  const hosts = Object.entries(JSON.parse(process.env.TUTORIAL_HOSTS ?? '{}') as Record<string, string>).sort(
    ([a], [b]) => b.length - a.length,
  );
  const warp = Number(process.env.TUTORIAL_WARP ?? '1');
  const realFetch = globalThis.fetch;
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const realSetInterval = globalThis.setInterval;
  const realClearInterval = globalThis.clearInterval;
  const realSetImmediate = globalThis.setImmediate;

  let now = Number(process.env.TUTORIAL_CLOCK) || Date.now();
  /** Requests to the mocks not answered yet: no timer fires meanwhile, so waiting on a mock takes no clock time. */
  let inFlight = 0;
  /** Timers whose (shortened) delay has passed, to run once the script is idle, earliest first. */
  const due: Timer[] = [];
  const timers = new Map<unknown, Timer>();
  let draining = false;
  let idleTurns = 0;

  /**
   * Runs the earliest due timer once the script has been idle for a few event-loop turns: no request to a mock in
   * flight, so a poll timer that comes due while the script parses an answer or signs does not move the clock, and
   * the clock moves the same way however busy the machine is. One timer at a time: its callback may send a request.
   */
  const drain = () => {
    if (draining || due.length === 0) return;
    draining = true;
    idleTurns = 0;
    realSetImmediate(turn);
  };
  function turn() {
    if (inFlight > 0) {
      draining = false; // The request's answer drains again.
      return;
    }
    if (++idleTurns < quietTurns) {
      realSetImmediate(turn);
      return;
    }
    draining = false;
    due.sort((a, b) => a.at - b.at);
    const timer = due.shift()!;
    timer.queued = false;
    if (!timer.cancelled) {
      now = Math.max(now, timer.at);
      timer.run();
    }
    drain();
  }
  const fire = (timer: Timer) => {
    if (timer.cancelled || timer.queued) return;
    timer.queued = true;
    due.push(timer);
    drain();
  };

  function redirected(url: URL): string | undefined {
    for (const [origin, target] of hosts) {
      const from = new URL(origin);
      const prefix = from.pathname.replace(/\/$/, '');
      if (url.origin === from.origin && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) || !prefix))
        return `${target}${url.pathname.slice(prefix.length)}${url.search}`;
    }
    return undefined;
  }

  /** A request to a mock, read to its end before the clock moves on; without an abort signal, no timeout cuts it. */
  async function toMock(target: string, method: string, headers: Headers, body: BodyInit | null | undefined) {
    headers.set(clockHeader, String(now));
    inFlight += 1;
    try {
      const response = await realFetch(target, {method, headers, body});
      const bytes = await response.arrayBuffer();
      const empty = [101, 204, 205, 304].includes(response.status);
      return new Response(empty ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      inFlight -= 1;
      drain();
    }
  }

  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const target = redirected(url);
    if (target && input instanceof Request) {
      const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer();
      return toMock(target, input.method, new Headers(input.headers), body);
    }
    if (target) return toMock(target, init?.method ?? 'GET', new Headers(init?.headers), init?.body);
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return realFetch(input, init);
    return Promise.reject(
      new TypeError(`fetch failed: the tutorial reached ${url.origin}, which no mock stands in for`),
    );
  };

  const RealDate = Date;
  class TutorialDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(now);
      else super(...(args as ConstructorParameters<typeof Date>));
    }

    static override now() {
      return now;
    }
  }
  globalThis.Date = TutorialDate as DateConstructor;

  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const delay = Math.max(0, Number(ms) || 0);
    const timer: Timer = {at: now + delay, run: () => callback(...args), cancelled: false, queued: false};
    const handle = realSetTimeout(() => {
      timers.delete(handle);
      fire(timer);
    }, delay / warp);
    timers.set(handle, timer);
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
    const timer = timers.get(handle);
    if (timer) timer.cancelled = true;
    timers.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const delay = Math.max(1, Number(ms) || 0);
    const timer: Timer = {
      at: now + delay,
      run: () => {
        timer.at += delay;
        callback(...args);
      },
      cancelled: false,
      queued: false,
    };
    const handle = realSetInterval(() => fire(timer), delay / warp);
    timers.set(handle, timer);
    return handle;
  }) as typeof setInterval;
  globalThis.clearInterval = ((handle?: Parameters<typeof clearInterval>[0]) => {
    const timer = timers.get(handle);
    if (timer) timer.cancelled = true;
    timers.delete(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;

  registerModuleHooks();
}

/** Whether this Node.js release runs a `.ts` file by stripping its types (22.18 and later on the 22 line, 23.6+). */
function stripsTypes(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
}

/**
 * Registers the module hooks (moduleHooks.ts): the keys of `TUTORIAL_ACCOUNTS` sign as their example accounts, and,
 * where Node.js cannot strip types and tsx does not run the script, `node script.ts` runs as on Node.js 22.18.
 */
function registerModuleHooks() {
  const accounts = JSON.parse(process.env.TUTORIAL_ACCOUNTS ?? '{}') as Record<string, string>;
  // tsx, when it runs the script, compiles `.ts` files itself, for ES module and CommonJS packages alike.
  const underTsx = process.execArgv.some((argument) => /[\\/]tsx[\\/]/.test(argument));
  const typescript = stripsTypes() || underTsx ? undefined : process.env.TUTORIAL_TYPESCRIPT;
  if ((Object.keys(accounts).length === 0 && !typescript) || !process.env.TUTORIAL_HOOKS) return;
  register(process.env.TUTORIAL_HOOKS, {data: {accounts, typescript}});
}

export {};
