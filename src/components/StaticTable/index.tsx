import React, {type ComponentProps, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isSitePage} from '@site/src/lib/siteRoutes';
import {keepServerHtml, useRenderPass} from '@site/src/lib/useRenderPass';
import styles from './styles.module.css';

// Markdown tables hold no state, yet hydrating them was most of the start-up work on reference pages
// (about 10,000 cells on the lease API page). On the first page load a table keeps the server's HTML
// instead; after a client-side navigation it renders as usual.

/** Its links were rendered as plain <a>: a click on a link to another page of the site navigates in the app, as a Link would. */
function useSiteLinkClicks(): (event: MouseEvent<HTMLTableElement>) => void {
  const history = useHistory();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    const inPage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (url.origin !== window.location.origin || inPage || !isSitePage(url.pathname)) return;
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** A Markdown table's props, with the counts plugins/table-size writes at build time. */
type Props = ComponentProps<'table'> & {'data-rows'?: number; 'data-characters'?: number};

export default function StaticTable(props: Props): ReactNode {
  const adoptsServerHtml = useRenderPass() === 'hydrating';
  const onClick = useSiteLinkClicks();
  const {children, 'data-rows': rows, 'data-characters': characters, ...attributes} = props;
  return (
    // Its size sets the height of a table that has not rendered yet (see styles.module.css).
    <div className={styles.frame} style={{'--table-rows': rows, '--table-characters': characters} as CSSProperties}>
      {adoptsServerHtml ? (
        <table {...attributes} onClick={onClick} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />
      ) : (
        <table {...attributes}>{children}</table>
      )}
    </div>
  );
}
