import React, {type ComponentProps, type ReactNode} from 'react';
import {useScrollsSideways} from './useScrollsSideways';
import styles from './styles.module.css';

/**
 * The frame every Markdown table sits in: src/css/custom.css keeps each cell's words whole, so a table that
 * still cannot fit the column (many columns on a phone) scrolls sideways here instead of overflowing the page.
 */
export default function TableFrame({children}: {children: ReactNode}): ReactNode {
  const [frame, scrollsSideways] = useScrollsSideways();
  return (
    // A frame that scrolls sideways takes keyboard focus, so the arrow keys scroll it (WCAG 2.1.1).
    <div ref={frame} className={styles.frame} tabIndex={scrollsSideways ? 0 : undefined}>
      {children}
    </div>
  );
}

/** A Markdown table in its frame: what MDX renders for `table` (src/theme/MDXComponents). */
export function FramedTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <TableFrame>
      <table {...props} />
    </TableFrame>
  );
}
