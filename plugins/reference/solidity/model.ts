import {keccak_256} from '@noble/hashes/sha3';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils';
import type {AbiEntry, AbiParameter, AstNode, CompiledSource} from './compile';
import {parseNatSpec, type NatSpec} from './natspec';

export interface ParameterDoc {
  name: string;
  /** Solidity type as written for readers: `uint256`, `RiskParameters`, `PoolStatus`. */
  type: string;
  description: string | undefined;
  indexed?: boolean;
}

interface MemberBase {
  name: string;
  /** The declaration as written in the source, without its NatSpec. */
  declaration: string;
  natspec: NatSpec;
}

export interface FunctionDoc extends MemberBase {
  kind: 'function';
  /** Canonical ABI signature, e.g. `supply(uint256,address)`. */
  signature: string;
  selector: string;
  stateMutability: string;
  inputs: ParameterDoc[];
  outputs: ParameterDoc[];
}

export interface EventDoc extends MemberBase {
  kind: 'event';
  signature: string;
  /** keccak256 of the signature: the event's topic 0. */
  topic: string;
  inputs: ParameterDoc[];
}

export interface ErrorDoc extends MemberBase {
  kind: 'error';
  signature: string;
  selector: string;
  inputs: ParameterDoc[];
}

export interface StructDoc extends MemberBase {
  kind: 'struct';
  members: ParameterDoc[];
}

export interface EnumDoc extends MemberBase {
  kind: 'enum';
  values: {name: string; description: string | undefined}[];
}

export interface ContractDoc {
  name: string;
  /** Path relative to reference/. */
  file: string;
  contractKind: string;
  natspec: NatSpec;
  functions: FunctionDoc[];
  events: EventDoc[];
  errors: ErrorDoc[];
  structs: StructDoc[];
  enums: EnumDoc[];
  abi: AbiEntry[];
}

const keccakHex = (text: string) => `0x${bytesToHex(keccak_256(utf8ToBytes(text)))}`;

/** ABI type in canonical form: tuples expanded to their component types. */
function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  return `(${(parameter.components ?? []).map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`;
}

const canonicalSignature = (entry: AbiEntry) => `${entry.name}(${(entry.inputs ?? []).map(canonicalType).join(',')})`;

/** A member's canonical signature and its 4-byte selector (the first bytes of the signature's hash). */
function signed(abi: AbiEntry[], type: 'function' | 'error', name: string): {signature: string; selector: string} {
  const signature = canonicalSignature(abiEntry(abi, type, name));
  return {signature, selector: keccakHex(signature).slice(0, 10)};
}

/** The source text of an AST node (solc's `src` is start:length:file in UTF-8 bytes). */
function sourceText(source: Buffer, node: AstNode): string {
  const [start, length] = node.src.split(':').map(Number) as [number, number];
  return source.subarray(start, start + length).toString('utf8');
}

/** `struct IERC20CollateralPool.RiskParameters` → `RiskParameters`; `uint256` stays. */
function readableType(node: AstNode): string {
  const typeString = node.typeDescriptions?.typeString ?? '';
  return typeString.replace(/^(struct|enum|contract) (\w+\.)?/, '').replace(/ (memory|calldata|storage)$/, '');
}

function parameters(nodes: AstNode[] | undefined, descriptions: Map<string, string>): ParameterDoc[] {
  return (nodes ?? []).map((node) => ({
    name: node.name ?? '',
    type: readableType(node),
    description: descriptions.get(node.name ?? ''),
    ...(node.indexed !== undefined && {indexed: node.indexed}),
  }));
}

function abiEntry(abi: AbiEntry[], type: AbiEntry['type'], name: string): AbiEntry {
  const entry = abi.find((candidate) => candidate.type === type && candidate.name === name);
  if (!entry) throw new Error(`${type} ${name} is missing from the compiled ABI`);
  return entry;
}

export interface SourceDoc {
  /** Path relative to reference/. */
  file: string;
  contracts: ContractDoc[];
  /** Structs and enums declared at file level, shared by the file's interfaces. */
  structs: StructDoc[];
  enums: EnumDoc[];
  /** Events and errors declared at file level: not part of any ABI, so the checks reject them. */
  looseEvents: string[];
  looseErrors: string[];
}

interface Members {
  functions: FunctionDoc[];
  events: EventDoc[];
  errors: ErrorDoc[];
  structs: StructDoc[];
  enums: EnumDoc[];
}

function members(nodes: AstNode[], source: Buffer, abi: AbiEntry[]): Members {
  const found: Members = {functions: [], events: [], errors: [], structs: [], enums: []};
  for (const node of nodes) {
    const natspec = parseNatSpec(node.documentation?.text);
    const base = {name: node.name!, declaration: sourceText(source, node), natspec};
    switch (node.nodeType) {
      case 'FunctionDefinition': {
        found.functions.push({
          ...base,
          kind: 'function',
          ...signed(abi, 'function', node.name!),
          stateMutability: node.stateMutability ?? 'nonpayable',
          inputs: parameters(node.parameters?.parameters, natspec.params),
          outputs: parameters(node.returnParameters?.parameters, natspec.returns),
        });
        break;
      }
      case 'EventDefinition': {
        const signature = canonicalSignature(abiEntry(abi, 'event', node.name!));
        found.events.push({
          ...base,
          kind: 'event',
          signature,
          topic: keccakHex(signature),
          inputs: parameters(node.parameters?.parameters, natspec.params),
        });
        break;
      }
      case 'ErrorDefinition':
        found.errors.push({
          ...base,
          kind: 'error',
          ...signed(abi, 'error', node.name!),
          inputs: parameters(node.parameters?.parameters, natspec.params),
        });
        break;
      case 'StructDefinition':
        found.structs.push({...base, kind: 'struct', members: parameters(node.members, natspec.params)});
        break;
      case 'EnumDefinition': {
        const meanings = new Map(
          (natspec.custom.get('value') ?? []).map((entry) => {
            const [value, ...words] = entry.split(/\s+/);
            return [value, words.join(' ')] as const;
          }),
        );
        found.enums.push({
          ...base,
          kind: 'enum',
          values: (node.members ?? []).map((member) => ({name: member.name!, description: meanings.get(member.name!)})),
        });
        break;
      }
      default:
        break;
    }
  }
  return found;
}

/** A compiled source file: its interfaces with their members and NatSpec, and its file-level types. */
export function sourceDoc(compiled: CompiledSource): SourceDoc {
  const source = Buffer.from(compiled.content, 'utf8');
  const topLevel = compiled.ast.nodes ?? [];
  const contracts = topLevel
    .filter((node) => node.nodeType === 'ContractDefinition')
    .map((contract): ContractDoc => {
      const abi = compiled.abis.get(contract.name!) ?? [];
      return {
        name: contract.name!,
        file: compiled.file,
        contractKind: contract.kind ?? 'contract',
        natspec: parseNatSpec(contract.documentation?.text),
        ...members(contract.nodes ?? [], source, abi),
        abi,
      };
    });
  const fileLevel = members(
    topLevel.filter((node) => ['StructDefinition', 'EnumDefinition'].includes(node.nodeType)),
    source,
    [],
  );
  return {
    file: compiled.file,
    contracts,
    structs: fileLevel.structs,
    enums: fileLevel.enums,
    looseEvents: topLevel.filter((node) => node.nodeType === 'EventDefinition').map((node) => node.name!),
    looseErrors: topLevel.filter((node) => node.nodeType === 'ErrorDefinition').map((node) => node.name!),
  };
}

/** What `@custom:emits` says for a function that emits no event (a hook that only updates state). */
export const emitsNothing = 'none';

/** `@custom:emits Supplied, PoolActivated` → the event names; `@custom:emits none` → none. */
export function emittedEvents(fn: FunctionDoc): string[] {
  return (fn.natspec.custom.get('emits') ?? [])
    .flatMap((entry) => entry.split(/[,\s]+/))
    .filter((name) => name && name !== emitsNothing);
}

/** Whether the NatSpec says what the function emits: its events, or `none`. */
export function declaresEmits(fn: FunctionDoc): boolean {
  return (fn.natspec.custom.get('emits') ?? []).some((entry) => entry.trim() !== '');
}

/** `@custom:reverts ErrorName when …` lines → the error and its condition. */
export function revertConditions(fn: FunctionDoc): {error: string; when: string}[] {
  return (fn.natspec.custom.get('reverts') ?? []).map((entry) => {
    const [error, ...words] = entry.split(/\s+/);
    return {error: error, when: words.join(' ')};
  });
}

/** `@custom:access` of a function: who may call it. */
export function accessOf(fn: FunctionDoc): string | undefined {
  return fn.natspec.custom.get('access')?.join(' ');
}
