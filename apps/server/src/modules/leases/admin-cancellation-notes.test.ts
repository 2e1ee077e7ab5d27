import { adminCancellationNotesSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type AdminFixture, setupModuleAdminSuite } from '../../../test/helpers/admin';
import { insertUser } from '../../../test/helpers/module-deps';
import type { TestApp } from '../../../test/test-app';
import { leaseCancellations, products, subscriptions } from '../../lib/db/schema';
import { leasesModule } from '.';

/** The back-office's cancellation notes (docs/rules/leases.md): admins only, newest first, 20 a page. */
let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite([leasesModule], async (suite) => {
  ({ ctx, admin } = suite);
  const db = ctx.app.db;
  const [product] = await db.select().from(products).limit(1);
  const user = await insertUser(db);
  const [lease] = await db
    .insert(subscriptions)
    .values({ userId: user.id, productId: product!.id, plan: 'monthly', priceCents: 3000, currency: 'eur' })
    .returning();
  // 22 dialogs with a note, a minute apart (note 21 the newest), and one without a note, newer still.
  const minute = (index: number) => new Date(Date.UTC(2026, 4, 1, 9, index));
  await db.insert(leaseCancellations).values([
    ...Array.from({ length: 22 }, (_, index) => ({
      subscriptionId: lease!.id,
      productId: product!.id,
      reason: index === 21 ? null : ('too_expensive' as const),
      note: `note ${index}`,
      offer: index === 21 ? ('pause' as const) : ('none' as const),
      accepted: index === 21,
      createdAt: minute(index),
    })),
    {
      subscriptionId: lease!.id,
      productId: product!.id,
      reason: 'other' as const,
      offer: 'none' as const,
      createdAt: minute(30),
    },
  ]);
});

const get = (url: string, auth = admin.auth, language = 'en') =>
  ctx.app.inject({ url, headers: { ...auth, 'accept-language': language } });

describe('GET /api/admin/subscriptions/cancellation-notes', () => {
  it('lists the notes newest first, 20 a page, with their reason and answer, the dialogs without one left out', async () => {
    const first = adminCancellationNotesSchema.parse(
      (await get('/api/admin/subscriptions/cancellation-notes')).json(),
    );
    expect(first.notes.map((row) => row.note)).toEqual(
      Array.from({ length: 20 }, (_, index) => `note ${21 - index}`),
    );
    expect(first.notes[0]).toMatchObject({ reason: 'none', offer: 'pause', accepted: true });
    expect(first.notes[1]).toMatchObject({ reason: 'too_expensive', offer: 'none', accepted: false });
    expect(first.pagination).toMatchObject({ current: 1, total: 2, totalItems: 22, limit: 20 });
    const second = (await get('/api/admin/subscriptions/cancellation-notes?page=2')).json();
    expect(second.notes.map((row: { note: string }) => row.note)).toEqual(['note 1', 'note 0']);
  });

  it('is for admins only, and refuses a page that is not one, translated', async () => {
    const buyer = await createUser(ctx.app);
    expect((await get('/api/admin/subscriptions/cancellation-notes', buyer.auth)).statusCode).toBe(403);
    const refusals = await Promise.all(
      ['en', 'fr'].map((language) =>
        get('/api/admin/subscriptions/cancellation-notes?page=0', admin.auth, language),
      ),
    );
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400]);
    const [english, french] = refusals.map((response) => response.json());
    expect(english.code).toBe(french.code);
    expect(english.message).not.toBe(french.message);
  });
});
