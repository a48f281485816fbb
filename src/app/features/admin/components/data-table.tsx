import type { ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** On a phone the card shows the cell without its header (the title line, the actions). */
  bare?: boolean;
  className?: string;
};

/**
 * A table on wide screens and a stack of cards on phones. The explicit roles keep the table's
 * semantics when CSS changes its display; the header row stays for screen readers on phones.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string;
}) {
  return (
    <table
      role="table"
      aria-label={label}
      className="block w-full text-sm md:table md:overflow-hidden md:rounded-2xl md:border md:border-stone-200 md:bg-white"
    >
      <thead role="rowgroup" className="max-md:sr-only">
        <tr role="row" className="border-b border-stone-200 bg-stone-50 text-left text-xs text-stone-600">
          {columns.map((c) => (
            <th role="columnheader" scope="col" key={c.key} className="px-3 py-2 font-semibold">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            role="row"
            key={rowKey(row)}
            className={`block rounded-2xl border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-t md:p-0 ${rowClassName?.(row) ?? ''}`}
          >
            {columns.map((c) => (
              <td
                role="cell"
                key={c.key}
                className={`flex gap-3 py-1 md:table-cell md:px-3 md:py-2 md:align-top ${c.className ?? ''}`}
              >
                {c.bare ? null : (
                  <span aria-hidden="true" className="w-28 shrink-0 text-xs text-stone-600 md:hidden">
                    {c.header}
                  </span>
                )}
                <div className="min-w-0 flex-1 break-words">{c.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
