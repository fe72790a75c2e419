import path from 'node:path';
import ts from 'typescript';
import {abiFile} from '@site/plugins/reference/solidity/render';
import type {ReferenceBundle} from '@site/plugins/reference/load';
import {sdkDeclaration} from '@site/plugins/reference/sdk/declaration';
import {sdkModules} from '@site/plugins/reference/sdk/modules';
import {packages} from '@site/src/data/platform';
import {reactDeclaration, snippetPrelude} from './ambient';
import type {Snippet} from './extract';
import {resolveSnippetImport, snippetFiles, sourceLine, type SnippetFile} from './project';

/**
 * The ABI modules pages tell readers to make from a published ABI ("export it from
 * `engage-staking-abi.ts` as `engageStakingAbi` with `as const`"): module name → interface.
 */
export const abiModules: Record<string, string> = {
  'arte-mixer-abi': 'IArteMixer',
  'asset-token-abi': 'IAssetToken',
  'asset-token-factory-abi': 'IAssetTokenFactory',
  'collateral-pool-abi': 'IERC20CollateralPool',
  'engage-buyback-abi': 'IEngageBuyback',
  'engage-staking-abi': 'IEngageStaking',
  'engage-vesting-abi': 'IEngageVesting',
  'erc3643-token-abi': 'IERC3643Token',
  'identity-registry-abi': 'IIdentityRegistry',
  'modular-compliance-abi': 'IModularCompliance',
};

/** `engage-staking-abi` → `engageStakingAbi`. */
const abiExportName = (moduleName: string) =>
  moduleName.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** One compiler finding, where a writer fixes it. */
export interface SnippetDiagnostic {
  page: string;
  /** Line in the page's source. */
  line: number;
  message: string;
  /** The snippet it is in; undefined for one in a generated declaration. */
  snippet: Snippet | undefined;
}

/** Settings of a reader's strict TypeScript project: ES2022 modules, the DOM and Node.js types. */
export const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  // The pages import ABI files as `./collateral-pool-abi.ts` and say to enable this option for tsc.
  allowImportingTsExtensions: true,
  skipLibCheck: true,
};

/**
 * Installed declarations (lib.dom, @types/node, viem) parsed once per test run: the options never change, and the
 * checks that run the compiler again on a changed snippet or reference would parse them again each time.
 */
const installedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Type-checks snippets as the files a reader would make of them, in one in-memory program:
 * `@assetra/sdk` is the declaration generated from the reference, `./…-abi.ts` the published ABI
 * `as const`, every other package the one installed. Returns every diagnostic at its page line.
 */
export function typecheckSnippets(
  repoRoot: string,
  snippets: Snippet[],
  reference: ReferenceBundle,
): SnippetDiagnostic[] {
  const root = path.join(repoRoot, '.snippets');
  const files = snippetFiles(root, snippets);
  const virtual = new Map<string, string>(files.map((file) => [file.fileName, file.text]));
  // The packages the docs document but npm does not install here, declared from the docs themselves.
  const packageFiles: Record<string, string> = {
    [packages.sdk]: path.join(root, 'node_modules', packages.sdk, 'index.ts'),
    [packages.react]: path.join(root, 'node_modules', packages.react, 'index.ts'),
  };
  virtual.set(packageFiles[packages.sdk]!, sdkDeclaration(sdkModules(reference)));
  virtual.set(packageFiles[packages.react]!, reactDeclaration);
  const preludeFile = path.join(root, 'prelude.ts');
  virtual.set(preludeFile, snippetPrelude);
  const abiPath = (moduleName: string) => path.join(root, 'abi', `${moduleName}.ts`);
  for (const [moduleName, contractName] of Object.entries(abiModules)) {
    const contract = reference.contracts.find((candidate) => candidate.name === contractName);
    if (!contract) throw new Error(`No interface ${contractName} in reference/contracts for ${moduleName}.ts`);
    // What the reader pastes: the published file's contents.
    virtual.set(
      abiPath(moduleName),
      `// ${abiFile(contract)}\nexport const ${abiExportName(moduleName)} = ${JSON.stringify(contract.abi, null, 2)} as const;\n`,
    );
  }
  const byName = new Map(files.map((file) => [file.fileName, file]));

  const host = ts.createCompilerHost(compilerOptions, true);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(fileName);
    return text !== undefined
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : (installedFiles.get(fileName) ??
          installedFiles
            .set(fileName, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate))
            .get(fileName));
  };
  const moduleCache = ts.createModuleResolutionCache(repoRoot, (fileName) => fileName, compilerOptions);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({text: specifier}): ts.ResolvedModuleWithFailedLookupLocations => {
      const resolved = (resolvedFileName: string) => ({
        resolvedModule: {resolvedFileName, extension: ts.Extension.Ts, isExternalLibraryImport: false},
      });
      const packageFile = packageFiles[specifier];
      if (packageFile) return resolved(packageFile);
      const from = byName.get(containingFile);
      if (from && specifier.startsWith('./')) {
        const moduleName = path.posix.basename(specifier).replace(/\.tsx?$/, '');
        if (abiModules[moduleName]) return resolved(abiPath(moduleName));
        const target = resolveSnippetImport(files, from, specifier);
        return target ? resolved(target.fileName) : {resolvedModule: undefined};
      }
      // Packages resolve from the repository, where viem and the rest are installed.
      const lookupFrom = virtual.has(containingFile) ? path.join(repoRoot, 'index.ts') : containingFile;
      return ts.resolveModuleName(specifier, lookupFrom, compilerOptions, host, moduleCache);
    });

  // The declarations are plain .ts files here, so skipLibCheck does not skip checking them.
  const program = ts.createProgram({
    rootNames: [preludeFile, ...Object.values(packageFiles), ...byName.keys()],
    options: compilerOptions,
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => toSnippetDiagnostic(diagnostic, byName, root));
}

/** A diagnostic at its page line; one in a generated declaration or the prelude names that file instead. */
function toSnippetDiagnostic(
  diagnostic: ts.Diagnostic,
  byName: Map<string, SnippetFile>,
  root: string,
): SnippetDiagnostic {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const file = diagnostic.file && byName.get(diagnostic.file.fileName);
  if (!file || diagnostic.start === undefined) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    return {
      page: diagnostic.file ? `(generated) ${path.relative(root, diagnostic.file.fileName)}` : '(program)',
      line,
      message,
      snippet: undefined,
    };
  }
  const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
  const {snippet, pageLine} = sourceLine(file, line);
  return {page: snippet.page, line: pageLine, message, snippet};
}
