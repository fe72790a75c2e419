import {useEffect} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {restExplorerFile, restValidatorsFile} from '@site/src/data/reference';

// Which explorers are on the page, in every page's bundle; their loading is in the panel's chunk (./loadOperation).

/** An operation's two files, as the build writes them: its data (JSON) and its validators (an ES module). */
export interface OperationFiles {
  data: string;
  validators: string;
}

export function useOperationFiles(api: string, operationId: string): OperationFiles {
  return {
    data: useBaseUrl(`/${restExplorerFile(api, operationId)}`),
    validators: useBaseUrl(`/${restValidatorsFile(api, operationId)}`),
  };
}

/** The explorers on the page, by their data file. */
export const onPage = new Map<string, OperationFiles>();

/** Lists an explorer's operation while its explorer is on the page. */
export function useOperationOnPage(files: OperationFiles): void {
  const {data, validators} = files;
  useEffect(() => {
    onPage.set(data, {data, validators});
    return () => void onPage.delete(data);
  }, [data, validators]);
}
