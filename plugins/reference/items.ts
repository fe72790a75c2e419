import {kebab} from './anchors';
import type {GraphqlApi, ReferenceBundle, RestApi} from './load';
import {operations, type OperationEntry} from './openapi/document';
import type {OperationGroup} from './graphql/examples';
import {splitField} from './graphql/examples';
import type {ContractDoc, ErrorDoc, EventDoc, FunctionDoc, SourceDoc} from './solidity/model';
import type {Placement} from './placements';
import type {SdkModule} from './sdk/model';
import {sdkModule, sdkModules} from './sdk/modules';

/** What the reference renders as a heading of its own, and must render on exactly one page. */
export type ItemKind =
  'rest-operation' | 'graphql-operation' | 'contract-function' | 'contract-event' | 'contract-error' | 'sdk-method';

export interface Item {
  kind: ItemKind;
  /** Unique per kind: `pools:buildSupply`, `pools:Query.pools`, `contracts/X.sol:IX.supply`, … */
  key: string;
  anchor: string;
}

export interface PlacedItem extends Item {
  route: string;
}

function required(placement: Placement, attribute: string): string {
  const value = placement.attributes[attribute];
  if (!value) throw new Error(`${placement.file}: ::${placement.name} needs ${attribute}="…"`);
  return value;
}

export function restApi(bundle: ReferenceBundle, placement: Placement): RestApi {
  const id = required(placement, 'api');
  const api = bundle.rest.find((candidate) => candidate.id === id);
  if (!api)
    throw new Error(
      `${placement.file}: no REST API "${id}" in reference/rest (have: ${bundle.rest.map((a) => a.id).join(', ') || 'none'})`,
    );
  return api;
}

export function graphqlApi(bundle: ReferenceBundle, placement: Placement): GraphqlApi {
  const id = required(placement, 'api');
  const api = bundle.graphql.find((candidate) => candidate.id === id);
  if (!api)
    throw new Error(
      `${placement.file}: no GraphQL API "${id}" in reference/graphql (have: ${bundle.graphql.map((a) => a.id).join(', ') || 'none'})`,
    );
  return api;
}

/** The operations of one tag (`::openapi-operations{api tag}`). */
export function taggedOperations(
  bundle: ReferenceBundle,
  placement: Placement,
): {api: RestApi; entries: OperationEntry[]} {
  const api = restApi(bundle, placement);
  const tag = required(placement, 'tag');
  const entries = operations(api.document).filter((entry) => entry.tag === tag);
  if (entries.length === 0) throw new Error(`${placement.file}: ${api.file} has no operations tagged "${tag}"`);
  return {api, entries};
}

/** The SDK module a `::sdk-methods{api}` or `::sdk-types{api}` directive renders. */
export const placedSdkModule = (bundle: ReferenceBundle, placement: Placement): SdkModule =>
  sdkModule(bundle, required(placement, 'api'), placement.file);

const sdkItems = (module: SdkModule): Item[] =>
  module.methods.map((method) => ({
    kind: 'sdk-method',
    key: `${module.apiId}:${method.name}`,
    anchor: sdkAnchor(method.name),
  }));

export function operationGroup(
  bundle: ReferenceBundle,
  placement: Placement,
): {api: GraphqlApi; group: OperationGroup} {
  const api = graphqlApi(bundle, placement);
  const id = required(placement, 'group');
  const group = api.examples.groups.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`${placement.file}: ${api.examplesFile} has no group "${id}"`);
  return {api, group};
}

export function contractSource(bundle: ReferenceBundle, placement: Placement): SourceDoc {
  const file = required(placement, 'file');
  const source = bundle.sources.find((candidate) => candidate.file === file);
  if (!source)
    throw new Error(
      `${placement.file}: no compiled contract file "${file}" (have: ${bundle.sources.map((s) => s.file).join(', ') || 'none'})`,
    );
  return source;
}

export const restAnchor = (entry: OperationEntry) => kebab(entry.operation.operationId);
export const graphqlAnchor = (field: string) => kebab(splitField(field).fieldName);
export const sdkAnchor = (method: string) => kebab(method.replace(/\./g, '-'));
export const functionAnchor = (fn: FunctionDoc) => kebab(fn.name);
export const eventAnchor = (event: EventDoc) => `event-${kebab(event.name)}`;
export const errorAnchor = (error: ErrorDoc) => `error-${kebab(error.name)}`;
export const typeAnchor = (name: string) => `type-${kebab(name)}`;

/** Events and errors of a file, one per signature (two interfaces may declare the same one). */
export function uniqueMembers<T extends EventDoc | ErrorDoc>(
  contracts: ContractDoc[],
  pick: (contract: ContractDoc) => T[],
): T[] {
  const seen = new Map<string, T>();
  for (const contract of contracts)
    for (const member of pick(contract)) if (!seen.has(member.signature)) seen.set(member.signature, member);
  return [...seen.values()];
}

/** The items one directive renders as headings. */
export function itemsOf(bundle: ReferenceBundle, placement: Placement): Item[] {
  switch (placement.name) {
    case 'openapi-operations': {
      const {api, entries} = taggedOperations(bundle, placement);
      return entries.map((entry) => ({
        kind: 'rest-operation',
        key: `${api.id}:${entry.operation.operationId}`,
        anchor: restAnchor(entry),
      }));
    }
    case 'sdk-methods':
      return sdkItems(placedSdkModule(bundle, placement));
    case 'graphql-operations': {
      const {api, group} = operationGroup(bundle, placement);
      return group.operations.map(({field}) => ({
        kind: 'graphql-operation',
        key: `${api.id}:${field}`,
        anchor: graphqlAnchor(field),
      }));
    }
    case 'contract-reference': {
      const source = contractSource(bundle, placement);
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
    default:
      return [];
  }
}

/** Every rendered item with the page it is on, for coverage checks and cross-links. */
export function placeItems(bundle: ReferenceBundle, placements: Placement[]): PlacedItem[] {
  return placements.flatMap((placement) =>
    itemsOf(bundle, placement).map((item) => ({...item, route: placement.route})),
  );
}

/** Everything the reference defines that must be rendered: the coverage test's expectation. */
export function allItems(bundle: ReferenceBundle): Item[] {
  return [
    ...bundle.rest.flatMap((api) =>
      operations(api.document).map((entry): Item => ({
        kind: 'rest-operation',
        key: `${api.id}:${entry.operation.operationId}`,
        anchor: restAnchor(entry),
      })),
    ),
    ...sdkModules(bundle).flatMap(sdkItems),
    ...bundle.graphql.flatMap((api) =>
      api.examples.groups.flatMap((group) =>
        group.operations.map(({field}): Item => ({
          kind: 'graphql-operation',
          key: `${api.id}:${field}`,
          anchor: graphqlAnchor(field),
        })),
      ),
    ),
    ...bundle.sources.flatMap((source) =>
      itemsOf(bundle, {file: '', route: '', name: 'contract-reference', attributes: {file: source.file}}),
    ),
  ];
}
