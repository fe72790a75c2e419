import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {GraphQLSchema} from 'graphql';
import {referenceDir, referenceFiles} from './paths';
import type {OpenApiDocument} from './openapi/types';
import {buildReferenceSchema} from './graphql/schema';
import {parseExamples, type ExamplesFile} from './graphql/examples';
import {compileSolidity, compileSolidityInWorker, type CompileResult} from './solidity/compile';
import {sourceDoc, type ContractDoc, type SourceDoc} from './solidity/model';

export interface RestApi {
  /** `pools` for reference/rest/pools.openapi.yaml */
  id: string;
  /** Path relative to reference/. */
  file: string;
  source: string;
  document: OpenApiDocument;
}

export interface GraphqlApi {
  /** `cp-pools` for reference/graphql/cp-pools.graphql */
  id: string;
  schemaFile: string;
  examplesFile: string;
  sdl: string;
  examplesSource: string;
  schema: GraphQLSchema;
  examples: ExamplesFile;
}

export interface ReferenceBundle {
  dir: string;
  rest: RestApi[];
  graphql: GraphqlApi[];
  /** One entry per .sol file. */
  sources: SourceDoc[];
  /** Every interface of every file. */
  contracts: ContractDoc[];
  compilation: CompileResult;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

export function loadRest(dir = referenceDir): RestApi[] {
  return referenceFiles('rest', '.openapi.yaml', dir).map((file) => {
    const source = read(dir, file);
    return {id: path.basename(file, '.openapi.yaml'), file, source, document: parseYaml(source) as OpenApiDocument};
  });
}

export function loadGraphql(dir = referenceDir): GraphqlApi[] {
  return referenceFiles('graphql', '.graphql', dir).map((schemaFile) => {
    const id = path.basename(schemaFile, '.graphql');
    const examplesFile = `graphql/${id}.examples.yaml`;
    if (!fs.existsSync(path.join(dir, examplesFile))) throw new Error(`${schemaFile} has no ${examplesFile} beside it`);
    const sdl = read(dir, schemaFile);
    const examplesSource = read(dir, examplesFile);
    return {
      id,
      schemaFile,
      examplesFile,
      sdl,
      examplesSource,
      schema: buildReferenceSchema(sdl),
      examples: parseExamples(examplesSource, examplesFile),
    };
  });
}

type Contracts = {sources: SourceDoc[]; contracts: ContractDoc[]; compilation: CompileResult};

const contractFiles = (dir: string) =>
  referenceFiles('contracts', '.sol', dir).map((file) => ({file, content: read(dir, file)}));

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

/** Every reference file's modification time: the cache key, so `npm start` sees edits. */
function fingerprint(dir: string): string {
  return ['rest', 'graphql', 'contracts']
    .flatMap((folder) => referenceFiles(folder, '', dir))
    .map((file) => `${file}:${fs.statSync(path.join(dir, file)).mtimeMs}`)
    .join('|');
}

const cache = new Map<string, {key: string; bundle: ReferenceBundle}>();

/** Reads, parses and compiles everything under reference/ once per change. */
export function loadReference(dir = referenceDir): ReferenceBundle {
  const key = fingerprint(dir);
  const cached = cache.get(dir);
  if (cached?.key === key) return cached.bundle;
  const files = contractFiles(dir);
  const bundle: ReferenceBundle = {
    dir,
    rest: loadRest(dir),
    graphql: loadGraphql(dir),
    ...(files.length ? documentContracts(compileSolidity(files)) : noContracts),
  };
  cache.set(dir, {key, bundle});
  return bundle;
}

/**
 * As loadReference, with the contracts compiled on a worker thread while this one parses the rest (the build's
 * loading).
 */
export async function loadReferenceInParallel(dir = referenceDir): Promise<ReferenceBundle> {
  const key = fingerprint(dir);
  const cached = cache.get(dir);
  if (cached?.key === key) return cached.bundle;
  const files = contractFiles(dir);
  const compiling = files.length ? compileSolidityInWorker(files) : undefined;
  const rest = loadRest(dir);
  const graphql = loadGraphql(dir);
  const bundle: ReferenceBundle = {
    dir,
    rest,
    graphql,
    ...(compiling ? documentContracts(await compiling) : noContracts),
  };
  cache.set(dir, {key, bundle});
  return bundle;
}
