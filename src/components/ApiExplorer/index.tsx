import React, {lazy, type ReactNode} from 'react';
import LazyDisclosure from '@site/src/components/LazyDisclosure';
import {useOperationFiles, useOperationOnPage} from './operationData';

const Panel = lazy(() => import('./Panel'));

export interface ApiExplorerProps {
  /** `pools` for reference/rest/pools.openapi.yaml */
  api: string;
  /** The operation's operationId. */
  operation: string;
  /** The operation's summary, naming this "Try it" apart from the page's others. */
  title: string;
}

/** "Try it" under a REST operation: fill the request in, send it to the mock or a real environment. */
export default function ApiExplorer({api, operation, title}: ApiExplorerProps): ReactNode {
  useOperationOnPage(useOperationFiles(api, operation));
  return (
    <LazyDisclosure
      label="Try it"
      hiddenName={`: ${title}`}
      noScript="The explorer needs JavaScript; the cURL example above sends the same request."
      loading="Loading the explorer…"
    >
      <Panel api={api} operation={operation} />
    </LazyDisclosure>
  );
}
