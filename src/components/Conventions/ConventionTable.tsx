import React, {type ReactNode} from 'react';
import type {ConventionTable as Table} from './tables';
import CellParts from './CellParts';

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
