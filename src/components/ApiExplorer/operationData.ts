import {useEffect} from 'react';
import type {ExplorerOperation} from '@site/src/lib/apiMock/types';

// Opening one explorer fetches the operations of every explorer on the page, so a reader who loses the
// network afterwards can still open the others (the mock answers in the page).

const onPage = new Set<string>();
const loaded = new Map<string, Promise<ExplorerOperation>>();

/** Lists an explorer's operation file while its explorer is on the page. */
export function useOperationOnPage(url: string): void {
  useEffect(() => {
    onPage.add(url);
    return () => void onPage.delete(url);
  }, [url]);
}

function load(url: string): Promise<ExplorerOperation> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<ExplorerOperation>;
    });
    // A failed load is tried again at the next opening.
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

/** The operation of one explorer, fetched once; the page's other explorers' operations follow it. */
export function loadOperation(url: string): Promise<ExplorerOperation> {
  const operation = load(url);
  for (const other of onPage) if (!loaded.has(other)) load(other).catch(() => undefined);
  return operation;
}
