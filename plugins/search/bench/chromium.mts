/** The shipped search and Pagefind, each timed in Chromium on the same gzip-served build. */
import {chromium, type Browser, type Page} from 'playwright-core';
import {modalProbe, pagefindProbe} from './probe.mjs';
import type {Fetched} from './requests.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Timed {
  query: string;
  ms: number;
  /**
   * Requests under the index's folder that started while the query ran, times relative to its start;
   * a request starts when the page called fetch (ours) or when the network log saw it (Pagefind's worker).
   */
  requests: Fetched[];
}

export interface SiteFigures {
  /** The first query after opening the modal, the index's first files included. */
  firstQuery: Timed;
  /** Whole queries set at once, one after another, in one modal. */
  cold: Timed[];
  /** The last letter of each query typed once the results for the rest are shown. */
  keystrokes: Timed[];
}

export interface PagefindFigures {
  firstQuery: Timed;
  cold: (Timed & {urls: string[]})[];
  /** Every result's URL for each of `rankedQueries`, fetched after the timed queries. */
  ranked: Map<string, string[]>;
}

interface Window {
  startedAt: number;
  endedAt: number;
  ms: number;
}

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh page (empty cache), hydrated and idle, that logs every finished request with its timing and encoded size. */
async function openPage(browser: Browser, url: string) {
  const page: Page = await (await browser.newContext()).newPage();
  const log: {url: string; start: number; end: number; encoded: number}[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    pending.push(
      request.sizes().then((sizes) =>
        log.push({
          url: request.url(),
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
          encoded: sizes.responseBodySize,
        }),
      ),
    );
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  /** The requests under `marker` made while a query ran. */
  const requestsOf = async ({startedAt, endedAt}: Window, marker: string): Promise<Fetched[]> => {
    await Promise.all(pending);
    return log
      .filter((entry) => entry.url.includes(marker) && entry.start >= startedAt - 1 && entry.start <= endedAt)
      .map((entry) => ({
        name: entry.url,
        start: entry.start - startedAt,
        end: entry.end - startedAt,
        encoded: entry.encoded,
      }));
  };
  return {page, requestsOf};
}

const indexMarker = '/search/';

export async function measureSite(
  origin: string,
  firstQuery: string,
  coldQueries: readonly string[],
  typedQueries: readonly string[],
): Promise<SiteFigures> {
  const browser = await launch();
  try {
    const {page, requestsOf} = await openPage(browser, `${origin}/docs/introduction/`);
    await page.evaluate(modalProbe);
    const timed = async (query: string, window: Window): Promise<Timed> => {
      const calls = await page.evaluate(() => (globalThis as never as ProbeWindow).searchProbe.takeCalls());
      const requests = (await requestsOf(window, indexMarker)).map((request) => {
        const call = calls.findIndex(({url}) => url === request.name);
        if (call < 0) return request;
        const {at, seen} = calls.splice(call, 1)[0]!;
        return {...request, start: at - window.startedAt, seen: seen - window.startedAt};
      });
      return {query, ms: window.ms, requests};
    };
    const paste = async (query: string) =>
      timed(query, await page.evaluate((text) => (globalThis as never as ProbeWindow).searchProbe.paste(text), query));
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    // The modal opened a moment ago: the first query includes what the index loads first.
    const first = await paste(firstQuery);
    const cold: Timed[] = [];
    for (const query of coldQueries) cold.push(await paste(query));
    const keystrokes: Timed[] = [];
    for (const query of typedQueries) {
      await paste(query.slice(0, -1));
      await page.evaluate((text) => (globalThis as never as ProbeWindow).searchProbe.arm(text), query);
      await page.keyboard.press(query.slice(-1));
      keystrokes.push(
        await timed(query, await page.evaluate(() => (globalThis as never as ProbeWindow).searchProbe.keyed())),
      );
    }
    return {firstQuery: first, cold, keystrokes};
  } finally {
    await browser.close();
  }
}

export async function measurePagefind(
  origin: string,
  base: string,
  firstQuery: string,
  coldQueries: readonly string[],
  rankedQueries: readonly string[],
): Promise<PagefindFigures> {
  const browser = await launch();
  try {
    const {page, requestsOf} = await openPage(browser, `${origin}/docs/introduction/`);
    await page.evaluate(pagefindProbe);
    const query = async (text: string) => {
      const result = await page.evaluate(
        (value) => (globalThis as never as ProbeWindow).pagefindProbe.query(value),
        text,
      );
      return {query: text, ms: result.ms, urls: result.urls, requests: await requestsOf(result, base)};
    };
    const opened = await page.evaluate((path) => (globalThis as never as ProbeWindow).pagefindProbe.open(path), base);
    const first = await query(firstQuery);
    const openRequests = await requestsOf(opened, base);
    const cold: PagefindFigures['cold'] = [];
    for (const text of coldQueries) cold.push(await query(text));
    const ranked = new Map<string, string[]>();
    for (const text of rankedQueries)
      ranked.set(
        text,
        await page.evaluate((value) => (globalThis as never as ProbeWindow).pagefindProbe.allUrls(value), text),
      );
    return {
      ranked,
      firstQuery: {query: firstQuery, ms: opened.ms + first.ms, requests: [...openRequests, ...first.requests]},
      cold,
    };
  } finally {
    await browser.close();
  }
}

interface ProbeWindow {
  searchProbe: {
    takeCalls(): {url: string; at: number; seen: number}[];
    paste(query: string): Promise<Window>;
    arm(query: string): void;
    keyed(): Promise<Window>;
  };
  pagefindProbe: {
    open(base: string): Promise<Window>;
    query(query: string): Promise<Window & {urls: string[]}>;
    allUrls(query: string): Promise<string[]>;
  };
}
