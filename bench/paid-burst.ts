// The paid-order burst of issue 17, on PostgreSQL: ORDERS pending card orders, then their signed
// `checkout.session.completed` webhooks delivered CONCURRENCY at a time, while visitors keep reading the
// catalogue. Reports paid orders per second and the catalogue's p50/p99 before, during and after the burst
// (while the mail worker renders the invoices and sends the confirmations), and checks that every order was
// paid once with gap-free invoice numbers. Written to bench/results/paid-burst.{json,md};
// `node --import tsx bench/paid-burst.ts` (skipped when no PostgreSQL answers). Knobs: BENCH_PAID_ORDERS
// (1500; 200 is a quick check that it runs), BENCH_PAID_CONCURRENCY (32), BENCH_VISITOR_RATE (200 catalogue
// reads a second), BENCH_MAIL_WORKER=false to measure
// without the mail worker; the server's own FULFILMENT_CONCURRENCY and PDF_RENDER_THREADS pass through.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startShop } from '../scripts/shop-process.mjs';
import { paidSessionEvent } from '../scripts/stripe-events.mjs';
import { scratchPostgres } from './postgres';

const ORDERS = Number(process.env.BENCH_PAID_ORDERS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_PAID_CONCURRENCY ?? 32);
const VISITOR_RATE = Number(process.env.BENCH_VISITOR_RATE ?? 200);
const JWT_SECRET = randomBytes(32).toString('hex');
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/** A bearer token as the shop signs it (HS256, subject and token version). */
function bearer(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256' }))}.${base64url(
    JSON.stringify({ tv: 0, sub: userId, iat: now, exp: now + 3600 }),
  )}`;
  return `Bearer ${head}.${base64url(hmac(JWT_SECRET, head))}`;
}

/** Runs `task(i)` for i in 0..count-1, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;

/**
 * Visitors reading the catalogue at a steady VISITOR_RATE requests per second until `stop` resolves (an open
 * loop: a request starts on schedule whether or not the previous ones have answered, and its latency counts
 * from its scheduled start, so a stalled server cannot hide its stall by slowing the visitors down). The
 * latencies' p50 and p99 in ms.
 */
async function catalogueLatencies(url: string, stop: Promise<unknown>) {
  let done = false;
  void stop.then(() => (done = true));
  const latencies: number[] = [];
  const requests: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; !done; index += 1) {
    const scheduled = start + (index * 1000) / VISITOR_RATE;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    requests.push(
      fetch(`${url}/api/products`).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
        latencies.push(performance.now() - scheduled);
      }),
    );
  }
  await Promise.all(requests);
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

/** Samples the shop's PostgreSQL sessions every 50 ms until `stop` resolves: how many wait on a lock, on average. */
async function lockWaiters(db: pg.Client, stop: Promise<unknown>) {
  let done = false;
  void stop.then(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const { rows } = await db.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    samples.push(rows[0]!.waiting);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.round((samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)) * 10) / 10;
}

/** Resolves once the mail worker has sent every queued confirmation (their PDFs rendered), or after 60 s. */
async function mailDrained(db: pg.Client) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ left: number }>(
      `select count(*)::int as left from mail_queue where status in ('queued', 'sending')`,
    );
    if (rows[0]!.left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function runPaidBurstBench(port: number) {
  const postgres = await scratchPostgres('bench_paid');
  if (!postgres) {
    console.log('paid-order burst skipped: no PostgreSQL');
    return undefined;
  }
  const { child, baseUrl } = await startShop({
    port,
    stdio: 'ignore',
    env: {
      DATABASE_URL: postgres.url,
      JWT_SECRET,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...(process.env.BENCH_MAIL_WORKER ? { MAIL_WORKER_ENABLED: process.env.BENCH_MAIL_WORKER } : {}),
    },
  });
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  try {
    const products = await json<{ _id: string; price: number }[]>(await fetch(`${baseUrl}/api/products`));
    const paid = products.find((product) => product.price > 0)!;
    const { rows: buyers } = await db.query<{ id: string }>(
      `insert into users (id, name, email, password_hash)
       select gen_random_uuid(), 'Bench buyer ' || n, 'bench-' || n || '@bench.test', 'not-a-password'
       from generate_series(1, $1) as n returning id`,
      [ORDERS],
    );
    const events: ReturnType<typeof paidSessionEvent>[] = [];
    await pool(ORDERS, 8, async (index) => {
      const { sessionUrl, orderId } = await json<{ sessionUrl: string; orderId: string }>(
        await fetch(`${baseUrl}/api/checkout/create-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: bearer(buyers[index]!.id) },
          body: JSON.stringify({ withdrawalConsent: true, cartItems: [{ product: paid._id, qty: 1 }] }),
        }),
      );
      events.push(
        paidSessionEvent({ sessionId: sessionUrl.split('/').pop()!, orderId, secret: WEBHOOK_SECRET }),
      );
    });

    const quiet = await catalogueLatencies(baseUrl, new Promise((resolve) => setTimeout(resolve, 5000)));
    let failures = 0;
    const started = performance.now();
    const burst = pool(events.length, CONCURRENCY, async (index) => {
      const event = events[index]!;
      const response = await fetch(`${baseUrl}/api/checkout/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    });
    const [during, waiting] = await Promise.all([catalogueLatencies(baseUrl, burst), lockWaiters(db, burst)]);
    const seconds = (performance.now() - started) / 1000;
    // Then the mail worker renders each invoice PDF and sends its confirmation: the storefront meanwhile.
    const mailing =
      process.env.BENCH_MAIL_WORKER === 'false'
        ? undefined
        : await catalogueLatencies(baseUrl, mailDrained(db));

    const { rows: counts } = await db.query<{ paid: string; invoices: string; top: string }>(
      `select (select count(*) from orders where status = 'paid') as paid,
              (select count(*) from invoices) as invoices,
              (select coalesce(max(sequence), 0) from invoices) as top`,
    );
    const check = counts[0]!;
    const report = {
      date: new Date().toISOString(),
      orders: ORDERS,
      concurrency: CONCURRENCY,
      visitorRate: VISITOR_RATE,
      webhookFailures: failures,
      paidOrders: Number(check.paid),
      invoiceGaps: Number(check.top) - Number(check.invoices),
      seconds: Math.round(seconds * 100) / 100,
      paidOrdersPerSecond: Math.round(Number(check.paid) / seconds),
      catalogueQuiet: quiet,
      catalogueDuringBurst: during,
      catalogueWhileMailing: mailing,
      connectionsWaitingOnLocks: waiting,
      machineLoad: loadavg()[0]!.toFixed(1),
    };
    const markdown = [
      `# Paid-order burst on PostgreSQL (${report.date})`,
      '',
      `${ORDERS} pending card orders paid by their webhooks, ${CONCURRENCY} deliveries at a time, while visitors read \`/api/products\` ${VISITOR_RATE} times a second (latency counted from each request's scheduled start).`,
      '',
      '| paid orders/s | burst s | webhook failures | invoice gaps | catalogue p50 / p99 ms quiet | during the burst | then, while the confirmations go out | connections waiting on a lock | load average |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${report.paidOrdersPerSecond} | ${report.seconds} | ${failures} | ${report.invoiceGaps} | ${quiet.p50Ms} / ${quiet.p99Ms} | ${during.p50Ms} / ${during.p99Ms} | ${mailing ? `${mailing.p50Ms} / ${mailing.p99Ms}` : 'mail worker off'} | ${waiting} | ${report.machineLoad} |`,
      '',
    ].join('\n');
    mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(
      join(import.meta.dirname, 'results/paid-burst.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    writeFileSync(join(import.meta.dirname, 'results/paid-burst.md'), markdown);
    console.log(markdown);
    return report;
  } finally {
    await db.end();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await postgres.drop();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runPaidBurstBench(Number(process.env.BENCH_PORT ?? 4300));
}
