import React, {type ReactNode} from 'react';

export interface Column<Key> {
  key: Key;
  title: ReactNode;
}

/** A row: its label, and what each column shows for it. */
export type Row<Key> = [label: string, value: (column: Key) => ReactNode];

interface Props<Key> {
  caption: string;
  /** Title of the first column, the one holding the row labels. */
  labelTitle: string;
  columns: readonly Column<Key>[];
  rows: readonly Row<Key>[];
}

/** Settings side by side: one row per setting, one column per thing compared (environment, chain). */
export default function ComparisonTable<Key extends string>({
  caption,
  labelTitle,
  columns,
  rows,
}: Props<Key>): ReactNode {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelTitle}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {columns.map((column) => (
              <td key={column.key}>{value(column.key)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
