import solc from 'solc';

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

/** Compiles the interfaces with solc-js (the npm compiler; never a downloaded native binary). */
export function compileSolidity(files: {file: string; content: string}[]): CompileResult {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(files.map(({file, content}) => [file, {content}])),
    settings: {outputSelection: {'*': {'*': ['abi'], '': ['ast']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const messages = (severity: string) =>
    (output.errors ?? []).filter((error) => error.severity === severity).map((error) => error.formattedMessage.trim());
  return {
    sources: files
      .filter(({file}) => output.sources?.[file])
      .map(({file, content}) => ({
        file,
        content,
        ast: output.sources![file]!.ast,
        abis: new Map(Object.entries(output.contracts?.[file] ?? {}).map(([name, {abi}]) => [name, abi])),
      })),
    errors: messages('error'),
    warnings: messages('warning'),
    compilerVersion: solc.version(),
  };
}
