import {openIndex, type LocalIndex} from '@site/plugins/search/engine/localClient';
import {
  buildShardedIndex,
  defaultShardingOptions,
  type ShardingOptions,
} from '@site/plugins/search/engine/sharded/build';
import {paths, type Manifest} from '@site/plugins/search/engine/sharded/format';
import type {SearchRecord} from '@site/plugins/search/engine/records';

/** Builds the sharded index in memory and opens it as the browser would, recording every fetch. */
export function memoryIndex(records: readonly SearchRecord[], options: Partial<ShardingOptions> = {}) {
  const files = buildShardedIndex(records, {...defaultShardingOptions, ...options});
  const fetched: string[] = [];
  const index: LocalIndex = openIndex(JSON.parse(files.get(paths.manifest)!) as Manifest, async (path) => {
    fetched.push(path);
    const content = files.get(path);
    if (content === undefined) throw new Error(`${path} answered 404`);
    return JSON.parse(content);
  });
  return {index, files, fetched};
}
