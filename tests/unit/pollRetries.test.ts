import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';
import {helperDefinitions, variantsOf} from '../support/snippets/helperDefinitions';
import {withTempPage} from '../support/tempPage';
import {scriptSources} from '../support/snippets/scriptSources';

/**
 * A sample that polls the API in a loop (a status read until `CONFIRMED`, `ACTIVE`, `PINNED`…) meets `429` and `5xx`
 * answers on the way, and review passes found loops that gave up on the first one, page after page. So every request
 * a polling loop sends itself goes through the page's `withRetries`, and that helper has the same words everywhere.
 */

/** Calls that send a request as they stand: `fetch` and the pages' own thin wrappers around it. */
const senders = new Set(['fetch', 'api', 'post', 'gql', 'graphql']);

interface Finding {
  page: string;
  line: number;
  text: string;
}

const isLoop = (node: ts.Node) =>
  ts.isForStatement(node) || ts.isWhileStatement(node) || ts.isDoStatement(node) || ts.isForOfStatement(node);

const calleeName = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : undefined);

/** `withRetries`, or a page's variant of it such as the app's `withSessionRetries`, which also renews the session. */
const isRetrying = (name: string | undefined) => /^with\w*Retries$/.test(name ?? '');

/** Whether the call sits inside the argument list of a retrying call. */
function insideRetries(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (ts.isCallExpression(parent) && isRetrying(calleeName(parent))) return true;
  return false;
}

/** The block's own helpers that send through a retrying call (an `api` wrapper whose `fetch` goes through it). */
function retryingHelpers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const sendsThroughRetries = (body: ts.Node) => {
    let found = false;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isRetrying(calleeName(node))) found = true;
      ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body && sendsThroughRetries(statement.body))
      names.add(statement.name.text);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.initializer &&
          sendsThroughRetries(declaration.initializer)
        )
          names.add(declaration.name.text);
  }
  return names;
}

/** A loop that waits between rounds (`sleep`, `setTimeout`) is a poll; its own requests are what it sends. */
function unguardedPollRequests(source: ts.SourceFile): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const guarded = retryingHelpers(source);
  const visitLoop = (loop: ts.Node) => {
    const calls: ts.CallExpression[] = [];
    const collect = (node: ts.Node): void => {
      if (node !== loop && (isLoop(node) || ts.isFunctionLike(node))) return;
      if (ts.isCallExpression(node)) calls.push(node);
      ts.forEachChild(node, collect);
    };
    ts.forEachChild(loop, collect);
    const waits = calls.some((call) => ['sleep', 'setTimeout'].includes(calleeName(call) ?? ''));
    const unguarded = (call: ts.CallExpression) => {
      const name = calleeName(call) ?? '';
      return senders.has(name) && !guarded.has(name) && !insideRetries(call);
    };
    if (waits) found.push(...calls.filter(unguarded));
  };
  const walk = (node: ts.Node): void => {
    if (isLoop(node)) visitLoop(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/**
 * Retry loops that send a 5xx again but hand a 429 back as if it were an answer: both mean "not done, send again with
 * the same key" (review pass 42 found two idempotent POST helpers that did so).
 */
function retriesWithout429(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const walk = (node: ts.Node): void => {
    if (isLoop(node)) {
      const text = node.getText(source);
      if (/status\s*(<|>=)\s*500/.test(text) && !/\b429\b/.test(text)) found.push(node);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/**
 * In a block that defines `withRetries`, a request sent with an `Idempotency-Key` goes through it: the key exists so
 * that a network error, a 429 or a 5xx can be sent again as the same request (review passes 42 and 54 found build and
 * upload helpers beside the helper that sent once). Single-shot scripts without the helper may let such an answer
 * throw.
 */
function keyedRequestsWithoutRetries(source: ts.SourceFile): ts.CallExpression[] {
  const defines = source.statements.some(
    (statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === 'withRetries',
  );
  const found: ts.CallExpression[] = [];
  if (!defines) return found;
  const sendsOnce = sendingOnceHelpers(source);
  // The key may be set in the call or, as in an `api` helper, in the headers the function builds before it.
  const carriesKey = (call: ts.CallExpression) => {
    if (keyPattern.test(call.getText(source))) return true;
    let scope: ts.Node = call;
    while (scope.parent && !ts.isFunctionLike(scope)) scope = scope.parent;
    return isFetch(calleeName(call)) && ts.isFunctionLike(scope) && keyPattern.test(scope.getText(source));
  };
  const walk = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && !insideRetries(node) && carriesKey(node)) {
      const name = calleeName(node);
      if (isFetch(name) || sendsOnce.has(name ?? '')) found.push(node);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/** A REST `Idempotency-Key` header, or the `idempotencyKey` argument of a GraphQL mutation such as `createPool`. */
const keyPattern = /Idempotency-Key|idempotencyKey/;

/** `fetch`, or a wrapper named after it such as the app's `authorisedFetch`. */
const isFetch = (name: string | undefined) => /^(fetch|\w+Fetch)$/.test(name ?? '');

/**
 * The block's own helpers that send a request once, outside any retrying call: an `api` or `post` wrapper whose
 * `fetch` is bare, or a helper that calls one. A key passed to one of them is never sent again (review pass 64).
 */
function sendingOnceHelpers(source: ts.SourceFile): Set<string> {
  const bodies = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      bodies.set(statement.name.text, statement.body);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer && ts.isFunctionLike(declaration.initializer))
          bodies.set(declaration.name.text, declaration.initializer);
  }
  const once = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, body] of bodies) {
      if (once.has(name) || isRetrying(name)) continue;
      let sends = false;
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && !insideRetries(node)) {
          const callee = calleeName(node);
          if (isFetch(callee) || (callee !== name && once.has(callee ?? ''))) sends = true;
        }
        ts.forEachChild(node, visit);
      };
      visit(body);
      if (sends) grew = once.add(name).size > 0;
    }
  }
  return once;
}

function scan(pages: string[]) {
  const sources = scriptSources(repoRoot, pages);
  const unguarded: Finding[] = sources.flatMap(({page, source, lineOf}) =>
    unguardedPollRequests(source).map((call) => ({
      page,
      line: lineOf(call),
      text: call.getText(source).split('\n')[0]!,
    })),
  );
  const without429 = sources.flatMap(({page, source, lineOf}) =>
    retriesWithout429(source).map((loop) => `${page}:${lineOf(loop)}`),
  );
  const keyedOnce = sources.flatMap(({page, source, lineOf}) =>
    keyedRequestsWithoutRetries(source).map((call) => `${page}:${lineOf(call)}`),
  );
  return {unguarded, without429, keyedOnce, definitions: helperDefinitions(sources, 'withRetries')};
}

describe('polling samples retry 429 and 5xx answers', () => {
  const {unguarded, without429, keyedOnce, definitions} = scan(contentPages(repoRoot));

  it('every request a polling loop sends goes through withRetries', () => {
    expect(unguarded.map(({page, line, text}) => `${page}:${line} ${text}`)).toEqual([]);
  });

  it('a loop that sends a 5xx again sends a 429 again too', () => {
    expect(without429).toEqual([]);
    const loops = (code: string) =>
      retriesWithout429(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).length;
    expect(loops('for (;;) { const r = await send(); if (r.status < 500) return r; }')).toBe(1);
    expect(loops('for (;;) { const r = await send(); if (r.status !== 429 && r.status < 500) return r; }')).toBe(0);
  });

  it('a block with withRetries sends its requests that carry an Idempotency-Key through it', () => {
    expect(keyedOnce).toEqual([]);
    const keyed = (code: string) =>
      keyedRequestsWithoutRetries(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).length;
    const helper = 'async function withRetries(request: () => Promise<Response>) { return request(); }\n';
    const build = "fetch(url, {method: 'POST', headers: {'Idempotency-Key': key}})";
    expect(keyed(`${helper}async function build() { return ${build}; }`)).toBe(1);
    expect(keyed(`${helper}async function build() { return withRetries(() => ${build}); }`)).toBe(0);
    expect(keyed(`async function build() { return ${build}; }`)).toBe(0);
    const headersFirst =
      "async function api() { const headers = {'Idempotency-Key': key}; return fetch(url, {headers}); }";
    expect(keyed(`${helper}${headersFirst}`)).toBe(1);
    const wrapper = 'const api = (path: string, init: RequestInit) => authorisedFetch(path, init);\n';
    const keyedCall = "api(url, {method: 'POST', headers: {'Idempotency-Key': key}})";
    expect(keyed(`${helper}${wrapper}async function build() { return ${keyedCall}; }`)).toBe(1);
    expect(keyed(`${helper}${wrapper}async function build() { return withRetries(() => ${keyedCall}); }`)).toBe(0);
    const retryingWrapper = 'const api = (path: string, init: RequestInit) => withRetries(() => fetch(path, init));\n';
    expect(keyed(`${helper}${retryingWrapper}async function build() { return ${keyedCall}; }`)).toBe(0);
    const gqlPost =
      "const post = (query: string, variables: object) => fetch(url, {method: 'POST', body: JSON.stringify({query, variables})});\n";
    expect(
      keyed(`${helper}${gqlPost}async function create() { return post(mutation, {input, idempotencyKey: key}); }`),
    ).toBe(1);
  });

  it('withRetries has the same words on every page', () => {
    expect(definitions.length).toBeGreaterThan(10);
    expect(variantsOf(definitions)).toEqual([]);
  });

  it('the shared withRetries retries what the API did not act on, hands back any other answer and stops', async () => {
    const {outputText} = ts.transpileModule(definitions[0]!.text, {compilerOptions: {target: ts.ScriptTarget.ES2022}});
    const withRetries = new Function('sleep', `${outputText}\nreturn withRetries;`)(async () => {}) as (
      request: () => Promise<Response>,
    ) => Promise<Response>;
    const calls = async (...answers: (() => Response)[]) => {
      let sent = 0;
      const last = await withRetries(async () => answers[Math.min(sent++, answers.length - 1)]!());
      return {sent, status: last.status};
    };
    const problem = (status: number, code: string) => () => Response.json({status, code}, {status});
    const graphql = (code: string) => () => Response.json({errors: [{message: code, extensions: {code}}], data: null});
    const ok = () => Response.json({data: {}});
    expect(await calls(problem(503, 'PRICE_UNAVAILABLE'))).toEqual({sent: 1, status: 503});
    expect(await calls(problem(500, 'INTERNAL_ERROR'), ok)).toEqual({sent: 2, status: 200});
    expect(await calls(() => new Response('<html>Bad gateway</html>', {status: 502}), ok)).toEqual({
      sent: 2,
      status: 200,
    });
    expect(await calls(problem(429, 'RATE_LIMITED'), ok)).toEqual({sent: 2, status: 200});
    expect(await calls(graphql('SERVICE_UNAVAILABLE'), ok)).toEqual({sent: 2, status: 200});
    expect(await calls(graphql('LTV_EXCEEDED'))).toEqual({sent: 1, status: 200});
    expect(await calls(problem(422, 'VALIDATION_FAILED'))).toEqual({sent: 1, status: 422});
    expect(await calls(problem(503, 'SERVICE_UNAVAILABLE'))).toEqual({sent: 6, status: 503});
  });

  it('finds a poll that reads the status with a bare fetch', () => {
    const page = [
      '```ts',
      'for (;;) {',
      '  const status = await fetch(`${API}/transactions/${id}`).then((response) => response.json());',
      "  if (status.status === 'CONFIRMED') break;",
      '  await sleep(5000);',
      '}',
      '```',
      '',
    ].join('\n');
    expect(withTempPage(page, (file) => scan([file]).unguarded.map(({line, text}) => `${line} ${text}`))).toEqual([
      '3 fetch(`${API}/transactions/${id}`)',
    ]);
  });
});
