import type {ReferenceBundle} from './load';
import type {ItemKind, PlacedItem} from './items';

/** What every renderer needs: the reference, and where each item is rendered for cross-links. */
export interface RenderContext {
  bundle: ReferenceBundle;
  /** URL of the page and anchor where an item is rendered, if it is. */
  linkTo(kind: ItemKind, key: string): string | undefined;
  /** Route of the page being rendered, so links to the same page use only the anchor. */
  route: string;
}

export function renderContext(bundle: ReferenceBundle, placed: PlacedItem[], route: string): RenderContext {
  const index = new Map(placed.map((item) => [`${item.kind}|${item.key}`, item]));
  return {
    bundle,
    route,
    linkTo(kind, key) {
      const item = index.get(`${kind}|${key}`);
      if (!item) return undefined;
      return item.route === route ? `#${item.anchor}` : `${item.route}#${item.anchor}`;
    },
  };
}
