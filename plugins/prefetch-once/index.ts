import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prefetching asks for each file once per page view (client/prefetchOnce.ts): Docusaurus 3.7 asks again for the
 * shared chunks of every link that comes into view (ARCHITECTURE.md, "Prefetching each file once").
 */
export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'assetra-prefetch-once',
    getClientModules: () => [path.join(__dirname, 'client', 'prefetchOnce.ts')],
  };
}
