import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {tokenLifetimesTable} from './tables';

/** The one sign-in and refresh model of every product API. */
export default function TokenLifetimes(): ReactNode {
  return <ConventionTable table={tokenLifetimesTable()} />;
}
