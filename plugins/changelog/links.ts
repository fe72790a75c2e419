import {loadReference} from '../reference/public';
import {operationGroup, placeItems, siteFormats, typeAnchor} from '../reference/public';
import {findPlacements, type Placement} from '../reference/public';
import {reachableTypes, rootField} from '../reference/public';
import type {ItemRef} from './model';

/** Where a reference item is rendered: its page route and heading anchor. */
export interface Place {
  route: string;
  anchor: string;
}

/** GraphQL types, each on every page whose operations reach it (the first page is the one changelog links go to). */
function typePlaces(placements: Placement[]): [string, Place][] {
  const bundle = loadReference();
  return placements
    .filter((placement) => placement.name === 'graphql-operations')
    .flatMap((placement) => {
      const {api, group} = operationGroup(bundle, placement);
      const fields = group.operations.map((operation) => rootField(api.schema, operation.field));
      return reachableTypes(fields).map((type): [string, Place] => [
        `graphql-type|${api.id}:${type.name}`,
        {route: placement.route, anchor: typeAnchor(type.name)},
      ]);
    });
}

/** Every placed item and GraphQL type, keyed `kind|key`, with each page it is rendered on. */
export function referencePlaces(docsDir: string): Map<string, Place[]> {
  const placements = findPlacements(docsDir);
  const places = new Map<string, Place[]>();
  const add = (key: string, place: Place) => places.set(key, [...(places.get(key) ?? []), place]);
  for (const item of placeItems(siteFormats, loadReference(), placements)) add(`${item.kind}|${item.key}`, item);
  for (const [key, place] of typePlaces(placements)) add(key, place);
  return places;
}

export const placeKey = (item: Pick<ItemRef, 'kind' | 'key'>) => `${item.kind}|${item.key}`;
