import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createInstanceOn, openTestDatabase } from '../../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../../lib/db/client';
import { products } from '../../lib/db/schema';
import { CatalogueCommitWait } from './commit-wait';

describe('CatalogueCommitWait', () => {
  it('holds answers until the window has passed since the latest notice', () => {
    let clock = 1000;
    const wait = new CatalogueCommitWait(100, () => clock);
    expect(wait.holdMs()).toBe(0);
    wait.noticed();
    expect(wait.holdMs()).toBe(100);
    clock += 30;
    expect(wait.holdMs()).toBe(70);
    wait.noticed();
    expect(wait.holdMs()).toBe(100);
    clock += 150;
    expect(wait.holdMs()).toBe(0);
  });
});

/**
 * On PostgreSQL an instance reuses a version read for a short window, and a catalogue write holds its
 * answer as long. The reader here never hears a change notice (as when one is late), so only the writer's
 * wait can make it read again: without it, the reader would serve the price it read just before the write.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'a catalogue write on PostgreSQL, seen from another instance',
  () => {
    let writer: FastifyInstance;
    let reader: FastifyInstance;
    let readerHandle: DatabaseHandle;
    const closers: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await openTestDatabase();
      const opened = await openDatabase({ kind: 'postgres', url: database.url! });
      readerHandle = { ...opened, listen: async () => async () => undefined };
      const first = await createInstanceOn(database.handle);
      const second = await createInstanceOn(readerHandle);
      [writer, reader] = [first.app, second.app];
      closers.push(second.close, () => opened.close(), first.close, database.drop);
    });
    afterAll(async () => {
      for (const close of closers) await close();
    });

    it('is served by the other instance as soon as the writer has answered', async () => {
      const [row] = await writer.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
      const admin = await createUser(writer, { isAdmin: true });
      const price = async () =>
        (await reader.inject({ method: 'GET', url: '/api/products/vwap-premium?lang=en' })).json().price;
      expect(await price()).toBe(row!.priceCents / 100);

      const changed = (row!.priceCents + 4321) / 100;
      const write = await writer.inject({
        method: 'PUT',
        url: `/api/admin/products/${row!.id}/price`,
        headers: admin.auth,
        payload: { price: changed, reason: 'Commit-wait test' },
      });
      expect(write.statusCode).toBe(200);
      expect(await price()).toBe(changed);
    });
  },
);
