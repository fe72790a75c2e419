import React, {type ReactNode} from 'react';
import TableFrame from '@site/src/components/TableFrame';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';
import {useStaticLinks} from '../../client/staticHtmlLinks';

// A Markdown table with nothing interactive in it arrives as HTML made at build time (../../remark.ts): React
// hydrates the <table>, not its thousands of cells, in the frame every Markdown table has.

export default function StaticTable({html}: {html: string}): ReactNode {
  const links = useStaticLinks(html);
  const innerHtml = useInnerHtml(html);
  return (
    <TableFrame>
      <table {...links} dangerouslySetInnerHTML={innerHtml} />
    </TableFrame>
  );
}
