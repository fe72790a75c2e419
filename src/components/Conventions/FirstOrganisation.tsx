import React, {type ReactNode} from 'react';
import {firstOrganisation} from '@site/src/data/conventions';

/** How a developer gets an organisation in one environment, inside prose. */
export default function FirstOrganisation({environment}: {environment: keyof typeof firstOrganisation}): ReactNode {
  return <>{firstOrganisation[environment]}</>;
}
