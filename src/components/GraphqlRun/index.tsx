import React, {lazy, type ReactNode} from 'react';
import LazyDisclosure from '@site/src/components/LazyDisclosure';

// graphql-js, the schema and the examples load when a reader opens the panel, never with the page.
const Panel = lazy(() => import('./Panel'));

export interface GraphqlRunProps {
  /** `pools` for reference/graphql/pools.graphql */
  api: string;
  /** The example's root field, `Query.pools`. */
  field: string;
  /** The field's name, naming this "Run" apart from the page's others. */
  title: string;
}

/** "Run" under a GraphQL operation: edit the example and execute it against a mock of the schema. */
export default function GraphqlRun({api, field, title}: GraphqlRunProps): ReactNode {
  return (
    <LazyDisclosure
      label="Run"
      hiddenName={` the ${title} example`}
      noScript="Running the example needs JavaScript."
      loading="Loading the GraphQL runner…"
    >
      <Panel api={api} field={field} />
    </LazyDisclosure>
  );
}
