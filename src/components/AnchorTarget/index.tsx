import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {anchorTargetClass} from './className';

export interface AnchorTargetProps {
  id: string;
  children: ReactNode;
}

/**
 * A link target that is not a heading, such as a row of the error-code table. Registering the id lets
 * Docusaurus' broken-anchor check see it, as it sees heading ids.
 */
export default function AnchorTarget({id, children}: AnchorTargetProps): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <span id={id} className={anchorTargetClass}>
      {children}
    </span>
  );
}
