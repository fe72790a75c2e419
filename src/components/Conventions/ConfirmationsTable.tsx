import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {confirmationsTable} from './tables';

/** When the API reports a transaction as confirmed, per network, from src/data/networks. */
export default function ConfirmationsTable(): ReactNode {
  return <ConventionTable table={confirmationsTable()} />;
}
