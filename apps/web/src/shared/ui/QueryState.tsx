import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from './ErrorAlert';
import { Spinner } from './Spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  /** The spinner's accessible label (the common "Loading…" by default). */
  loadingLabel?: string;
  /** How a failure shows; a red alert with its message by default. */
  renderError?(error: Error, retry: () => void): ReactNode;
  /** The loaded data. */
  children(data: T): ReactNode;
}

/** A query's states: a spinner until its first answer, the failure, then the data. */
export function QueryState<T>({ query, loadingLabel, renderError, children }: QueryStateProps<T>) {
  if (query.isError) {
    const retry = () => void query.refetch();
    return renderError ? renderError(query.error, retry) : <ErrorAlert message={query.error.message} />;
  }
  if (query.data === undefined) return <Spinner label={loadingLabel} />;
  return children(query.data);
}

/** A list with nothing in it: its message, and a link to where to find something (the catalogue). */
export function EmptyState({
  testId,
  message,
  link,
}: {
  testId: string;
  message: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center" data-testid={testId}>
      <p className="text-slate-300">{message}</p>
      {link && (
        <Link to={link.to} className="mt-4 inline-block text-brand-400 hover:underline">
          {link.label}
        </Link>
      )}
    </div>
  );
}
