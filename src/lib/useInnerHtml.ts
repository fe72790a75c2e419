import {useMemo} from 'react';

/**
 * `dangerouslySetInnerHTML` for an HTML string: the same object for as long as the string is the same. React 19 tells
 * a changed prop by the object, not the string, and sets the HTML again on any render with a new one, which replaces
 * every node inside (and loses what is selected, scrolled, focused or toggled there).
 */
export function useInnerHtml(html: string): {__html: string} {
  return useMemo(() => ({__html: html}), [html]);
}
