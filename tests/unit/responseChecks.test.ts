import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {repoRoot} from '../support/paths';
import {helperDefinitions, variantsOf} from '../support/snippets/helperDefinitions';
import {scriptSources} from '../support/snippets/scriptSources';
import {methodCalls} from '../support/snippets/methodCalls';

/**
 * A sample that reads an HTTP answer's body checks first whether the request succeeded: a refusal, a `429` or a `5xx`
 * has a problem document (or GraphQL `errors`) where the sample expects data, and reading on turns the API's code into
 * a `TypeError`. Review passes found such samples page after page. So every `response.json()` sits in a function (or
 * file) that also reads that response's `ok` or `status`.
 */

/** A callback written in place (`.then((r) => …)`, `withRetries(() => …)`), which shares the names around it. */
const isInline = (node: ts.Node) =>
  (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isCallExpression(node.parent);

/** The closest function around a node, or the file. */
function scopeOf(node: ts.Node): ts.Node {
  for (let parent = node.parent; parent; parent = parent.parent) if (ts.isFunctionLike(parent)) return parent;
  return node.getSourceFile();
}

/**
 * Whether a function (or the file) asks the named response for its `ok` or `status`, in its own body: a `response`
 * checked inside another function is another variable.
 */
function checks(scope: ts.Node, name: string): boolean {
  let checked = false;
  const look = (node: ts.Node): void => {
    if (node !== scope && ts.isFunctionLike(node) && !isInline(node)) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === name &&
      ['ok', 'status'].includes(node.name.text)
    )
      checked = true;
    ts.forEachChild(node, look);
  };
  look(scope);
  return checked;
}

/**
 * `x.json()` calls whose `x` is never asked for `ok` or `status` in the same function, and `(await fetch(…)).json()`,
 * whose answer has no name to ask.
 */
export function uncheckedBodies(source: ts.SourceFile): ts.CallExpression[] {
  return methodCalls(source, 'json').filter((call) => {
    if (call.arguments.length > 0) return false;
    const answer = (call.expression as ts.PropertyAccessExpression).expression;
    return !ts.isIdentifier(answer) || !checks(scopeOf(call), answer.text);
  });
}

/**
 * Promises a sample lets go of (`void call()`) that handle no rejection: in a server, such as a webhook handler, an
 * unhandled rejection ends the Node process, so one failed read would stop it. A `.catch(…)` or a
 * `.then(…, onRejected)` in the chain handles it.
 */
export function floatingWithoutCatch(source: ts.SourceFile): ts.VoidExpression[] {
  const handles = (node: ts.Expression): boolean => {
    if (!ts.isCallExpression(node)) return false;
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'catch' || (method === 'then' && node.arguments.length > 1)) return true;
      return handles(callee.expression);
    }
    return false;
  };
  const found: ts.VoidExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVoidExpression(node) && ts.isCallExpression(node.expression) && !handles(node.expression))
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The site's script blocks, parsed once for the three checks below. */
const siteSources = scriptSources(repoRoot, contentPages(repoRoot));

describe('samples check an answer before they read its body', () => {
  it('every response.json() has a check of that response’s ok or status beside it', () => {
    const found = siteSources.flatMap(({page, source, lineOf}) =>
      uncheckedBodies(source).map((call) => `${page}:${lineOf(call)} ${call.getText(source)}`),
    );
    expect(found).toEqual([]);
  });

  it('the GraphQL read() helper has the same words on every page', () => {
    const definitions = helperDefinitions(siteSources, 'read');
    expect(definitions.length).toBeGreaterThan(10);
    expect(variantsOf(definitions)).toEqual([]);
  });

  it('finds a body read without a check, and passes one with it', () => {
    const read = (code: string) =>
      uncheckedBodies(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).map((call) =>
        call.getText(),
      );
    expect(read('const r = await fetch(url);\nconst {data} = await r.json();')).toEqual(['r.json()']);
    expect(read('async function f() { const r = await fetch(url); if (!r.ok) throw 1; return r.json(); }')).toEqual([]);
    expect(read('const x = await fetch(url).then((r) => r.json());')).toEqual(['r.json()']);
    expect(read('const x = await (await fetch(url)).json();')).toHaveLength(1);
  });
});

describe('samples handle the rejection of a promise they let go of', () => {
  const floating = (code: string) =>
    floatingWithoutCatch(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true)).map((node) =>
      node.getText(),
    );

  it('every `void promise` on a page has a .catch or a rejection handler', () => {
    const found = siteSources.flatMap(({page, source, lineOf}) =>
      floatingWithoutCatch(source).map((node) => `${page}:${lineOf(node)} ${node.getText(source).split('\n')[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a floating promise without a handler, and passes one with it', () => {
    expect(floating('void read(id).then((tx) => log(tx));')).toEqual(['void read(id).then((tx) => log(tx))']);
    expect(floating('void read(id).then((tx) => log(tx), (error) => warn(error));')).toEqual([]);
    expect(floating('void read(id).then(log).catch(warn);')).toEqual([]);
    expect(floating('void 0;')).toEqual([]);
  });
});
