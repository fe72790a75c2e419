/**
 * Loaded into every Node.js process a tutorial starts (NODE_OPTIONS=--import), before the reader's script:
 * - `fetch` to a host the page names (the Assetra API, a chain's public RPC endpoint) goes to the local mock that
 *   stands in for it, and any other host outside this machine fails, so a tutorial cannot reach the network;
 * - time runs `TUTORIAL_WARP` times faster, from `TUTORIAL_CLOCK` when the page sets its example's moment, so a
 *   script that polls every 10 seconds or waits minutes for a confirmation finishes in moments, with the same order
 *   of events and the same dates as on the page.
 * npm and npx themselves are left alone: they talk to the local registry with their own client and timeouts.
 * The test compiles this file to JavaScript for Node's `--import`.
 */
if (!/(^|\/)np[mx](-cli\.js)?$/.test(process.argv[1] ?? '')) installTutorialWorld();

function installTutorialWorld() {
  const hosts = JSON.parse(process.env.TUTORIAL_HOSTS ?? '{}') as Record<string, string>;
  const warp = Number(process.env.TUTORIAL_WARP ?? '1');
  const realFetch = globalThis.fetch;

  function redirected(url: URL): string | undefined {
    for (const [origin, target] of Object.entries(hosts)) {
      const from = new URL(origin);
      const prefix = from.pathname.replace(/\/$/, '');
      if (url.origin === from.origin && url.pathname.startsWith(prefix))
        return `${target}${url.pathname.slice(prefix.length)}${url.search}`;
    }
    return undefined;
  }

  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const target = redirected(url);
    // A mock answers in moments, but on a busy machine not always within a client's timeout, which the faster clock
    // shortens: requests to the mocks keep no abort signal, so a timeout cannot cut them off.
    if (target && input instanceof Request) {
      const {method, headers} = input;
      const body = method === 'GET' || method === 'HEAD' ? undefined : await input.arrayBuffer();
      return realFetch(target, {method, headers, body});
    }
    if (target) return realFetch(target, {...init, signal: undefined});
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return realFetch(input, init);
    return Promise.reject(
      new TypeError(`fetch failed: the tutorial reached ${url.origin}, which no mock stands in for`),
    );
  };

  const RealDate = Date;
  const realStart = RealDate.now();
  const virtualStart = process.env.TUTORIAL_CLOCK ? RealDate.parse(process.env.TUTORIAL_CLOCK) : realStart;
  const virtualNow = () => virtualStart + (RealDate.now() - realStart) * warp;

  class TutorialDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(virtualNow());
      else super(...(args as ConstructorParameters<typeof Date>));
    }

    static override now() {
      return virtualNow();
    }
  }
  globalThis.Date = TutorialDate as DateConstructor;

  const realSetTimeout = globalThis.setTimeout;
  const realSetInterval = globalThis.setInterval;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    realSetTimeout(callback, (ms ?? 0) / warp, ...args)) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    realSetInterval(callback, (ms ?? 0) / warp, ...args)) as typeof setInterval;
}

export {};
