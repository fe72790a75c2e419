import React, {type ComponentType, type ReactNode} from 'react';
import type {Cell} from './tables';

export type LinkComponent = ComponentType<{to: string; children: ReactNode}>;

/**
 * The plain parts of ./tables as inline HTML: text, code and links. Prose passes Docusaurus' Link; tables hold no
 * links and pass none, which keeps this file free of it, so unit tests render the tables outside the site.
 */
export default function CellParts({cell, Link}: {cell: Cell; Link?: LinkComponent}): ReactNode {
  return cell.map((part, index) => {
    if (typeof part === 'string') return part;
    const inner = 'code' in part ? <code key={index}>{part.code}</code> : part.text;
    if (!part.link) return inner;
    if (!Link) throw new Error(`${part.link}: a link needs CellParts' Link (tables hold none).`);
    return (
      <Link key={index} to={part.link}>
        {inner}
      </Link>
    );
  });
}
