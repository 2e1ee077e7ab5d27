// The licence request bench of issue 10: a customer with 200 paid orders, `POST /api/license/request` and
// `GET /api/license/my-requests` under autocannon, on PGlite and (when reachable) PostgreSQL. Written to
// bench/results/licences.{json,md}; called by run.ts, or alone with `node --import tsx bench/licences.ts`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@shop/contracts';
import autocannon from 'autocannon';
import { startShop } from '../scripts/shop-process.mjs';
import { paidSessionEvent } from '../scripts/stripe-events.mjs';
import { benchBuyer } from './buyer';
import { scratchPostgres } from './postgres';

const ORDERS = 200;
const SEATS_PER_ORDER = 100;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

interface Figures {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function measure(database: string, port: number, env: Record<string, string>, seconds: number) {
  const shop = {
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'shop-bench-licences-')),
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
  };
  const token = await benchBuyer(shop, `bench-${Date.now()}@bench.test`, 'bench-password-long-1');
  const { child, baseUrl } = await startShop({
    port,
    stdio: 'ignore',
    env: { ...shop.env, DATA_DIR: shop.dataDir, MAIL_WORKER_ENABLED: 'false' },
  });
  try {
    const products = await json<Product[]>(await fetch(`${baseUrl}/api/products`));
    // Seats are bought: a free product sells one per account (docs/rules/checkout.md).
    const paid = products.find((product) => product.price.amount > 0)!;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const orderIds: string[] = [];
    const seats = Math.min(SEATS_PER_ORDER, paid.countInStock);
    for (let i = 0; i < ORDERS; i += 1) {
      const order = await json<{ orderId: string; sessionUrl: string }>(
        await fetch(`${baseUrl}/api/checkout/create-session`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ withdrawalConsent: true, cartItems: [{ product: paid._id, qty: seats }] }),
        }),
      );
      const sessionId = order.sessionUrl.split('/').pop()!;
      const event = paidSessionEvent({ sessionId, orderId: order.orderId, secret: WEBHOOK_SECRET });
      await json(
        await fetch(`${baseUrl}/api/checkout/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
        }),
      );
      orderIds.push(order.orderId);
    }
    let next = 0;
    const request = await autocannon({
      url: `${baseUrl}/api/license/request`,
      connections: 10,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (req) => {
            next += 1;
            const machine = randomBytes(16).toString('hex');
            return {
              ...req,
              body: JSON.stringify({
                productId: paid._id,
                orderId: orderIds[next % orderIds.length],
                machineIdName: `${machine}-Bench${next}`,
              }),
            };
          },
        },
      ],
    });
    const list = await autocannon({
      url: `${baseUrl}/api/license/my-requests`,
      connections: 10,
      duration: seconds,
      headers,
    });
    const held = (await json<unknown[]>(await fetch(`${baseUrl}/api/license/my-requests`, { headers })))
      .length;
    const figures = (endpoint: string, result: autocannon.Result): Figures => ({
      database,
      endpoint,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    });
    return [
      figures(`POST /api/license/request (${ORDERS} orders)`, request),
      figures(`GET /api/license/my-requests (${held} requests)`, list),
    ];
  } finally {
    child.kill('SIGTERM');
  }
}

export async function runLicenceBench(port: number, seconds: number): Promise<Figures[]> {
  const results = await measure('PGlite', port, {}, seconds);
  const postgres = await scratchPostgres('bench_licences');
  if (postgres) {
    try {
      results.push(...(await measure('PostgreSQL', port, { DATABASE_URL: postgres.url }, seconds)));
    } finally {
      await postgres.drop();
    }
  }
  const markdown = [
    `# Licence request bench (${new Date().toISOString()})`,
    '',
    `A customer with ${ORDERS} paid orders; autocannon 10 connections × ${seconds} s per endpoint.`,
    '',
    '| database | endpoint | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | \`${r.endpoint}\` | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} |`,
    ),
    '',
  ].join('\n');
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'results/licences.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(import.meta.dirname, 'results/licences.md'), markdown);
  console.log(markdown);
  return results;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runLicenceBench(Number(process.env.BENCH_PORT ?? 4300), Number(process.env.BENCH_DURATION ?? 10));
}
