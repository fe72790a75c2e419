/**
 * Installed in the page (as source text, so the bundler's helpers never reach the browser): times
 * a query from setting the input, or from the keydown of its last letter, to the frame that shows
 * the modal's results for exactly that query ("See all … results" links to ?q=<query>; an empty
 * result says 'No results for "<query>"'). Each timing gives its start and end in epoch
 * milliseconds, so the requests Playwright saw (workers' included) can be matched to it; the
 * modal's requests also carry the moment the page called fetch.
 */
export const modalProbe = String.raw`(() => {
  const shows = (query) => {
    for (const link of document.querySelectorAll('.DocSearch-HitsFooter a')) {
      if (new URL(link.href).searchParams.get('q') === query) return true;
    }
    return document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent === query;
  };
  const shown = (query) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shows(query)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.querySelector('.DocSearch-Modal'), {childList: true, subtree: true, characterData: true});
    });
  const timing = (started, ended) => ({ms: ended - started, startedAt: performance.timeOrigin + started, endedAt: performance.timeOrigin + ended});
  let lastKeyDown = 0;
  window.addEventListener('keydown', () => (lastKeyDown = performance.now()), true);
  let armed = null;
  // When the page asked for each file and when it saw the answer: one burst of fetch calls takes a
  // few ms here, and a call can only depend on an answer the page had seen, so these two times tell
  // round trips apart where the network log's times made one burst look like two.
  let calls = [];
  const fetchFile = window.fetch;
  const now = () => performance.timeOrigin + performance.now();
  window.fetch = (resource, init) => {
    const call = {url: new URL(String(resource), location.href).href, at: now(), seen: Infinity};
    calls.push(call);
    return fetchFile(resource, init).then((response) => {
      call.seen = now();
      return response;
    });
  };
  window.searchProbe = {
    takeCalls() {
      const taken = calls;
      calls = [];
      return taken;
    },
    async paste(query) {
      const input = document.querySelector('.DocSearch-Input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const done = shown(query);
      const started = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      return timing(started, await done);
    },
    arm(query) {
      armed = shown(query);
    },
    async keyed() {
      return timing(lastKeyDown, await armed);
    },
  };
})()`;

/** Times Pagefind's API the way its UI uses it: search, then the data of the first five results. */
export const pagefindProbe = String.raw`(() => {
  window.pagefindProbe = {
    async open(base) {
      const started = performance.now();
      this.pagefind = await import(base + 'pagefind.js');
      await this.pagefind.options({basePath: base});
      await this.pagefind.init();
      const ended = performance.now();
      return {ms: ended - started, startedAt: performance.timeOrigin + started, endedAt: performance.timeOrigin + ended};
    },
    async query(query) {
      const started = performance.now();
      const search = await this.pagefind.search(query);
      const data = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
      const ended = performance.now();
      return {ms: ended - started, startedAt: performance.timeOrigin + started, endedAt: performance.timeOrigin + ended, urls: data.map((item) => item.url)};
    },
    // Untimed: every result's URL, to tell a question Pagefind ranks low from one it cannot answer.
    async allUrls(query) {
      const search = await this.pagefind.search(query);
      return (await Promise.all(search.results.map((result) => result.data()))).map((item) => item.url);
    },
  };
})()`;
