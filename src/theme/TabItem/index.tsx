import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

// Ejected from the classic theme (3.7) only to take the id and aria-labelledby that Tabs gives each panel: ARIA's tab
// pattern links a tab and its panel both ways, and the Nu HTML checker refuses a selected tab without its panel.

/** How src/theme/Tabs links a panel to its tab. */
export interface PanelLink {
  id?: string;
  'aria-labelledby'?: string;
}

export default function TabItem({
  children,
  hidden,
  className,
  id,
  'aria-labelledby': labelledBy,
}: Props & PanelLink): ReactNode {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}
    >
      {children}
    </div>
  );
}
