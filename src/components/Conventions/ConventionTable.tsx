import React, {type ReactNode} from 'react';
import type {Cell, ConventionTable as Table} from './tables';

function CellParts({cell}: {cell: Cell}): ReactNode {
  return cell.map((part, index) => (typeof part === 'string' ? part : <code key={index}>{part.code}</code>));
}

/** One of the conventions tables of ./tables, as HTML. */
export default function ConventionTable({table}: {table: Table}): ReactNode {
  return (
    <table>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.header.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              <td key={index}>
                <CellParts cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
