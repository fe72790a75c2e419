/** An SDK call or module a page names, where it names it. */
export interface PageCall {
  page: string;
  line: number;
  /** `assetra.pools.admin.buildPause`, as written. */
  text: string;
  /** `pools.admin.buildPause`: the path under the client. */
  path: string;
}

/**
 * Every `assetra.<module>…` and `client.<module>…` in a page's source, in code and prose alike:
 * `assetra` is the client of "Create a client" on the SDK page, `client` what the quickstart calls it.
 * Other receivers (`data.pools`, a GraphQL response) are not the SDK.
 */
export function pageCalls(page: string, source: string, modules: string[]): PageCall[] {
  const pattern = new RegExp(`\\b(?:assetra|client)\\.((?:${modules.join('|')})(?:\\.[A-Za-z_$][\\w$]*)*)`, 'g');
  return source
    .split('\n')
    .flatMap((lineText, index) =>
      [...lineText.matchAll(pattern)].map((match) => ({page, line: index + 1, text: match[0], path: match[1]!})),
    );
}

/**
 * Calls that are not in the SDK: a path is fine when it is a method (`pools.get`) or a module on the
 * way to one (`pools`, `pools.admin`). Each finding names the page, the line and the call.
 */
export function unknownCalls(calls: PageCall[], methods: string[]): string[] {
  const known = (path: string) => methods.some((method) => method === path || method.startsWith(`${path}.`));
  return calls
    .filter((call) => !known(call.path))
    .map((call) => `${call.page}:${call.line} ${call.text} is not in @assetra/sdk`);
}
