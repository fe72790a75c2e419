import React, {type ReactNode} from 'react';
import ConventionTable from './ConventionTable';
import {rateLimitsTable} from './tables';

/** The rate limits of every product API, by caller. */
export default function RateLimits(): ReactNode {
  return <ConventionTable table={rateLimitsTable()} />;
}
