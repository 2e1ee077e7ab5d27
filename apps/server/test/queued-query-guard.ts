import { afterAll, expect } from 'vitest';

/**
 * Fails the test file during which a PostgreSQL connection was asked for a query while it was still running
 * another: a `Promise.all` of reads on a transaction, whose one connection runs them in turn anyway. pg
 * queues them today with a deprecation warning and will refuse them in pg 9. Node prints that warning once
 * per process, so the first offender of a worker is the one named: fix it and run again.
 */
const QUEUED_QUERY = 'Calling client.query() when the client is already executing a query';
const watch = globalThis as { queuedQueryWatched?: boolean; queuedQueryWarning?: string };

if (!watch.queuedQueryWatched) {
  watch.queuedQueryWatched = true;
  process.on('warning', (warning) => {
    if (warning.message.includes(QUEUED_QUERY)) watch.queuedQueryWarning = warning.message;
  });
}

afterAll(() => {
  const warning = watch.queuedQueryWarning;
  watch.queuedQueryWarning = undefined;
  expect(warning, 'a query sent on a connection still running another (run them in turn)').toBeUndefined();
});
