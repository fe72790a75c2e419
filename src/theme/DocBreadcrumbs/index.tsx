import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** Wrapped to offer "Copy page" and "View as Markdown" beside the breadcrumbs of every docs page. */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  // The last breadcrumb is the page itself (a doc or a category index), linked by its permalink.
  const permalink = useSidebarBreadcrumbs()?.at(-1)?.href;
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      {permalink && <PageMarkdownActions permalink={permalink} />}
    </div>
  );
}
