import React, {type ComponentProps, type ReactNode} from 'react';
import {useStaticLinks} from '@site/src/lib/staticHtmlLinks';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import {useScrollsSideways} from './useScrollsSideways';
import styles from './styles.module.css';

// A Markdown table with nothing interactive in it arrives as HTML made at build time
// (plugins/static-tables): React hydrates the <table>, not its thousands of cells. Any other table
// renders from its children as usual.

type Props = ComponentProps<'table'> & {
  /** The table's inner HTML, from plugins/static-tables. */
  html?: string;
};

export default function StaticTable({html, children, ...attributes}: Props): ReactNode {
  const links = useStaticLinks(html);
  const [frame, scrollsSideways] = useScrollsSideways();
  const innerHtml = useInnerHtml(html ?? '');
  return (
    // A frame that scrolls sideways takes keyboard focus, so the arrow keys scroll it (WCAG 2.1.1).
    <div ref={frame} className={styles.frame} tabIndex={scrollsSideways ? 0 : undefined}>
      {html === undefined ? (
        <table {...attributes}>{children}</table>
      ) : (
        <table {...attributes} {...links} dangerouslySetInnerHTML={innerHtml} />
      )}
    </div>
  );
}
