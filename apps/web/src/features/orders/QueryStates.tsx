import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';

/** An orders or purchases query while it is not loaded: a spinner, or a red alert with the failure. */
export function OrdersLoading({
  query,
  label,
}: {
  query: UseQueryResult<unknown, Error>;
  /** The spinner's accessible label (the common "Loading…" by default). */
  label?: string;
}) {
  return query.isError ? <ErrorAlert message={query.error.message} /> : <Spinner label={label} />;
}

/** A tab with nothing to list: its message and a link to the catalogue. */
export function EmptyOrders({
  testId,
  message,
  browse,
}: {
  testId: string;
  message: string;
  browse: string;
}) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center" data-testid={testId}>
      <p className="text-slate-300">{message}</p>
      <Link to="/indicators" className="mt-4 inline-block text-brand-400 hover:underline">
        {browse}
      </Link>
    </div>
  );
}
