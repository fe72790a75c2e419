import {beforeAll, describe, expect, it} from 'vitest';
import {loadReference, type ReferenceBundle} from '@site/plugins/reference/load';
import {sdkDeclaration} from '@site/plugins/reference/sdk/declaration';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {moduleProperty} from '@site/plugins/reference/sdk/typescript';
import {products} from '@site/src/data/platform';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {pageSnippets, type Snippet} from '../support/snippets/extract';
import {typecheckSnippets, type SnippetDiagnostic} from '../support/snippets/typecheck';
import {declaredMethods} from '../support/sdk/declaredMethods';
import {repoRoot} from '../support/paths';

// Type-checking every snippet is one TypeScript program: seconds, more on a busy machine.
const compileTimeout = 180_000;

const snippets = contentPages(repoRoot).flatMap((page) => pageSnippets(repoRoot, page));
const checkedPages = [...new Set(snippets.filter((snippet) => !snippet.nocheck).map((snippet) => snippet.page))];
const optedOut = snippets.filter((snippet) => snippet.nocheck);
const format = (diagnostics: SnippetDiagnostic[]) =>
  diagnostics.map((diagnostic) => `${diagnostic.page}:${diagnostic.line} ${diagnostic.message}`);

let reference: ReferenceBundle;
let diagnostics: SnippetDiagnostic[];
beforeAll(() => {
  reference = loadReference();
  diagnostics = typecheckSnippets(repoRoot, snippets, reference);
}, compileTimeout);

describe('every TypeScript snippet in the docs type-checks against the documented types', () => {
  it('finds the snippets of the docs, the blog and the pages', () => {
    expect(snippets.length).toBeGreaterThan(170);
    expect(checkedPages.length).toBeGreaterThan(80);
  });

  it('the generated @assetra/sdk and @assetra/react declarations and the prelude compile', () => {
    expect(format(diagnostics.filter((diagnostic) => !diagnostic.snippet))).toEqual([]);
  });

  for (const page of checkedPages) {
    it(page, () => {
      expect(
        format(diagnostics.filter((diagnostic) => diagnostic.page === page && !diagnostic.snippet?.nocheck)),
      ).toEqual([]);
    });
  }
});

describe('a renamed field breaks the check, not a reader’s integration', () => {
  const sdkPage = 'docs/introduction/software-development-kit.mdx';
  const pageOf = (page: string) => snippets.filter((snippet) => snippet.page === page);
  // The SDK page's browser sample imports the Authentication page's session module.
  const sdkPageAndSession = () => [...pageOf(sdkPage), ...pageOf('docs/introduction/authentication.mdx')];
  const lineOf = (snippet: Snippet, text: string) =>
    snippet.line + 1 + snippet.code.split('\n').findIndex((line) => line.includes(text));

  it(
    'catches a snippet that reads an SDK response field the reference does not define',
    () => {
      const paginate = pageOf(sdkPage).find((snippet) => snippet.code.includes('pool.totalSupplied'))!;
      const renamed = sdkPageAndSession().map((snippet) =>
        snippet === paginate
          ? {...snippet, code: snippet.code.replace('pool.totalSupplied', 'pool.totalSupply')}
          : snippet,
      );
      const found = typecheckSnippets(repoRoot, renamed, reference);
      expect(format(found)).toEqual([
        `${sdkPage}:${lineOf(paginate, 'pool.totalSupplied')} Property 'totalSupply' does not exist on type 'Pool'. Did you mean 'totalSupplied'?`,
      ]);
    },
    compileTimeout,
  );

  it(
    'catches a field renamed in the reference, in the unchanged snippets that use it',
    () => {
      const renamedReference = {...reference, rest: structuredClone(reference.rest)};
      const pools = renamedReference.rest.find((api) => api.id === 'pools')!;
      const pool = pools.document.components!.schemas!.Pool!;
      pool.properties = Object.fromEntries(
        Object.entries(pool.properties!).map(([name, schema]) => [
          name === 'totalSupplied' ? 'totalDeposited' : name,
          schema,
        ]),
      );
      pool.required = pool.required!.map((name) => (name === 'totalSupplied' ? 'totalDeposited' : name));
      const paginate = pageOf(sdkPage).find((snippet) => snippet.code.includes('pool.totalSupplied'))!;
      const found = typecheckSnippets(repoRoot, sdkPageAndSession(), renamedReference);
      expect(format(found)).toContain(
        `${sdkPage}:${lineOf(paginate, 'pool.totalSupplied')} Property 'totalSupplied' does not exist on type 'Pool'.`,
      );
    },
    compileTimeout,
  );

  it(
    'catches a misspelt viem parameter',
    () => {
      const supply = pageOf(sdkPage).find((snippet) => snippet.title === 'supply.ts')!;
      const renamed = sdkPageAndSession().map((snippet) =>
        snippet === supply
          ? {
              ...snippet,
              code: snippet.code.replace(
                'waitForTransactionReceipt({hash})',
                'waitForTransactionReceipt({txHash: hash})',
              ),
            }
          : snippet,
      );
      const found = typecheckSnippets(repoRoot, renamed, reference);
      expect(found.map((diagnostic) => `${diagnostic.page}:${diagnostic.line}`)).toEqual([
        `${sdkPage}:${lineOf(supply, 'waitForTransactionReceipt')}`,
      ]);
      expect(found[0]!.message).toContain("'txHash' does not exist");
    },
    compileTimeout,
  );
});

describe('opting a snippet out of the check', () => {
  it('is rare and says why in the page', () => {
    expect(optedOut.length).toBeLessThanOrEqual(3);
    for (const snippet of optedOut)
      expect(snippet.nocheck!.length, `${snippet.page}:${snippet.line}`).toBeGreaterThan(20);
  });

  it('is still needed: every opted-out snippet fails the check', () => {
    for (const snippet of optedOut) {
      expect(
        diagnostics.some((diagnostic) => diagnostic.snippet === snippet),
        `${snippet.page}:${snippet.line} compiles; remove its nocheck`,
      ).toBe(true);
    }
  });
});

describe('the generated @assetra/sdk declaration', () => {
  it('has every SDK method of the reference (x-sdk-method, @sdkMethod) as a method of its module, and nothing else', () => {
    const modules = sdkModules(reference);
    // Every product has a module.
    expect(modules.map((module) => module.apiId)).toEqual(products.map((product) => product.id));
    const expected = modules.flatMap((module) =>
      module.methods.map((method) => `${moduleProperty(module.apiId)}.${method.name}`),
    );
    expect(declaredMethods(sdkDeclaration(modules))).toEqual(expected.sort());
  });

  it('gives a type made of parts (allOf) the fields of every part: the created webhook endpoint has its secret', () => {
    const declaration = sdkDeclaration(sdkModules(reference));
    const created = /export interface CreatedWebhookEndpoint \{([^}]*)\}/.exec(declaration)![1]!;
    expect(created).toMatch(/\bid: string;/); // from WebhookEndpoint
    expect(created).toMatch(/\bsecret: string;/); // from the part that adds it
  });
});
