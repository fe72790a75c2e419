import React, {type ReactNode} from 'react';
import {useStaticLinks} from '../../client/staticHtmlLinks';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import './styles.css';

// A run of prose with nothing interactive in it arrives as HTML made at build time (../../prose.ts): React hydrates
// this one element, not each paragraph, list item, link and code span. The wrapper makes no box of its own
// (display: contents, ./styles.css), so the prose lays out as the page's own children.

export default function StaticHtml({html}: {html: string}): ReactNode {
  const links = useStaticLinks(html);
  const innerHtml = useInnerHtml(html);
  return <div className="static-html" {...links} dangerouslySetInnerHTML={innerHtml} />;
}
