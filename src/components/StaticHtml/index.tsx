import React, {type ReactNode} from 'react';
import {useStaticLinks} from '@site/src/lib/staticHtmlLinks';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';

// A run of prose with nothing interactive in it arrives as HTML made at build time (plugins/static-tables): React
// hydrates this one element, not each paragraph, list item, link and code span. The wrapper makes no box of its own
// (display: contents, src/css/custom.css), so the prose lays out as the page's own children.

export default function StaticHtml({html}: {html: string}): ReactNode {
  const links = useStaticLinks(html);
  const innerHtml = useInnerHtml(html);
  return <div className="static-html" {...links} dangerouslySetInnerHTML={innerHtml} />;
}
