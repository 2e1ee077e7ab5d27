import type { ReactNode } from 'react';

export interface Column<T> {
  /** Already translated. */
  header: string;
  cell(row: T): ReactNode;
  /** The cell's classes beyond its padding (font, wrapping, a colour depending on the row). */
  className?: string | ((row: T) => string);
  /** The cell's `data-testid`. */
  testId?: string;
  /** Figures: the header and its cells align right, digits of one width, so each figure sits under its header. */
  numeric?: boolean;
  /**
   * On a phone the column stays at the right edge while the others scroll under it, so what it holds (an
   * invoice button) is reachable without finding the sideways scroll first.
   */
  pinnedOnPhone?: boolean;
}

const pinned = 'max-sm:sticky max-sm:right-0 max-sm:shadow-[-6px_0_6px_-4px_rgb(0_0_0/0.6)]';

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** Each row's `data-testid`. */
  rowTestId: string;
  /** More `data-*` attributes of a row (its id for the tests). */
  rowData?(row: T): Record<`data-${string}`, string>;
  /** Roomier cells, for a table with few columns. */
  spacious?: boolean;
  /**
   * On a phone each row is a card of its cells, each under its column's name, instead of a table to scroll
   * sideways: for a table whose columns do not fit 390 px (the customer's orders).
   */
  stackedOnPhone?: boolean;
}

/** Each element of a table, as a block on a phone when the table is stacked there. */
const stacked = {
  table: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:text-right',
};
const flat = { table: '', head: '', body: '', row: '', cell: '' };

/** A bordered table of rows under a header line; scrolls sideways on narrow screens. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  rowData,
  spacious = false,
  stackedOnPhone = false,
}: DataTableProps<T>) {
  const padding = spacious ? 'px-4 py-3' : 'px-3 py-2';
  const phone = stackedOnPhone ? stacked : flat;
  // A stacked table has no sideways scroll on a phone, so no column needs pinning there.
  const pins = (column: Column<T>) => column.pinnedOnPhone && !stackedOnPhone;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-800">
      <table className={`w-full text-left text-sm text-slate-300 ${phone.table}`}>
        <thead className={`bg-slate-900 text-xs tracking-wide text-slate-400 uppercase ${phone.head}`}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${padding} ${column.numeric ? 'text-right' : ''} ${pins(column) ? `${pinned} max-sm:bg-slate-900` : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-800 ${phone.body}`}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={phone.row} data-testid={rowTestId} {...rowData?.(row)}>
              {columns.map((column) => {
                const own = typeof column.className === 'function' ? column.className(row) : column.className;
                const extra = [
                  column.numeric && 'text-right tabular-nums',
                  pins(column) && `${pinned} max-sm:bg-slate-950`,
                  phone.cell,
                  own,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={column.header} className={`${padding} ${extra}`} data-testid={column.testId}>
                    {stackedOnPhone && (
                      <span className="text-xs tracking-wide text-slate-400 uppercase sm:hidden">
                        {column.header}
                      </span>
                    )}
                    {stackedOnPhone ? <div>{column.cell(row)}</div> : column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
