import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {errorCodesTable} from './authenticationTables';

/** Shared error codes, given as `codes="UNAUTHENTICATED FORBIDDEN"`, with their status and situation. */
export default function ErrorCodes({codes}: {codes: string}): ReactNode {
  return <ConventionTable table={errorCodesTable(codes)} />;
}
