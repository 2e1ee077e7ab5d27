import { money } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyerOf, postReview } from '../../../test/helpers/reviews';
import { createModuleInstanceOn } from '../../../test/module-app';
import { openTestDatabase, type TestApp } from '../../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../../lib/db/client';
import { products } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { contactModule } from '../contact';
import { leasesModule } from '../leases';
import { reviewsModule } from '../reviews';
import { sellerIdentityModule } from '../seller-identity';
import { usersModule } from '../users';
import { catalogModule } from '.';
import { CATALOGUE_READ_WINDOW_MS, CatalogueCommitWait, registerCatalogueWriteHold } from './commit-wait';

/** A commit-wait on a clock that never moves, and the hold each answer was given, in order. */
function frozenCommitWait(windowMs = CATALOGUE_READ_WINDOW_MS) {
  const wait = new CatalogueCommitWait(windowMs, () => 1000);
  const holdMs = vi.spyOn(wait, 'holdMs');
  const holds = () => holdMs.mock.results.map((result) => result.value as number);
  return { wait, holds };
}

describe('CatalogueCommitWait', () => {
  it('holds an answer until the window has passed since the latest notice, if one arrived since its mark', () => {
    let clock = 1000;
    const wait = new CatalogueCommitWait(100, () => clock);
    const before = wait.mark();
    expect(wait.holdMs(before)).toBe(0);
    wait.noticed();
    const after = wait.mark();
    expect(wait.holdMs(before)).toBe(100);
    expect(wait.holdMs(after)).toBe(0);
    clock += 30;
    expect(wait.holdMs(before)).toBe(70);
    wait.noticed();
    expect(wait.holdMs(before)).toBe(100);
    expect(wait.holdMs(after)).toBe(100);
    clock += 150;
    expect(wait.holdMs(before)).toBe(0);
  });
});

describe('registerCatalogueWriteHold', () => {
  // A route's own write is heard before it answers (lib/db/client.test.ts): here the handler notices it.
  async function appOn(wait: CatalogueCommitWait) {
    const app = Fastify();
    registerCatalogueWriteHold(app, wait);
    app.post('/writes-catalogue', async () => {
      wait.noticed();
      return { saved: true };
    });
    app.post('/signs-in', async () => ({ signedIn: true }));
    app.get('/reads', async () => ({ read: true }));
    await app.ready();
    return app;
  }

  it('holds the request that wrote the catalogue, not the ones after it, and never consults it for a GET', async () => {
    const { wait, holds } = frozenCommitWait(20);
    const app = await appOn(wait);
    expect((await app.inject({ method: 'POST', url: '/writes-catalogue' })).json()).toEqual({ saved: true });
    expect(holds()).toEqual([20]);
    // Within the window of that notice (the clock is frozen): these wrote nothing and leave at once.
    expect((await app.inject({ method: 'POST', url: '/signs-in' })).json()).toEqual({ signedIn: true });
    await app.inject({ method: 'GET', url: '/reads' });
    expect(holds()).toEqual([20, 0]);
    await app.close();
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
    let writerCtx: TestApp;
    let reader: FastifyInstance;
    let readerHandle: DatabaseHandle;
    // The writer's clock stands still, so every answer given after a notice is within its window.
    const commitWait = frozenCommitWait();
    const closers: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await openTestDatabase();
      const opened = await openDatabase({ kind: 'postgres', url: database.url! });
      readerHandle = { ...opened, listen: async () => async () => undefined };
      // The writer answers each request the test holds: products, sign-in, contact (its mail signed with the
      // seller's identity), reviews, account closing (which ends the person's leases).
      const writes = [
        catalogModule,
        usersModule,
        contactModule,
        sellerIdentityModule,
        reviewsModule,
        accountClosureModule,
        leasesModule,
      ];
      const first = await createModuleInstanceOn(
        database.handle,
        writes,
        {},
        { catalogueCommitWait: commitWait.wait },
      );
      const second = await createModuleInstanceOn(readerHandle, [catalogModule]);
      [writer, reader] = [first.app, second.app];
      writerCtx = { app: writer, config: writer.config, database: database.handle, close: first.close };
      closers.push(second.close, () => opened.close(), first.close, database.drop);
    });
    afterAll(async () => {
      for (const close of closers) await close();
    });

    const priceOf = async (slug: string) => {
      const [row] = await writer.db.select().from(products).where(eq(products.slug, slug));
      return row!;
    };
    /** The hold given to the answer of `request` on the writer (its status checked first). */
    const holdOf = async (status: number, request: InjectOptions) => {
      const answered = commitWait.holds().length;
      const answer = await writer.inject(request);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(commitWait.holds()).toHaveLength(answered + 1);
      return commitWait.holds()[answered];
    };

    it('is served by the other instance as soon as the writer has answered', async () => {
      const row = await priceOf('vwap-premium');
      const admin = await createUser(writer, { isAdmin: true });
      const price = async () =>
        (await reader.inject({ method: 'GET', url: '/api/products/vwap-premium?lang=en' })).json().price;
      expect(await price()).toEqual(money(row.priceCents, 'eur'));

      const changed = money(row.priceCents + 4321, 'eur');
      const write = await writer.inject({
        method: 'PUT',
        url: `/api/admin/products/${row.id}/price`,
        headers: admin.auth,
        payload: { price: changed, reason: 'Commit-wait test' },
      });
      expect(write.statusCode).toBe(200);
      expect(await price()).toEqual(changed);
    });

    it('holds every request that wrote products or reviews, and not a sign-in or a contact message after one', async () => {
      const row = await priceOf('vwap-premium');
      const admin = await createUser(writer, { isAdmin: true });
      const customer = await createUser(writer);
      const window = CATALOGUE_READ_WINDOW_MS;
      const price = { price: money(row.priceCents + 1, 'eur'), reason: 'Commit-wait test' };
      const url = `/api/admin/products/${row.id}/price`;
      expect(await holdOf(200, { method: 'PUT', url, headers: admin.auth, payload: price })).toBe(window);

      const signIn = { email: customer.user.email, password: customer.password };
      expect(await holdOf(200, { method: 'POST', url: '/api/users/signin', payload: signIn })).toBe(0);
      const message = { name: 'Jeanne', email: 'jeanne@example.test', subject: 'Hi', message: 'A question.' };
      expect(await holdOf(200, { method: 'POST', url: '/api/email/contact', payload: message })).toBe(0);

      const buyer = await buyerOf(writerCtx, row);
      const review = { stars: 5, text: 'Clair, rapide et bien documenté.' };
      const answered = commitWait.holds().length;
      const posted = await postReview(writerCtx, row.id, buyer.auth, review);
      expect(posted.statusCode).toBe(201);
      expect(commitWait.holds().slice(answered)).toEqual([window]);
      const hide = { hidden: true, reason: 'Test' };
      const visibility = `/api/admin/reviews/${posted.json()._id}/visibility`;
      expect(await holdOf(200, { method: 'PUT', url: visibility, headers: admin.auth, payload: hide })).toBe(
        window,
      );
      const close = { password: buyer.password, confirm: true };
      expect(
        await holdOf(204, { method: 'DELETE', url: '/api/users/me', headers: buyer.auth, payload: close }),
      ).toBe(window);
    });
  },
);
