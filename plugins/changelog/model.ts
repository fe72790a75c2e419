import type {ItemKind} from '../reference/public';

/** How a change affects an integrator, in GraphQL Inspector's terms; each differ's own classes map onto these. */
export type Severity = 'breaking' | 'dangerous' | 'safe';

export type InterfaceKind = 'rest' | 'graphql' | 'contracts';

/** A reference item a change touches: what the reference renders as a heading, or a GraphQL type. */
export interface ItemRef {
  kind: ItemKind | 'graphql-type';
  /** As in plugins/reference/items.ts: `pools:buildSupply`, `pools:Query.pools`, `contracts/X.sol:IX.supply`, … */
  key: string;
  /** What a reader calls it: `GET /pools`, `Query.pools`, `IERC20CollateralPool.supply`. */
  label: string;
}

/** One change between two snapshots of a reference file, whichever format it is in. */
export interface Change {
  interface: InterfaceKind;
  /** Path relative to reference/: `rest/pools.openapi.yaml`. */
  file: string;
  /** Where in the file, for messages and for the unreleased notes to name: `GET /pools › query parameter status`. */
  path: string;
  severity: Severity;
  /** One sentence, in the differ's words where it has them. */
  message: string;
  /** The item the change adds, removes or changes; `added` and `removed` are about the item itself. */
  item?: ItemRef & {action: 'added' | 'removed' | 'changed' | 'deprecated' | 'undeprecated'};
  /** Other items the change reaches (a schema change reaches every operation that uses the schema). */
  alsoAffects?: ItemRef[];
  /** For a removal: whether the removed thing was marked deprecated in the earlier snapshot. */
  removedDeprecated?: boolean;
  /** For a GraphQL type removed with the deprecated members that alone used it: their paths, which date it. */
  removedWith?: string[];
  /** For a deprecation: the `path` a later removal of the deprecated thing has. */
  deprecates?: string;
  /** For a deprecation withdrawn: the `path` the deprecation named, which no longer counts towards a removal. */
  undeprecates?: string;
  /** For an item renamed without a change callers see: its key before, whose history the item keeps. */
  previousKey?: string;
  /** For a member whose interface was renamed: its `path` before, under which its deprecation was recorded. */
  previousPath?: string;
}
