import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Cell} from './tables';

/** The plain parts of ./tables as inline HTML: text, code and links. */
export default function CellParts({cell}: {cell: Cell}): ReactNode {
  return cell.map((part, index) => {
    if (typeof part === 'string') return part;
    if (!('code' in part))
      return (
        <Link key={index} to={part.link}>
          {part.text}
        </Link>
      );
    const code = <code key={index}>{part.code}</code>;
    return part.link ? (
      <Link key={index} to={part.link}>
        {code}
      </Link>
    ) : (
      code
    );
  });
}
