import fs from 'node:fs';
import path from 'node:path';
import type {ReferenceBundle} from '../load';
import {checked, type ReferenceFormat, type ReferenceProblem} from '../format';
import {contractSource, errorAnchor, eventAnchor, functionAnchor, uniqueMembers, type Item} from '../items';
import {referenceFiles} from '../paths';
import {compileSolidity, compileSolidityInWorker, type CompiledSource, type CompileResult} from './compile';
import {declarationLines, problemLine} from './lines';
import {sourceDoc, type ContractDoc, type SourceDoc} from './model';
import {abiFile, renderContractSource} from './render';
import {natspecProblems} from './validate';

export interface Contracts {
  /** One entry per .sol file. */
  sources: SourceDoc[];
  /** Every interface of every file. */
  contracts: ContractDoc[];
  compilation: CompileResult;
}

const contractFiles = (dir: string) =>
  referenceFiles('contracts', '.sol', dir).map((file) => ({
    file,
    content: fs.readFileSync(path.join(dir, file), 'utf8'),
  }));

function documentContracts(compilation: CompileResult): Contracts {
  if (compilation.errors.length > 0) {
    throw new Error(
      `reference/contracts does not compile with solc ${compilation.compilerVersion}:\n${compilation.errors.join('\n')}`,
    );
  }
  const sources = compilation.sources.map(sourceDoc);
  return {sources, contracts: sources.flatMap((source) => source.contracts), compilation};
}

const noContracts: Contracts = {
  sources: [],
  contracts: [],
  compilation: {sources: [], errors: [], warnings: [], compilerVersion: ''},
};

/** The items one file renders: its functions, and its events and errors once per signature. */
function sourceItems(source: SourceDoc): Item[] {
  return [
    ...source.contracts.flatMap((contract) =>
      contract.functions.map((fn): Item => ({
        kind: 'contract-function',
        key: `${source.file}:${contract.name}.${fn.name}`,
        anchor: functionAnchor(fn),
      })),
    ),
    ...uniqueMembers(source.contracts, (contract) => contract.events).map((event): Item => ({
      kind: 'contract-event',
      key: `${source.file}:${event.signature}`,
      anchor: eventAnchor(event),
    })),
    ...uniqueMembers(source.contracts, (contract) => contract.errors).map((error): Item => ({
      kind: 'contract-error',
      key: `${source.file}:${error.signature}`,
      anchor: errorAnchor(error),
    })),
  ];
}

/** NatSpec problems of one file, each at the declaration it names (`IPool.supply: …`, `IPool: …`). */
function sourceProblems(source: SourceDoc, compiled: CompiledSource): ReferenceProblem[] {
  const problems = natspecProblems([source]);
  const lines = problems.length > 0 ? declarationLines(compiled) : new Map<string, number>();
  return problems.map((message) => ({file: source.file, line: problemLine(lines, message), message}));
}

/** Solidity interfaces with NatSpec (reference/contracts/*.sol), compiled with solc: functions, events and errors. */
export const solidityFormat: ReferenceFormat<Contracts, ReferenceBundle> = {
  folders: ['contracts'],
  load: (dir) => {
    const files = contractFiles(dir);
    return files.length ? documentContracts(compileSolidity(files)) : noContracts;
  },
  // solc runs on a worker thread, beside the docs' loading.
  loadInParallel: async (dir) => {
    const files = contractFiles(dir);
    return files.length ? documentContracts(await compileSolidityInWorker(files)) : noContracts;
  },
  validate: (bundle) =>
    bundle.sources.flatMap((source) =>
      checked(source.file, () =>
        sourceProblems(
          source,
          bundle.compilation.sources.find((compiled) => compiled.file === source.file)!,
        ),
      ),
    ),
  directives: {
    'contract-reference': {
      items: (bundle, placement) => sourceItems(contractSource(bundle, placement)),
      render: (context, placement) =>
        renderContractSource(
          context,
          contractSource(context.bundle, placement),
          context.bundle.compilation.compilerVersion,
        ),
    },
  },
  items: (bundle) => bundle.sources.flatMap(sourceItems),
  publish: (bundle) => [
    ...bundle.compilation.sources.map((source) => ({
      file: source.file,
      text: source.content,
      description: 'Solidity interface with NatSpec',
    })),
    ...bundle.contracts.map((contract) => ({
      file: abiFile(contract),
      text: `${JSON.stringify(contract.abi, null, 2)}\n`,
      description: 'Contract ABI (JSON), as solc compiles it from the interface',
    })),
  ],
};
