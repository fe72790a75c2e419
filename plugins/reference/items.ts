import {kebab} from './anchors';
import type {GraphqlApi, ReferenceBundle, RestApi} from './load';
import {directivesOf, type Formats} from './format';
import {operations, type OperationEntry} from './openapi/document';
import type {OperationGroup} from './graphql/examples';
import {splitField} from './graphql/examples';
import type {ContractDoc, ErrorDoc, EventDoc, FunctionDoc, SourceDoc} from './solidity/model';
import type {Placement} from './placements';
import type {SdkModule} from './sdk/model';
import {sdkModule} from './sdk/modules';

/** The kinds of item the site's formats render. */
export type ItemKind =
  'rest-operation' | 'graphql-operation' | 'contract-function' | 'contract-event' | 'contract-error' | 'sdk-method';

/** What the reference renders as a heading of its own, and must render on exactly one page. */
export interface Item {
  /** Named by its format (the site's: `ItemKind`); two formats do not share a kind. */
  kind: string;
  /** Unique per kind: `pools:buildSupply`, `pools:Query.pools`, `contracts/X.sol:IX.supply`, … */
  key: string;
  anchor: string;
}

export interface PlacedItem extends Item {
  route: string;
}

/** A directive's attribute, which the page must give. */
export function required(placement: Placement, attribute: string): string {
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

/** Every rendered item with the page it is on, for coverage checks and cross-links. */
export function placeItems<Bundle>(formats: Formats<Bundle>, bundle: Bundle, placements: Placement[]): PlacedItem[] {
  const directives = directivesOf(formats);
  return placements.flatMap((placement) =>
    (directives.get(placement.name)?.items?.(bundle, placement) ?? []).map((item) => ({
      ...item,
      route: placement.route,
    })),
  );
}

/** Everything the reference defines that must be rendered: the coverage test's expectation. */
export function allItems<Bundle>(formats: Formats<Bundle>, bundle: Bundle): Item[] {
  return formats.flatMap((format) => format.items?.(bundle) ?? []);
}
