import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {contentPages} from '@site/scripts/support/pageCodeBlocks';
import {snippetPrelude} from '../support/snippets/ambient';
import {pageSnippets} from '../support/snippets/extract';
import {snippetFiles} from '../support/snippets/project';
import {repoRoot} from '../support/paths';

/**
 * The snippet prelude declares a few names for untitled fragments (`assetra`, `accessToken`, the viem clients). A block
 * titled with a file name is a file the reader saves and compiles alone, so it declares or imports every such name it
 * uses; a file shown in parts (the same title on one page) declares it in any part (review pass 75: `supply-browser.ts`
 * used an `accessToken` no file declared).
 */
const preludeNames = [...snippetPrelude.matchAll(/^\s*const (\w+):/gm)].map((match) => match[1]!);

/** The prelude names a source uses as values without declaring or importing them. */
function undeclaredPreludeNames(code: string): string[] {
  const source = ts.createSourceFile('file.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    // `declare const accessToken` compiles, but the file throws a ReferenceError when it runs: not a declaration here.
    const ambient =
      ts.isVariableDeclaration(node) &&
      ts.isVariableStatement(node.parent.parent) &&
      (ts.getModifiers(node.parent.parent) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword);
    if (
      !ambient &&
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.add(node.name.text);
    if (ts.isIdentifier(node) && preludeNames.includes(node.text)) {
      const parent = node.parent;
      const isKey =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isPropertySignature(parent);
      if (!isKey) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...used].filter((name) => !declared.has(name));
}

// The files a reader saves, as the snippet checker makes them: a page's blocks under one title are one file.
const titledFiles = snippetFiles(
  '/',
  contentPages(repoRoot)
    .flatMap((page) => pageSnippets(repoRoot, page))
    .filter((snippet) => !snippet.nocheck),
)
  .filter((file) => file.moduleName !== undefined)
  .map((file) => ({name: `${file.page} ${path.posix.basename(file.fileName)}`, code: file.text}));

describe('a titled file declares the names the snippet prelude gives fragments', () => {
  it('reads the prelude names and finds titled files', () => {
    expect(preludeNames).toEqual(expect.arrayContaining(['assetra', 'accessToken', 'publicClient', 'walletClient']));
    expect(titledFiles.length).toBeGreaterThan(50);
  });

  it('no titled file uses one without declaring or importing it', () => {
    const found = titledFiles.flatMap(({name, code}) =>
      undeclaredPreludeNames(code).map((missing) => `${name}: ${missing}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the supply file that used the sign-in’s access token', () => {
    const file = "const assetra = createAssetraClient({environment: 'sandbox', accessToken});\n";
    expect(undeclaredPreludeNames(file)).toEqual(['accessToken']);
    expect(undeclaredPreludeNames(`import {accessToken} from './sign-in';\n${file}`)).toEqual([]);
    expect(undeclaredPreludeNames('const {accessToken} = await verify();\nuse({accessToken});')).toEqual([]);
    expect(undeclaredPreludeNames(`declare const accessToken: string;\n${file}`)).toEqual(['accessToken']);
  });
});

/**
 * A helper that polls until a transaction confirms (a loop that sleeps) outlasts an access token it was handed: it
 * takes the session's current token on each request instead (review passes 78 and 79: three helpers held one token).
 */
const pollsWithOneToken = (code: string) =>
  /for \(;;\)|while \(true\)/.test(code) && /\bsleep\(/.test(code) && /\baccessToken: string\b/.test(code);

describe('a polling helper takes the session’s current token on each request', () => {
  it('no titled file polls with a token it was handed', () => {
    expect(titledFiles.filter(({code}) => pollsWithOneToken(code)).map(({name}) => name)).toEqual([]);
  });

  it('finds the helper of pass 78', () => {
    const helper =
      'export async function trackTransaction(hash: Hex, accessToken: string) {\n  for (;;) {\n    await sleep(5000);\n  }\n}';
    expect(pollsWithOneToken(helper)).toBe(true);
    expect(pollsWithOneToken(helper.replace(', accessToken: string', ''))).toBe(false);
  });
});
