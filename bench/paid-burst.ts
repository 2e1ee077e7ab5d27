// The paid-order burst of issue 17, on PostgreSQL: ORDERS pending card orders whose signed
// `checkout.session.completed` webhooks are delivered CONCURRENCY at a time (as fast as the shop takes them),
// then PACED_ORDERS more delivered at a steady PAID_RATE a second, while visitors keep reading the catalogue.
// Reports paid orders per second flat out and paced, the catalogue's p50/p99 quiet, during each and after (while
// the mail worker renders the invoices and sends the confirmations), the CPU each paid order costs, and checks
// that every order was paid once with gap-free invoice numbers. Written to bench/results/paid-burst.{json,md};
// `node --import tsx bench/paid-burst.ts` (skipped when no PostgreSQL answers). Knobs: BENCH_PAID_ORDERS
// (1500; 200 is a quick check that it runs), BENCH_PAID_CONCURRENCY (32), BENCH_PAID_RATE (300 a second),
// BENCH_PACED_ORDERS (5 s worth), BENCH_VISITOR_RATE (200 catalogue reads a second), BENCH_MAIL_WORKER=false
// to measure without the mail worker; the server's own FULFILMENT_CONCURRENCY and PDF_RENDER_THREADS pass
// through.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@shop/contracts';
import pg from 'pg';
import { startShop } from '../scripts/shop-process.mjs';
import { paidSessionEvent } from '../scripts/stripe-events.mjs';
import { bearer } from './bearer';
import { catalogueLatencies } from './catalogue-latency';
import { ownCpuMs, processCpuMs } from './cpu';
import { scratchPostgres } from './postgres';

const ORDERS = Number(process.env.BENCH_PAID_ORDERS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_PAID_CONCURRENCY ?? 32);
const VISITOR_RATE = Number(process.env.BENCH_VISITOR_RATE ?? 200);
const PAID_RATE = Number(process.env.BENCH_PAID_RATE ?? 300);
const PACED_ORDERS = Number(process.env.BENCH_PACED_ORDERS ?? PAID_RATE * 5);
const JWT_SECRET = randomBytes(32).toString('hex');
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

/** Runs `task(i)` for i in 0..count-1, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** CPU time used so far by the shop, by every PostgreSQL process and by this load generator. */
function cpuSnapshot(shopPid: number) {
  const postgresPids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return {
    shop: processCpuMs(shopPid),
    postgres: postgresPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    loadGenerator: ownCpuMs(),
  };
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

const perOrder = (cpuMs: number, orders: number) => Math.round((cpuMs / Math.max(1, orders)) * 100) / 100;

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
    const products = await json<Product[]>(await fetch(`${baseUrl}/api/products`));
    const paid = products.find((product) => product.price.amount > 0)!;
    const { rows: buyers } = await db.query<{ id: string }>(
      `insert into users (id, name, email, password_hash)
       select gen_random_uuid(), 'Bench buyer ' || n, 'bench-' || n || '@bench.test', 'not-a-password'
       from generate_series(1, $1) as n returning id`,
      [ORDERS + PACED_ORDERS],
    );
    // The first ORDERS are paid as fast as the shop takes them, the next PACED_ORDERS at a steady PAID_RATE.
    const events: ReturnType<typeof paidSessionEvent>[] = [];
    await pool(ORDERS + PACED_ORDERS, 8, async (index) => {
      const { sessionUrl, orderId } = await json<{ sessionUrl: string; orderId: string }>(
        await fetch(`${baseUrl}/api/checkout/create-session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: bearer(JWT_SECRET, buyers[index]!.id),
          },
          body: JSON.stringify({ withdrawalConsent: true, cartItems: [{ product: paid._id, qty: 1 }] }),
        }),
      );
      events.push(
        paidSessionEvent({ sessionId: sessionUrl.split('/').pop()!, orderId, secret: WEBHOOK_SECRET }),
      );
    });
    let failures = 0;
    const deliver = async (event: (typeof events)[number]) => {
      const response = await fetch(`${baseUrl}/api/checkout/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    };

    const quiet = await catalogueLatencies(
      baseUrl,
      VISITOR_RATE,
      new Promise((resolve) => setTimeout(resolve, 5000)),
    );
    const cpuBefore = cpuSnapshot(child.pid!);
    const started = performance.now();
    const burst = pool(ORDERS, CONCURRENCY, (index) => deliver(events[index]!));
    const [during, waiting] = await Promise.all([
      catalogueLatencies(baseUrl, VISITOR_RATE, burst),
      lockWaiters(db, burst),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuSnapshot(child.pid!);
    const { rows: burstPaid } = await db.query<{ paid: string }>(
      `select count(*) as paid from orders where status = 'paid'`,
    );

    // Then a steady stream of payments at PAID_RATE, as a busy day brings them (open loop, like the readers).
    const pacedStart = performance.now();
    const paced = (async () => {
      const deliveries: Promise<void>[] = [];
      for (let index = 0; index < PACED_ORDERS; index += 1) {
        const wait = pacedStart + (index * 1000) / PAID_RATE - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        deliveries.push(deliver(events[ORDERS + index]!));
      }
      await Promise.all(deliveries);
    })();
    const duringPaced = await catalogueLatencies(baseUrl, VISITOR_RATE, paced);
    const pacedSeconds = (performance.now() - pacedStart) / 1000;

    // Then the mail worker renders each invoice PDF and sends its confirmation: the storefront meanwhile.
    const mailing =
      process.env.BENCH_MAIL_WORKER === 'false'
        ? undefined
        : await catalogueLatencies(baseUrl, VISITOR_RATE, mailDrained(db));

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
      paidOrdersPerSecond: Math.round(Number(burstPaid[0]!.paid) / seconds),
      catalogueQuiet: quiet,
      catalogueDuringBurst: during,
      paced: {
        orders: PACED_ORDERS,
        targetPerSecond: PAID_RATE,
        paidPerSecond: Math.round(PACED_ORDERS / pacedSeconds),
        catalogue: duringPaced,
      },
      catalogueWhileMailing: mailing,
      connectionsWaitingOnLocks: waiting,
      // What each paid order costs in CPU, whatever else runs on the machine: the figure to compare across
      // runs when the load generator, PostgreSQL and the shop share the cores.
      cpuMsPerPaidOrder: {
        shop: perOrder(cpuAfter.shop - cpuBefore.shop, ORDERS),
        postgres: perOrder(cpuAfter.postgres - cpuBefore.postgres, ORDERS),
        loadGenerator: perOrder(cpuAfter.loadGenerator - cpuBefore.loadGenerator, ORDERS),
      },
      machineLoad: loadavg()[0]!.toFixed(1),
    };
    const markdown = [
      `# Paid-order burst on PostgreSQL (${report.date})`,
      '',
      `${ORDERS} pending card orders paid by their webhooks as fast as the shop takes them (${CONCURRENCY} deliveries at a time), then ${PACED_ORDERS} more at a steady ${PAID_RATE} a second, while visitors read \`/api/products\` ${VISITOR_RATE} times a second on a thread of their own (latency counted from each request's scheduled start).`,
      '',
      `| paid orders/s, flat out | paid orders/s, paced at ${PAID_RATE} | webhook failures | invoice gaps | connections waiting on a lock | CPU ms per paid order: shop / PostgreSQL / load | load average |`,
      '|---:|---:|---:|---:|---:|---:|---:|',
      `| ${report.paidOrdersPerSecond} | ${report.paced.paidPerSecond} | ${failures} | ${report.invoiceGaps} | ${waiting} | ${report.cpuMsPerPaidOrder.shop} / ${report.cpuMsPerPaidOrder.postgres} / ${report.cpuMsPerPaidOrder.loadGenerator} | ${report.machineLoad} |`,
      '',
      "The catalogue meanwhile: what visitors saw, what the shop itself took to answer (its metrics histogram: the bound under which 50 % and 99 % answered), its event loop's delay p99 (sampled every 10 ms: about 10 when idle) and how late the reader's own timers fired (time spent waiting for a CPU on the load generator's side).",
      '',
      '| phase | requests | visitors p50 / p99 ms | shop p50 / p99 ms at most | shop event loop delay p99 ms | reader late p99 ms |',
      '|---|---:|---:|---:|---:|---:|',
      ...(
        [
          ['quiet', quiet],
          ['flat-out burst', during],
          [`paced at ${PAID_RATE}/s`, duringPaced],
          ['while the confirmations go out', mailing],
        ] as const
      ).map(([phase, figures]) =>
        figures
          ? `| ${phase} | ${figures.requests} | ${figures.p50Ms} / ${figures.p99Ms} | ${figures.shopP50AtMostMs} / ${figures.shopP99AtMostMs} | ${figures.shopEventLoopLagP99Ms} | ${figures.readerLateP99Ms} |`
          : `| ${phase} | mail worker off | | | | |`,
      ),
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
