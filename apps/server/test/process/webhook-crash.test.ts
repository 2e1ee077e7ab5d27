import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailQueue, orders, products } from '../../src/lib/db/schema';
import {
  completedEvent,
  createBuyers,
  createShopFixture,
  processTestPort,
  type ShopFixture,
  startServer,
  until,
} from './server-process';

/**
 * SIGKILL in the middle of a burst of payment webhooks, then a restart and Stripe-style redelivery of every
 * event (all of them, shuffled, twice: the shop cannot tell which answers Stripe received). Every order is
 * paid once, invoice numbers run 1..N with no gap and no duplicate, and each buyer gets one confirmation (one outbox file).
 */
const BUYERS = 40;
let fixture: ShopFixture;
beforeAll(async () => {
  fixture = await createShopFixture();
});
afterAll(() => fixture.remove());

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('SIGKILL during a webhook burst', () => {
  it('fulfils every paid order exactly once after redelivery', async () => {
    const setup = await fixture.open();
    const buyers = await createBuyers(setup.db, BUYERS);
    const paid = (await setup.db.select().from(products).orderBy(asc(products.priceCents))).find(
      (row) => row.priceCents > 0,
    )!;
    await setup.close();

    const env = { MAIL_WORKER_ENABLED: 'true' };
    const first = await startServer(fixture, processTestPort, env);
    const post = (base: string, path: string, headers: Record<string, string>, body: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const events = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await post(
          first.url,
          '/api/checkout/create-session',
          { authorization: buyer.authorization },
          JSON.stringify({ withdrawalConsent: true, cartItems: [{ product: paid.id, qty: 1 }] }),
        );
        expect(response.status).toBe(200);
        const { sessionUrl, orderId } = (await response.json()) as { sessionUrl: string; orderId: string };
        const sessionId = sessionUrl.split('/').pop()!;
        return completedEvent(sessionId, orderId, `evt_kill_${sessionId}`);
      }),
    );

    const deliver = (base: string, event: (typeof events)[number]) =>
      post(base, '/api/checkout/webhook', { 'stripe-signature': event.signature }, event.payload).then(
        (response) => response.status,
        () => 0,
      );
    const burst = events.map((event) => deliver(first.url, event));
    // Kill once part of the burst has been acknowledged: some events done, some in flight, some never read.
    let acknowledged = 0;
    for (const delivery of burst) {
      void delivery.then((status) => {
        if (status === 200) acknowledged += 1;
      });
    }
    await until(() => acknowledged >= BUYERS / 4, 'a quarter of the burst to be acknowledged', {
      everyMs: 2,
    });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(burst);

    const second = await startServer(fixture, processTestPort, env);
    for (const round of [1, 2]) {
      const statuses = await Promise.all(shuffled(events).map((event) => deliver(second.url, event)));
      expect(
        statuses.every((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toBe(true);
    }
    // The outbox is the delivery (one file per message; a re-hand-over after a lost lease rewrites it). PGlite
    // cannot be opened while the server runs, so the mail is watched through the folder, then the server stops.
    const recipients = async () => {
      const folder = join(fixture.dataDir, 'outbox');
      // Only finished messages: a `.tmp` file is one being written, renamed the moment it is complete.
      const files = (existsSync(folder) ? await readdir(folder) : []).filter((file) => file.endsWith('.eml'));
      const texts = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
      return buyers.map((buyer) => texts.filter((text) => text.includes(`To: ${buyer.email}`)).length);
    };
    const everyBuyerMailed = async () => (await recipients()).every((count) => count >= 1);
    await until(everyBuyerMailed, 'a confirmation to every buyer', { timeoutMs: 60_000, everyMs: 200 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await recipients()).toEqual(buyers.map(() => 1));

    const check = await fixture.open();
    try {
      const all = await check.db.select().from(orders);
      expect(all).toHaveLength(BUYERS);
      expect(all.every((order) => order.status === 'paid')).toBe(true);
      const issued = await check.db.select().from(invoices);
      expect(issued.map((invoice) => invoice.orderId).sort()).toEqual(all.map((order) => order.id).sort());
      expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: BUYERS }, (_, index) => index + 1),
      );
      // Rendered after their commits (some cut off by the kill): every invoice PDF is on disk.
      expect(
        issued.filter((invoice) => !existsSync(join(fixture.dataDir, 'files', invoice.fileKey))),
      ).toEqual([]);
      const mails = await check.db.select().from(mailQueue);
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual(buyers.map((buyer) => buyer.email).sort());
      expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
