import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {signInOperationsTable} from './authenticationTables';

/** The steps of wallet sign-in as REST endpoints and operations and GraphQL mutations. */
export default function SignInOperations(): ReactNode {
  return <ConventionTable table={signInOperationsTable()} />;
}
