import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {apiKeyScopesTable} from './tables';

/** The API key scopes every product API shares. */
export default function ApiKeyScopes(): ReactNode {
  return <ConventionTable table={apiKeyScopesTable()} />;
}
