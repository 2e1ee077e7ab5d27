// The back-office scale bench of issue 11: years of history (100,000 users, 300,000 orders, 50,000 subscribers on
// PostgreSQL; a tenth of that on PGlite), then p50/p99 of the dashboard, each list's first and last page and a
// search, at 10 connections. Written to bench/results/admin-scale.{json,md}; called by run.ts, or alone with
// `node --import tsx bench/admin-scale.ts`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { startShop } from '../scripts/shop-process.mjs';
import { scratchPostgres } from './postgres';

const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password-1' };
const SHOP_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_REQUIRE_2FA: 'false' };

interface Volume {
  users: number;
  orders: number;
  subscribers: number;
}

interface Figures {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
}

/**
 * Bulk inserts spread over three years; statement-level triggers keep the dashboard's summary table right. Unpaid
 * orders older than two days are expired, as the shop's expiry job leaves them. Twelve surnames make a broad search
 * ("moreau" matches one customer in twelve) far less selective than a real customer base.
 */
export function seedStatements({ users, orders, subscribers }: Volume): string[] {
  const surnames = `array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Smith','Johnson']`;
  return [
    `insert into users (id, name, email, password_hash, language, created_at, updated_at)
     select gen_random_uuid(), (${surnames})[1 + g % 12] || ' ' || g, 'customer' || g || '@bench.test',
            'not-a-usable-hash', case when g % 3 = 0 then 'en' else 'fr' end,
            now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second',
            now() - (g % 1095) * interval '1 day'
     from generate_series(1, ${users}) as g`,
    `create temporary table bench_customers as
     select id, row_number() over (order by id) as n from users where email like '%@bench.test'`,
    `create temporary table bench_products as
     select id, name_fr, price_cents, row_number() over (order by id) - 1 as n from products`,
    `insert into orders (id, user_id, total_cents, status, is_paid, paid_at, language, created_at, updated_at)
     select gen_random_uuid(), c.id, p.price_cents,
            case when g % 5 <> 0 then 'paid' when g % 1095 < 2 then 'pending' else 'expired' end,
            g % 5 <> 0, case when g % 5 <> 0 then t.at end, 'fr', t.at, t.at
     from generate_series(1, ${orders}) as g
     join bench_customers c on c.n = 1 + g % ${users}
     join bench_products p on p.n = g % (select count(*) from bench_products)
     cross join lateral (select now() - (g % 1095) * interval '1 day' - (g % 3600) * interval '1 second' as at) t`,
    `insert into order_items (id, order_id, product_id, name, unit_price_cents, quantity)
     select gen_random_uuid(), o.id, p.id, p.name_fr, o.total_cents, 1
     from orders o join bench_products p on p.price_cents = o.total_cents
     where not exists (select 1 from order_items i where i.order_id = o.id)`,
    `insert into newsletter_subscribers (id, email, is_active, status, language, subscribed_at)
     select gen_random_uuid(), 'reader' || g || '@bench.test', g % 4 <> 0,
            case when g % 4 = 0 then 'unsubscribed' else 'active' end, 'fr',
            now() - (g % 1095) * interval '1 day'
     from generate_series(1, ${subscribers}) as g`,
    'vacuum analyze',
  ];
}

async function seedPostgres(url: string, volume: Volume) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of seedStatements(volume)) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seedPglite(dataDir: string, volume: Volume) {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    for (const statement of seedStatements(volume)) await client.query(statement);
  } finally {
    await client.close();
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The lists, each by its first page, its last page and a search, plus the dashboard. */
async function endpoints(baseUrl: string, headers: Record<string, string>) {
  const lastPage = async (path: string) => {
    const page = await json<{ pagination: { total: number } }>(await fetch(`${baseUrl}${path}`, { headers }));
    return Math.max(1, page.pagination.total);
  };
  const [order] = (
    await json<{ orders: { _id: string }[] }>(await fetch(`${baseUrl}/api/admin/orders?page=1`, { headers }))
  ).orders;
  return [
    '/api/admin/dashboard',
    '/api/admin/users?page=1',
    `/api/admin/users?page=${await lastPage('/api/admin/users?page=1')}`,
    '/api/admin/users?search=dubois%204244',
    '/api/admin/users?search=dubois&page=2',
    '/api/admin/orders?page=1',
    `/api/admin/orders?page=${await lastPage('/api/admin/orders?page=1')}`,
    '/api/admin/orders?status=pending',
    '/api/admin/orders?search=customer4242',
    `/api/admin/orders?search=${order!._id.slice(-8)}`,
    '/api/admin/orders?search=moreau',
    '/api/newsletter/subscribers?page=1',
    `/api/newsletter/subscribers?page=${await lastPage('/api/newsletter/subscribers?page=1')}`,
    '/api/newsletter/subscribers?search=reader4242',
    '/api/admin/products?page=1',
    '/api/admin/products/stats',
  ];
}

async function measure(database: string, port: number, env: Record<string, string>, seconds: number) {
  const { child, baseUrl } = await startShop({ port, stdio: 'ignore', env: { ...SHOP_ENV, ...env } });
  try {
    const { token } = await json<{ token: string }>(
      await fetch(`${baseUrl}/api/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const headers = { authorization: `Bearer ${token}` };
    const figures: Figures[] = [];
    for (const path of await endpoints(baseUrl, headers)) {
      const result = await autocannon({
        url: `${baseUrl}${path}`,
        connections: 10,
        duration: seconds,
        headers,
      });
      figures.push({
        database,
        endpoint: path,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx + result.errors,
      });
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

/** The shop migrates an empty PGlite folder on its first start; the seed then goes in while it is stopped. */
async function pgliteRun(port: number, seconds: number, volume: Volume) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-admin-'));
  const first = await startShop({ port, stdio: 'ignore', env: { ...SHOP_ENV, DATA_DIR: dataDir } });
  first.child.kill('SIGTERM');
  await new Promise((done) => first.child.once('exit', done));
  await seedPglite(join(dataDir, 'db'), volume);
  return measure(`PGlite (${describe(volume)})`, port, { DATA_DIR: dataDir }, seconds);
}

async function postgresRun(port: number, seconds: number, volume: Volume) {
  const postgres = await scratchPostgres('bench_admin');
  if (!postgres) return [];
  try {
    // The first start migrates and seeds the catalogue and the admin.
    const first = await startShop({
      port,
      stdio: 'ignore',
      env: { ...SHOP_ENV, DATABASE_URL: postgres.url },
    });
    first.child.kill('SIGTERM');
    await new Promise((done) => first.child.once('exit', done));
    await seedPostgres(postgres.url, volume);
    return await measure(`PostgreSQL (${describe(volume)})`, port, { DATABASE_URL: postgres.url }, seconds);
  } finally {
    await postgres.drop();
  }
}

const describe = (volume: Volume) =>
  `${volume.users / 1000}k users, ${volume.orders / 1000}k orders, ${volume.subscribers / 1000}k subscribers`;

export async function runAdminScaleBench(port: number, seconds: number): Promise<Figures[]> {
  const results = [
    ...(await postgresRun(port, seconds, { users: 100_000, orders: 300_000, subscribers: 50_000 })),
    ...(await pgliteRun(port, seconds, { users: 10_000, orders: 30_000, subscribers: 5_000 })),
  ];
  const markdown = [
    `# Back-office scale bench (${new Date().toISOString()})`,
    '',
    `autocannon 10 connections × ${seconds} s per endpoint, signed in as an admin. Target: p99 under 50 ms on PostgreSQL.`,
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
  writeFileSync(
    join(import.meta.dirname, 'results/admin-scale.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  writeFileSync(join(import.meta.dirname, 'results/admin-scale.md'), markdown);
  console.log(markdown);
  return results;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await runAdminScaleBench(Number(process.env.BENCH_PORT ?? 4300), Number(process.env.BENCH_DURATION ?? 10));
}
