import React, {type ReactNode} from 'react';
import {nodeVersionsText} from './tables';

/** The supported Node.js releases inside prose. */
export default function NodeVersions(): ReactNode {
  return <>{nodeVersionsText()}</>;
}
