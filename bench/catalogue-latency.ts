// The catalogue as visitors and the shop see it while the paid-order burst runs (bench/paid-burst.ts): an
// open-loop reader on its own thread (catalogue-reader.mjs) and the shop's own figures from its /metrics.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;

/**
 * From the shop's `/metrics`: its answer-time histogram for `/api/products` (upper bound in s → requests),
 * and the p99 of its event loop's delay since the previous scrape (prom-client restarts that histogram on
 * every scrape; it samples every 10 ms, so an idle loop reads about 10 ms).
 */
async function shopFigures(url: string) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const counts = new Map<number, number>();
  const lag = text.match(/^nodejs_eventloop_lag_p99_seconds (\S+)/m)?.[1];
  const eventLoopLagP99Ms = Math.round(Number(lag) * 10000) / 10;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{') || !line.includes('route="/api/products"'))
      continue;
    const bound = line.match(/le="([^"]+)"/)![1]!;
    const upper = bound === '+Inf' ? Number.POSITIVE_INFINITY : Number(bound);
    counts.set(upper, (counts.get(upper) ?? 0) + Number(line.split(' ').pop()));
  }
  return { counts, eventLoopLagP99Ms };
}

/** The smallest histogram bound (ms) under which a share `p` of the requests between two snapshots answered. */
function boundMs(before: Map<number, number>, after: Map<number, number>, p: number): number {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const total = (after.get(Number.POSITIVE_INFINITY) ?? 0) - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  const bound = bounds.find((upper) => (after.get(upper) ?? 0) - (before.get(upper) ?? 0) >= total * p);
  return (bound ?? Number.POSITIVE_INFINITY) * 1000;
}

/**
 * Visitors reading `/api/products` at a steady `rate` of requests per second until `stop` resolves, on a
 * thread of their own (`catalogue-reader.mjs`): the latencies' p50 and p99 in ms as the visitors saw them;
 * the shop's own answer time (from entering Fastify to the last byte written, its metrics' histogram bound
 * under which 50 % and 99 % of these requests answered) and its event loop's delay p99, which a request
 * waits before Fastify sees it; and the p99 of how late the reader's own timers fired, the part of a
 * visitor's latency spent waiting for a CPU on the load generator's side.
 */
export async function catalogueLatencies(url: string, rate: number, stop: Promise<unknown>) {
  const shopBefore = await shopFigures(url);
  const reader = new Worker(new URL('./catalogue-reader.mjs', import.meta.url), {
    workerData: { url: `${url}/api/products`, rate },
  });
  const answered = once(reader, 'message');
  await stop;
  reader.postMessage('stop');
  const [{ latencies, lateness }] = (await answered) as [{ latencies: number[]; lateness: number[] }];
  await reader.terminate();
  const shopAfter = await shopFigures(url);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    shopP50AtMostMs: boundMs(shopBefore.counts, shopAfter.counts, 0.5),
    shopP99AtMostMs: boundMs(shopBefore.counts, shopAfter.counts, 0.99),
    shopEventLoopLagP99Ms: shopAfter.eventLoopLagP99Ms,
    readerLateP99Ms: percentile(
      lateness.sort((a, b) => a - b),
      0.99,
    ),
  };
}
