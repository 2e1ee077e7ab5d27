// Download and purchases benchmarks (issue 10): 20 concurrent downloads of a 50 MB zip through the signed route
// against @fastify/static, and GET /api/users/purchases for a customer with 200 orders on PGlite and PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Product } from '@shop/contracts';
import autocannon from 'autocannon';
import { startShop } from '../scripts/shop-process.mjs';
import { type BenchShop, benchBuyer } from './buyer';
import { scratchPostgres } from './postgres';

const ZIP_BYTES = 50 * 1024 * 1024;
const CONCURRENT = 20;
const ORDERS = 200;

/** Resident memory of a process in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
}

/** Downloads `url` `count` times at once, discarding the bytes; resolves with the bytes received. */
function downloadAll(url: string, headers: Record<string, string>, count: number): Promise<number> {
  const one = () =>
    new Promise<number>((done, fail) => {
      get(url, { headers }, (response) => {
        if (response.statusCode !== 200) fail(new Error(`download answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => done(bytes));
        response.on('error', fail);
      }).on('error', fail);
    });
  return Promise.all(Array.from({ length: count }, one)).then((sizes) => sizes.reduce((a, b) => a + b, 0));
}

/** Throughput (MB/s) and the server's peak RSS growth (MB) over `CONCURRENT` simultaneous downloads. */
async function measureDownloads(pid: number, url: string, headers: Record<string, string>) {
  await downloadAll(url, headers, 2); // warm-up: code paths compiled, file in the page cache
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  const bytes = await downloadAll(url, headers, CONCURRENT);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (bytes !== CONCURRENT * ZIP_BYTES) throw new Error(`received ${bytes} bytes`);
  const mb = 1024 * 1024;
  return {
    throughputMBps: Math.round(bytes / mb / seconds),
    rssGrowthMB: Math.round(((peak - baseline) / mb) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
  };
}

async function api<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new customer's session, made on the bench's shop before it starts measured (benchBuyer). */
const newBuyer = (shop: BenchShop) =>
  benchBuyer(
    shop,
    `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.test`,
    'bench-password-123',
  );

/** `orders` paid orders for the customer, each paid by card on the built-in Stripe sandbox; answers the paid products. */
async function buyOrders(base: string, token: string, orders: number) {
  const listed = (await api<Product[]>(base, '/products')).filter((product) => product.price.amount > 0);
  // A bundle sells once (it refuses a buyer holding all it contains): the orders buy plain products.
  const details = await Promise.all(listed.map((product) => api<Product>(base, `/products/${product._id}`)));
  const paid = listed.filter((_, index) => !details[index]!.contains?.length);
  for (let index = 0; index < orders; index += 1) {
    const product = paid[index % paid.length]!;
    const { sessionUrl } = await api<{ sessionUrl: string }>(base, '/checkout/create-session', token, {
      withdrawalConsent: true,
      cartItems: [{ product: product._id, qty: 1 }],
    });
    const pay = await fetch(`${base}/sandbox/stripe/pay/${sessionUrl.split('/').pop()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    if (pay.status >= 400) throw new Error(`sandbox payment answered ${pay.status}`);
  }
  return paid;
}

async function purchasesLoad(base: string, token: string, durationSeconds: number) {
  const result = await autocannon({
    url: `${base}/api/users/purchases`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Starts @fastify/static on `folder` in its own process. */
async function startStatic(folder: string, port: number) {
  const child = spawn(
    process.execPath,
    [resolve(import.meta.dirname, 'static-server.mjs'), folder, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((done, fail) => {
    child.stdout.once('data', () => done());
    child.once('exit', (code) => fail(new Error(`static server exited with ${code}`)));
  });
  return child;
}

export async function downloadBench(port: number, durationSeconds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-downloads-'));
  const env = { ADMIN_PASSWORD: 'bench-admin-password-1' };
  const token = await newBuyer({ port, dataDir, env });
  const { child: shop, baseUrl } = await startShop({
    port,
    stdio: 'ignore',
    env: { ...env, DATA_DIR: dataDir, MAIL_WORKER_ENABLED: 'false' },
  });
  let staticServer: ReturnType<typeof spawn> | undefined;
  try {
    const zip = (await buyOrders(baseUrl, token, ORDERS))[0]!;
    // The seed wrote a small placeholder; the bench replaces it with 50 MB of incompressible bytes.
    const indicators = join(dataDir, 'files', 'indicators');
    writeFileSync(join(indicators, zip.downloadLink), randomBytes(ZIP_BYTES));
    const { downloadUrl } = await api<{ downloadUrl: string }>(
      baseUrl,
      `/download/${zip.downloadLink}`,
      token,
    );
    const signed = await measureDownloads(shop.pid!, `${baseUrl}${downloadUrl}`, {
      authorization: `Bearer ${token}`,
    });
    staticServer = await startStatic(indicators, port + 2);
    const fastifyStatic = await measureDownloads(
      staticServer.pid!,
      `http://127.0.0.1:${port + 2}/${zip.downloadLink}`,
      {},
    );
    const purchasesPglite = await purchasesLoad(baseUrl, token, durationSeconds);
    return {
      downloads: {
        zipMB: ZIP_BYTES / 1024 / 1024,
        concurrent: CONCURRENT,
        signedRoute: signed,
        fastifyStatic,
        throughputRatio: Math.round((signed.throughputMBps / fastifyStatic.throughputMBps) * 100) / 100,
      },
      purchases: {
        orders: ORDERS,
        pglite: purchasesPglite,
        postgres: await purchasesOnPostgres(port + 3, durationSeconds),
      },
    };
  } finally {
    staticServer?.kill('SIGTERM');
    shop.kill('SIGTERM');
  }
}

/** The same purchases load on a fresh PostgreSQL database; undefined when no PostgreSQL answers. */
async function purchasesOnPostgres(port: number, durationSeconds: number) {
  const postgres = await scratchPostgres('bench_purchases');
  if (!postgres) return undefined;
  const shop = {
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'shop-bench-purchases-')),
    env: { DATABASE_URL: postgres.url, ADMIN_PASSWORD: 'bench-admin-password-1' },
  };
  const token = await newBuyer(shop);
  const { child } = await startShop({
    port,
    stdio: 'ignore',
    env: { ...shop.env, DATA_DIR: shop.dataDir, MAIL_WORKER_ENABLED: 'false' },
  });
  try {
    await buyOrders(`http://127.0.0.1:${port}`, token, ORDERS);
    return await purchasesLoad(`http://127.0.0.1:${port}`, token, durationSeconds);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await postgres.drop();
  }
}

export type DownloadBench = Awaited<ReturnType<typeof downloadBench>>;

export function downloadBenchMarkdown(result: DownloadBench): string[] {
  const { downloads: d, purchases: p } = result;
  const row = (
    name: string,
    r: { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; errors: number } | undefined,
  ) =>
    r
      ? `| ${name} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`
      : `| ${name} | not run (no PostgreSQL) | | | |`;
  return [
    `Downloads: ${d.concurrent} concurrent downloads of a ${d.zipMB} MB zip.`,
    '',
    '| server | throughput MB/s | server RSS growth MB | seconds |',
    '|---|---:|---:|---:|',
    `| signed route \`/api/files/download\` | ${d.signedRoute.throughputMBps} | ${d.signedRoute.rssGrowthMB} | ${d.signedRoute.seconds} |`,
    `| \`@fastify/static\` | ${d.fastifyStatic.throughputMBps} | ${d.fastifyStatic.rssGrowthMB} | ${d.fastifyStatic.seconds} |`,
    '',
    `Signed route throughput = ${Math.round(d.throughputRatio * 100)} % of @fastify/static.`,
    '',
    `\`GET /api/users/purchases\` for a customer with ${p.orders} orders (10 connections):`,
    '',
    '| database | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    row('PGlite', p.pglite),
    row('PostgreSQL', p.postgres),
    '',
  ];
}
