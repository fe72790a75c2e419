import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {facts, type FactName} from './tables';
import CellParts from './CellParts';

/** A fact src/data owns, inside prose: `<Fact of="buildValidity" />` reads "10 minutes". */
export default function Fact({of}: {of: FactName}): ReactNode {
  return <CellParts cell={facts[of]()} Link={Link} />;
}
