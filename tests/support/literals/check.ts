import type {Code, InlineCode, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {environments} from '@site/src/data/platform';
import {platformNames, type ApiVocabulary} from './vocabulary';

/** A literal a page writes about the API, where a writer fixes it. */
export interface LiteralFinding {
  page: string;
  line: number;
  message: string;
}

/** The merged vocabulary of the APIs a literal can be about. */
interface Scope {
  products: string[];
  enumsByName: Map<string, Set<string>>;
  enumValues: Set<string>;
  names: Set<string>;
  mentioned: Set<string>;
  errorCodes: Map<string, number | undefined>;
  operations: {method: string; path: string; operationId: string}[];
  sdkInputs: Map<string, Set<string>>;
  eventTypes: Set<string>;
}

/** A piece of code the page shows: an inline code span, or one line of a fenced block. */
export interface Site {
  line: number;
  text: string;
  /** A whole inline code span (`active`), as opposed to a line of code. */
  span: boolean;
}

/** The lease API signs in and stores files with Assets' endpoints (src/data/conventions.ts, restApisWithSignIn). */
export const productsOf = (product: string) => (product === 'lease' ? ['lease', 'assets'] : [product]);

const productFolders: [RegExp, string[]][] = [
  [/^docs\/rwa-use-cases\/lease-agreement\//, productsOf('lease')],
  [/^docs\/assets\//, ['assets']],
  [/^docs\/pools\//, ['pools']],
  [/^docs\/cp-pools\//, ['cp-pools']],
  [/^docs\/engage\//, ['engage']],
];

/** The products a page is about: its section's, or every product for a page about the platform. */
export function pageProducts(page: string, all: string[]): string[] {
  return productFolders.find(([pattern]) => pattern.test(page))?.[1] ?? all;
}

function mergeScope(vocabularies: ApiVocabulary[], products: string[]): Scope {
  const scope: Scope = {
    products,
    enumsByName: new Map(),
    enumValues: new Set(),
    names: platformNames(),
    mentioned: new Set(),
    errorCodes: new Map(),
    operations: [],
    sdkInputs: new Map(),
    eventTypes: new Set(),
  };
  for (const vocabulary of vocabularies.filter((candidate) => products.includes(candidate.product))) {
    for (const [name, values] of vocabulary.enumsByName)
      scope.enumsByName.set(name, new Set([...(scope.enumsByName.get(name) ?? []), ...values]));
    for (const value of vocabulary.enumValues) scope.enumValues.add(value);
    for (const name of vocabulary.names) scope.names.add(name);
    for (const word of vocabulary.mentioned) scope.mentioned.add(word);
    for (const [code, status] of vocabulary.errorCodes)
      if (!scope.errorCodes.has(code) || status !== undefined) scope.errorCodes.set(code, status);
    scope.operations.push(...vocabulary.operations);
    for (const [method, inputs] of vocabulary.sdkInputs) scope.sdkInputs.set(method, inputs);
    for (const type of vocabulary.eventTypes) scope.eventTypes.add(type);
  }
  return scope;
}

/** Code spans and code lines of a page (Mermaid included: its labels name endpoints too). */
function sitesOf(tree: Root): Site[] {
  const sites: Site[] = [];
  visit(tree, (node) => {
    if (node.type === 'inlineCode') {
      const code = node as InlineCode;
      sites.push({line: code.position!.start.line, text: code.value, span: true});
    } else if (node.type === 'code') {
      const code = node as Code;
      code.value
        .split('\n')
        .forEach((text, index) => sites.push({line: code.position!.start.line + 1 + index, text, span: false}));
    }
  });
  return sites;
}

const upperSnake = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** A value the reader replaces, not a literal: `…`, a shell or template variable, a placeholder. */
const isPlaceholder = (value: string) => /…|\.\.\.|\$|\{|<|\|/.test(value);

const apiUrl = new RegExp(
  `(?:${environments.map((environment) => environment.apiHost.replace(/\./g, '\\.')).join('|')})/([\\w-]+)/(?:v\\d+|graphql)`,
);

/** The products a site is about: the one its URL or SDK module names, else the page's. */
function siteProducts(site: Site, pageScope: string[], all: string[]): string[] {
  const url = apiUrl.exec(site.text)?.[1];
  if (url && all.includes(url)) return [url];
  const module = /\bassetra\.(\w+)\./.exec(site.text)?.[1];
  const product = all.find((candidate) => candidate.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()) === module);
  return product ? [product] : pageScope;
}

const canonical = (value: string) => value.toUpperCase().replace(/[- ]/g, '_');

/**
 * `status=at_risk` in a query string, `status: 'at_risk'` in code, `"asset": "token"` in JSON. A query parameter's
 * value must be one of its enum; in code, where other libraries reuse a name (`receipt.status === 'success'`), a
 * value is held to the reference's enum when it is written like one of its values or in UPPER_SNAKE_CASE.
 */
function enumValueFindings(site: Site, scope: Scope, libraries: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const pairs: {name: string; value: string; query: boolean}[] = [];
  const query = site.span ? /^(\w+)=([\w.-]+)$|[?&](\w+)=([\w.-]+)/g : /[?&](\w+)=([\w.-]+)/g;
  for (const match of site.text.matchAll(query))
    pairs.push({name: (match[1] ?? match[3])!, value: (match[2] ?? match[4])!, query: true});
  for (const match of site.text.matchAll(/["']?(\w+)["']?\s*(?::|===|!==|==|!=)\s*["']([A-Za-z][\w-]*)["']/g))
    pairs.push({name: match[1]!, value: match[2]!, query: false});
  for (const {name, value, query: inQuery} of pairs) {
    const values = scope.enumsByName.get(name);
    if (!values || isPlaceholder(value) || values.has(value) || libraries.get(name)?.has(value)) continue;
    const upper = upperSnake.test(value) || /^[A-Z]+$/.test(value);
    // An upper-case value the reference's text names for this field (`role` `LESSOR` or `LESSEE`) is its own.
    if (upper && scope.mentioned.has(value)) continue;
    if (!inQuery && !upper && !values.has(canonical(value))) continue;
    found.push(
      `${name} ${JSON.stringify(value)} is not a value of ${name} in the reference (${[...values].join(', ')})`,
    );
  }
  return found;
}

/** An enum value written in another case (`'deploying'`, `at_risk`): the reference spells it `DEPLOYING`. */
function caseFindings(site: Site, scope: Scope): string[] {
  // The lower-case spelling of an enum value (`'at_risk'`); capitalised words are labels (`"Pool not found"`).
  const candidates = (
    site.span ? [site.text] : [...site.text.matchAll(/(["'])([\w-]+)\1/g)].map((match) => match[2]!)
  ).filter((candidate) => /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$/.test(candidate));
  const found: string[] = [];
  for (const candidate of candidates) {
    const upper = canonical(candidate);
    if (candidate === upper || !scope.enumValues.has(upper)) continue;
    // A name the API defines (a field, a function) is itself.
    if (scope.names.has(candidate) || scope.enumValues.has(candidate)) continue;
    found.push(`${JSON.stringify(candidate)} is the enum value ${upper} in the reference`);
  }
  return found;
}

/**
 * An UPPER_SNAKE_CASE code span that nothing in the reference defines (a page may name another product's role, so
 * every product counts), and a code written with a status other than its own.
 */
function codeFindings(site: Site, scope: Scope, everywhere: Scope, known: Set<string>): string[] {
  const found: string[] = [];
  const defined = (name: string) =>
    known.has(name) ||
    everywhere.errorCodes.has(name) ||
    everywhere.names.has(name) ||
    everywhere.enumValues.has(name) ||
    everywhere.mentioned.has(name);
  if (site.span && upperSnake.test(site.text) && !defined(site.text))
    found.push(`${site.text} is not an error code, enum value, role or name in the reference`);
  for (const match of site.text.matchAll(/\b([1-5]\d\d) ([A-Z][A-Z0-9_]{3,})\b/g)) {
    const status = scope.errorCodes.get(match[2]!);
    if (status !== undefined && status !== Number(match[1]))
      found.push(`${match[2]} is ${status} in the reference, not ${match[1]}`);
  }
  return found;
}

/** `POST /pools/{poolId}/supply`: a method and path the REST APIs of the scope have. */
function pathFindings(site: Site, scope: Scope): string[] {
  const found: string[] = [];
  for (const match of site.text.matchAll(
    /\b(GET|POST|PUT|PATCH|DELETE) +((?:https:\/\/\S+?)?(?:…|\.\.\.)?\/[^\s`'")?#]*)/g,
  )) {
    const method = match[1]!;
    let path = match[2]!.replace(apiUrl, '').replace(/^https:\/\/[^/]+/, '');
    const suffix = /^(?:…|\.\.\.)/.test(path);
    // `POST /staking/stakes/{stakeId}/…`: any operation under the path.
    const prefix = /(?:…|\.\.\.)$/.test(path);
    path = path
      .replace(/^(?:…|\.\.\.)/, '')
      .replace(/\/?(?:…|\.\.\.)$/, '')
      .replace(/[.,;:]+$/, '');
    if (!path.startsWith('/') || path === '/') continue;
    const segments = path.split('/');
    const matches = scope.operations.some((operation) => {
      if (operation.method !== method) return false;
      const template = operation.path.split('/');
      const aligned = suffix
        ? template.slice(template.length - segments.length)
        : prefix
          ? template.slice(0, segments.length)
          : template;
      if (aligned.length !== segments.length) return false;
      return aligned.every(
        (part, index) =>
          part === segments[index] ||
          (/^\{\w+\}$/.test(part) && segments[index] !== '' && !/^\{\w+\}$/.test(segments[index]!)) ||
          (suffix && index === 0 && segments[index] === ''),
      );
    });
    if (!matches) found.push(`${method} ${path} is not an operation of the ${scope.products.join(', ')} REST API`);
  }
  return found;
}

/** `assetra.pools.buildSupply({poolId, amount})` in prose: every argument is an input of the method. */
function sdkArgumentFindings(site: Site, scope: Scope): string[] {
  if (!site.span) return [];
  const found: string[] = [];
  for (const match of site.text.matchAll(/\bassetra\.([\w.]+)\(\{([^}]*)\}/g)) {
    const inputs = scope.sdkInputs.get(match[1]!);
    if (!inputs) continue;
    for (const key of match[2]!
      .split(',')
      .map((part) => part.split(':')[0]!.trim())
      .filter(Boolean)) {
      if (!isPlaceholder(key) && !inputs.has(key)) found.push(`assetra.${match[1]} takes no ${key}`);
    }
  }
  return found;
}

/**
 * The literals of a reference file's text (descriptions and example strings in YAML, SDL and NatSpec), line by line:
 * its code spans, and the word after a state's name in plain text (`(status restaked)` in a problem's detail).
 */
export function textSites(source: string): Site[] {
  return source.split('\n').flatMap((text, index) => [
    ...[...text.matchAll(/`([^`\n]+)`/g)].map((match) => ({line: index + 1, text: match[1]!, span: true})),
    ...[...text.replace(/`[^`\n]*`/g, '').matchAll(/\b(?:status|state|kind) ([a-z]+(?:_[a-z]+)*)\b/g)].map((match) => ({
      line: index + 1,
      text: match[1]!,
      span: true,
    })),
  ]);
}

export interface LiteralContext {
  vocabularies: ApiVocabulary[];
  /** Names the pages' own code defines (environment variables, constants). */
  known: Set<string>;
  /** Values other libraries give names the reference also uses. */
  libraries: Map<string, Set<string>>;
}

/**
 * Webhook event types: a quoted `resource.event` in code (`'transaction.confirmed'`), or a code span on a line about
 * events or webhooks, whose resource has events, must be one of them. Unquoted field paths (`token.allowance`) are not
 * event types.
 */
function eventTypeFindings(site: Site, everywhere: Scope): string[] {
  const resources = new Set([...everywhere.eventTypes].map((type) => type.split('.')[0]!));
  const candidates = site.span
    ? []
    : [...site.text.matchAll(/["']([a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*)["']/g)].map((match) => match[1]!);
  return candidates
    .filter((type) => resources.has(type.split('.')[0]!) && !everywhere.eventTypes.has(type))
    .map((type) => `${type} is not a webhook event type (EventType in the reference)`);
}

/** Event types named in prose: code spans on a line that speaks of events or webhooks. */
function proseEventTypeFindings(tree: Root, everywhere: Scope): {line: number; message: string}[] {
  const resources = new Set([...everywhere.eventTypes].map((type) => type.split('.')[0]!));
  const found: {line: number; message: string}[] = [];
  visit(tree, 'paragraph', (paragraph) => {
    const spans: InlineCode[] = [];
    visit(paragraph, 'inlineCode', (span: InlineCode) => void spans.push(span));
    const text = spans.length ? JSON.stringify(paragraph) : '';
    if (!/event|webhook/i.test(text)) return;
    for (const span of spans) {
      const [resource, event] = span.value.split('.');
      // `transaction.status` is a field path, not an event: the part after the dot names a field.
      const eventLike = /^[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*$/.test(span.value) && !everywhere.names.has(event!);
      if (eventLike && resources.has(resource!) && !everywhere.eventTypes.has(span.value))
        found.push({
          line: span.position!.start.line,
          message: `${span.value} is not a webhook event type (EventType in the reference)`,
        });
    }
  });
  return found;
}

/**
 * Every literal a file writes about the API, checked against the reference: enum values in query strings, code and
 * JSON; enum values in another case; UPPER_SNAKE_CASE codes and their HTTP status; REST methods and paths; SDK call
 * arguments in prose. Each finding names the file and line.
 */
export function literalFindings(
  file: string,
  sites: Site[],
  products: string[],
  context: LiteralContext,
): LiteralFinding[] {
  const all = [...new Set(context.vocabularies.map((vocabulary) => vocabulary.product))];
  const scopes = new Map<string, Scope>();
  const scopeOf = (scoped: string[]) => {
    const key = scoped.join(',');
    if (!scopes.has(key)) scopes.set(key, mergeScope(context.vocabularies, scoped));
    return scopes.get(key)!;
  };
  return sites.flatMap((site) => {
    const scope = scopeOf(siteProducts(site, products, all));
    return [
      ...enumValueFindings(site, scope, context.libraries),
      ...caseFindings(site, scope),
      ...codeFindings(site, scope, scopeOf(all), context.known),
      ...pathFindings(site, scope),
      ...sdkArgumentFindings(site, scope),
      ...eventTypeFindings(site, scopeOf(all)),
    ].map((message) => ({page: file, line: site.line, message}));
  });
}

/** A page's literals, each held to the products of the page's section (every product outside the sections). */
export function pageLiteralFindings(page: string, tree: Root, context: LiteralContext): LiteralFinding[] {
  const all = [...new Set(context.vocabularies.map((vocabulary) => vocabulary.product))];
  return [
    ...literalFindings(page, sitesOf(tree), pageProducts(page, all), context),
    ...proseEventTypeFindings(tree, mergeScope(context.vocabularies, all)).map((finding) => ({page, ...finding})),
  ];
}
