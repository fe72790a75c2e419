import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import TableFrame from '@site/src/components/TableFrame';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import {useStaticLinks} from '../../client/staticHtmlLinks';

// A Markdown table with nothing interactive in it arrives as HTML made at build time (../../remark.ts): React
// hydrates the <table>, not its thousands of cells, in the frame every Markdown table has.

interface Props {
  html: string;
  /** The ids of the link targets in its rows (space-separated), handed to the broken-anchor check. */
  anchors?: string;
}

export default function StaticTable({html, anchors}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const id of anchors?.split(' ') ?? []) brokenLinks.collectAnchor(id);
  const links = useStaticLinks(html);
  const innerHtml = useInnerHtml(html);
  return (
    <TableFrame>
      <table {...links} dangerouslySetInnerHTML={innerHtml} />
    </TableFrame>
  );
}
