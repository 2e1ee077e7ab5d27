import type { Pagination } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/shared/ui/QueryState';
import { LoadErrorBanner, Pager } from './AdminUi';

/** A list query's states: the red banner (with retry) on failure, a spinner until the first page, then the list. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  return (
    <QueryState
      query={query}
      renderError={(error, retry) => <LoadErrorBanner message={error.message} onRetry={retry} />}
    >
      {children}
    </QueryState>
  );
}

interface AdminTableProps {
  headers: string[];
  /** The rows: `<tr>` elements. */
  children: ReactNode;
  /** Shown under the header row when the page holds no row. */
  empty: string | false;
  /** Without them, no pager: a short list shown whole (the open refund requests). */
  pagination?: Pagination;
  onPage?(page: number): void;
  /** Page numbers in the pager (newsletter). */
  numbers?: boolean;
  /** The list's name, for its pager's landmark when a tab holds several lists. */
  label?: string;
}

/** An admin list's table: header row, rows, the empty line, then the pager. */
export function AdminTable({
  headers,
  children,
  empty,
  pagination,
  onPage,
  numbers,
  label,
}: AdminTableProps) {
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              {headers.map((header) => (
                <th key={header} className="py-2 pr-3">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800 align-top text-slate-200 [&>tr>td]:py-2 [&>tr>td]:pr-3">
            {children}
          </tbody>
        </table>
      </div>
      {empty && <p className="py-6 text-center text-slate-400">{empty}</p>}
      {pagination && onPage && (
        <Pager pagination={pagination} onPage={onPage} numbers={numbers} label={label} />
      )}
    </>
  );
}
