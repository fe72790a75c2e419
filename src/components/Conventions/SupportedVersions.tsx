import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {supportedVersionsTable} from './tables';

/** Supported Node.js releases and package versions, from src/data/conventions. */
export default function SupportedVersions(): ReactNode {
  return <ConventionTable table={supportedVersionsTable()} />;
}
