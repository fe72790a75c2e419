import type {Release} from '../../src/data/releases';
import type {ReleaseChanges} from './history';
import {placeKey} from './links';

/** An item's history: the release that added it, those that changed it, the one that deprecated it (if still so). */
export interface ItemHistory {
  added?: Release;
  changed: Release[];
  deprecated?: Release;
}

/** Every item's history from the releases' changes, keyed `kind|key`; an item never changed has none. */
export function itemHistories(history: ReleaseChanges[]): Map<string, ItemHistory> {
  const histories = new Map<string, ItemHistory>();
  for (const {release, changes} of [...history].reverse()) {
    for (const change of changes) {
      if (!change.item || change.item.action === 'removed') continue;
      const key = placeKey(change.item);
      const previous = change.previousKey && placeKey({kind: change.item.kind, key: change.previousKey});
      // A renamed item keeps the history of its old name.
      const entry = (previous && histories.get(previous)) || histories.get(key) || {changed: []};
      if (previous) histories.delete(previous);
      if (change.item.action === 'added') entry.added = release;
      else if (change.item.action === 'deprecated') entry.deprecated ??= release;
      else if (change.item.action === 'undeprecated') {
        // A withdrawn deprecation is a change of the item, and a later deprecation dates from its own release.
        delete entry.deprecated;
        if (!entry.changed.includes(release)) entry.changed.push(release);
      } else if (!entry.changed.includes(release) && entry.added !== release) entry.changed.push(release);
      histories.set(key, entry);
    }
  }
  return histories;
}
