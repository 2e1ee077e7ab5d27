import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { startCluster } from '../../../../scripts/cluster.mjs';
import { mailQueue, products, users } from '../../src/lib/db/schema';
import {
  completedEvent,
  createBuyers,
  createShopFixture,
  processTestPort,
  type ShopFixture,
  startFixtureCluster,
  until,
} from './server-process';

/**
 * Two real instances behind nginx (round robin) sharing PostgreSQL, Redis and the data folder: a checkout
 * opened on one is paid by a webhook arriving at the other and seen paid from both; its e-mail goes out
 * once; a download link signed by one is honoured by the other; a price changed on one shows on the other at
 * once; and the per-IP sign-up limit holds across both. PostgreSQL only (PGlite is one process's database);
 * CI installs nginx and runs this with DATABASE_URL set.
 */
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const METRICS_TOKEN = 'process-test-metrics-token-0123456789';
const enabled = Boolean(process.env.DATABASE_URL) && (Boolean(process.env.CI) || existsSync(nginx));

describe.skipIf(!enabled)('two instances behind a load balancer', () => {
  let fixture: ShopFixture;
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let buyer: { id: string; email: string; authorization: string };
  let admin: { authorization: string };
  let paid: typeof products.$inferSelect;

  beforeAll(async () => {
    fixture = await createShopFixture();
    const setup = await fixture.open();
    const [one, two] = await createBuyers(setup.db, 2);
    buyer = one!;
    admin = two!;
    await setup.db.update(users).set({ isAdmin: true }).where(eq(users.id, two!.id));
    paid = (await setup.db.select().from(products).orderBy(asc(products.priceCents))).find(
      (row) => row.priceCents > 0,
    )!;
    await setup.close();
    cluster = await startFixtureCluster(fixture, processTestPort + 20, {
      // Production serves /metrics only with its token.
      METRICS_TOKEN,
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await fixture?.remove();
  });

  const call = (base: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

  it('pays on one what was opened on the other, mails once, and shares links and prices', async () => {
    const [first, second] = cluster.instances.map((instance) => instance.url) as [string, string];
    const opened = await call(first, '/api/checkout/create-session', {
      method: 'POST',
      headers: { authorization: buyer.authorization },
      body: JSON.stringify({ withdrawalConsent: true, cartItems: [{ product: paid.id, qty: 1 }] }),
    });
    expect(opened.status).toBe(200);
    const { sessionUrl, orderId } = (await opened.json()) as { sessionUrl: string; orderId: string };
    const sessionId = sessionUrl.split('/').pop()!;

    const { payload, signature } = completedEvent(sessionId, orderId, `evt_cluster_${sessionId}`);
    const delivered = await call(second, '/api/checkout/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    for (const base of [first, second]) {
      const order = await call(base, `/api/orders/${orderId}`, {
        headers: { authorization: buyer.authorization },
      });
      expect(((await order.json()) as { isPaid: boolean }).isPaid).toBe(true);
    }

    // Both mail workers poll the same queue: the confirmation leaves once.
    const check = await fixture.open();
    try {
      let mails: (typeof mailQueue.$inferSelect)[] = [];
      const allSent = async () => {
        mails = await check.db.select().from(mailQueue).where(eq(mailQueue.toAddress, buyer.email));
        return mails.every((mail) => mail.status === 'sent');
      };
      await until(allSent, "the buyer's confirmation to leave", { timeoutMs: 20_000, everyMs: 200 });
      expect(mails.map((mail) => [mail.status, mail.attempts])).toEqual([['sent', 1]]);
      const outbox = join(cluster.dataDir, 'outbox');
      const files = await readdir(outbox);
      const sentToBuyer = await Promise.all(
        files.map(async (file) => (await readFile(join(outbox, file), 'utf8')).includes(buyer.email)),
      );
      expect(sentToBuyer.filter(Boolean)).toHaveLength(1);
    } finally {
      await check.close();
    }

    const link = await call(first, `/api/download/${paid.downloadFile}`, {
      headers: { authorization: buyer.authorization },
    });
    expect(link.status).toBe(200);
    const { downloadUrl } = (await link.json()) as { downloadUrl: string };
    const file = await fetch(`${second}${downloadUrl}`, { headers: { authorization: buyer.authorization } });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const changed = await call(first, `/api/admin/products/${paid.id}/price`, {
      method: 'PUT',
      headers: { authorization: admin.authorization },
      body: JSON.stringify({ price: { amount: 12_345, currency: 'eur' }, reason: 'two instances' }),
    });
    expect(changed.status).toBe(200);
    const seen = await call(second, `/api/products/${paid.id}`);
    expect(((await seen.json()) as { price: unknown }).price).toEqual({ amount: 12_345, currency: 'eur' });
  });

  it('holds the per-IP sign-up limit across both instances (counters in Redis)', async () => {
    // nginx appends the peer to X-Forwarded-For; the shops trust the proxy, so this run has its own client IP.
    // (Sign-in counts failures only, in the database: device-cookie.test.ts.)
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await call(cluster.url, '/api/users/signup', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        body: JSON.stringify({ name: 'N', email: `nobody-${attempt}@example.test`, password: 'short' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Round robin spread the attempts: each instance answered some of them.
    for (const instance of cluster.instances) {
      const answer = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const metrics = await answer.text();
      expect(metrics).toMatch(/http_requests_total\{[^}]*route="\/api\/users\/signup"[^}]*\} [1-9]/);
    }
  });
});
