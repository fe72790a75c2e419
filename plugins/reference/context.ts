import type {ReferenceBundle} from './load';
import type {PublishedFile} from './format';
import type {PlacedItem} from './items';

/** What every renderer needs: the reference, where each item is rendered for cross-links, and the downloads. */
export interface RenderContext<Bundle = ReferenceBundle> {
  bundle: Bundle;
  /** URL of the page and anchor where an item is rendered, if it is. */
  linkTo(kind: string, key: string): string | undefined;
  /** Route of the page being rendered, so links to the same page use only the anchor. */
  route: string;
  /** Files published under /reference/, by path relative to it. */
  published: ReadonlyMap<string, PublishedFile>;
}

export function renderContext<Bundle>(
  bundle: Bundle,
  placed: PlacedItem[],
  route: string,
  published: ReadonlyMap<string, PublishedFile>,
): RenderContext<Bundle> {
  const index = new Map(placed.map((item) => [`${item.kind}|${item.key}`, item]));
  return {
    bundle,
    route,
    published,
    linkTo(kind, key) {
      const item = index.get(`${kind}|${key}`);
      if (!item) return undefined;
      return item.route === route ? `#${item.anchor}` : `${item.route}#${item.anchor}`;
    },
  };
}
