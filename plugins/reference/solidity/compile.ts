import {createRequire} from 'node:module';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {siteDir} from '../../../config/siteDir';

/** One entry of a contract ABI, as solc emits it. */
export interface AbiParameter {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: AbiParameter[];
}

export interface AbiEntry {
  type: 'function' | 'event' | 'error' | 'constructor' | 'fallback' | 'receive';
  name?: string;
  inputs?: AbiParameter[];
  outputs?: AbiParameter[];
  stateMutability?: string;
  anonymous?: boolean;
}

/** The parts of solc's AST the reference reads. */
export interface AstNode {
  nodeType: string;
  name?: string;
  src: string;
  kind?: string;
  documentation?: {text: string} | null;
  nodes?: AstNode[];
  members?: AstNode[];
  parameters?: {parameters: AstNode[]};
  returnParameters?: {parameters: AstNode[]};
  typeDescriptions?: {typeString: string};
  stateMutability?: string;
  indexed?: boolean;
}

export interface CompiledSource {
  /** Path relative to reference/, e.g. contracts/IERC20CollateralPool.sol */
  file: string;
  content: string;
  ast: AstNode;
  abis: Map<string, AbiEntry[]>;
}

export interface CompileResult {
  sources: CompiledSource[];
  /** Compiler errors and warnings, formatted as solc prints them. */
  errors: string[];
  warnings: string[];
  compilerVersion: string;
}

interface SolcOutput {
  errors?: {severity: 'error' | 'warning' | 'info'; formattedMessage: string}[];
  sources?: Record<string, {ast: AstNode}>;
  contracts?: Record<string, Record<string, {abi: AbiEntry[]}>>;
}

interface Solc {
  compile(input: string): string;
  version(): string;
}

type SourceFile = {file: string; content: string};

// solc-js loads a large compiler when first required, so it is required only where something compiles.
const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
const solcPath = requireFromSite.resolve('solc');

function solcInput(files: SourceFile[]): string {
  return JSON.stringify({
    language: 'Solidity',
    sources: Object.fromEntries(files.map(({file, content}) => [file, {content}])),
    settings: {outputSelection: {'*': {'*': ['abi'], '': ['ast']}}},
  });
}

function compileResult(files: SourceFile[], outputJson: string, compilerVersion: string): CompileResult {
  const output = JSON.parse(outputJson) as SolcOutput;
  const messages = (severity: string) =>
    (output.errors ?? []).filter((error) => error.severity === severity).map((error) => error.formattedMessage.trim());
  return {
    sources: files
      .filter(({file}) => output.sources?.[file])
      .map(({file, content}) => ({
        file,
        content,
        ast: output.sources![file].ast,
        abis: new Map(Object.entries(output.contracts?.[file] ?? {}).map(([name, {abi}]) => [name, abi])),
      })),
    errors: messages('error'),
    warnings: messages('warning'),
    compilerVersion,
  };
}

/** Compiles the interfaces with solc-js (the npm compiler; never a downloaded native binary). */
export function compileSolidity(files: SourceFile[]): CompileResult {
  const solc = requireFromSite('solc') as Solc;
  return compileResult(files, solc.compile(solcInput(files)), solc.version());
}

const workerSource = `
const {parentPort, workerData} = require('node:worker_threads');
const solc = require(workerData.solcPath);
parentPort.postMessage({output: solc.compile(workerData.input), version: solc.version()});
`;

/** The same compilation on a worker thread, so the build's main thread goes on meanwhile. */
export function compileSolidityInWorker(files: SourceFile[]): Promise<CompileResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {eval: true, workerData: {solcPath, input: solcInput(files)}});
    worker.once('message', ({output, version}: {output: string; version: string}) =>
      resolve(compileResult(files, output, version)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the solc worker stopped with exit code ${code}`)));
  });
}
