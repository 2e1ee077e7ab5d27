import { adminSaveOfferListSchema, type Lease, type SaveOffer } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { addInterval } from '../../dev/stripe-sandbox/billing-objects';
import { forgottenUser } from '../../lib/closed-account';
import { invoices, leaseCancellations, orders } from '../../lib/db/schema';
import { forgetUser } from './forget-user';
import { leaseTestModules } from './test-modules';

/**
 * Cancelling with a reason and the product's save offer (docs/rules/leases.md, "Cancelling: why, and an
 * offer"), through the routes and the sandbox's Stripe Billing moved by its test clock: a pause bills nothing
 * for its months then bills again, a save coupon discounts the next periods' orders and invoices, then not.
 */
let ctx: TestApp;
let driver: LeaseDriver;
let admin: Awaited<ReturnType<typeof createUser>>;
let price: number;

setupCheckoutSuite(leaseTestModules, ({ ctx: app }) => {
  ctx = app;
});
beforeAll(async () => {
  driver = await leaseDriver(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
  price = driver.product.monthlyPriceCents!;
});

const setOffer = (offer: SaveOffer, auth = admin.auth, productId = driver.product.id) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/subscriptions/save-offers/${productId}`,
    headers: { ...auth, 'accept-language': 'en' },
    payload: offer,
  });
const call = (method: 'GET' | 'POST', auth: Record<string, string>, path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/leases/${path}`,
    headers: { ...auth, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const periodOrders = (leaseId: string) =>
  ctx.app.db
    .select({ order: orders, invoice: invoices })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.subscriptionId, leaseId))
    .orderBy(asc(orders.paidAt));
/** Moves the test clock just past each renewal of the lease, `count` times. */
async function renewals(leaseId: string, count: number) {
  for (let step = 0; step < count; step += 1) {
    await driver.advanceTo(seconds((await driver.leaseRow(leaseId)).currentPeriodEnd) + 60);
  }
}
const statsOf = async () => {
  const answer = await ctx.app.inject({ url: '/api/admin/subscriptions/save-offers', headers: admin.auth });
  expect(answer.statusCode).toBe(200);
  return adminSaveOfferListSchema
    .parse(answer.json())
    .products.find((row) => row.productId === driver.product.id)!;
};

describe('a pause of collection', () => {
  it('bills nothing for the months chosen, then resumes and bills; the buyer may end it early', async () => {
    expect((await setOffer({ kind: 'pause', maxMonths: 2 })).statusCode).toBe(200);
    const { auth, leaseId } = await driver.subscribe();
    expect((await call('GET', auth, `${leaseId}/save-offer`)).json()).toEqual({
      offer: { kind: 'pause', maxMonths: 2 },
    });
    const tooLong = await call('POST', auth, `${leaseId}/save-offer`, { pauseMonths: 3 });
    expect(tooLong.statusCode).toBe(400);
    const periodEnd = seconds((await driver.leaseRow(leaseId)).currentPeriodEnd);
    const accepted = await call('POST', auth, `${leaseId}/save-offer`, {
      reason: 'not_using',
      note: 'Back in spring',
      pauseMonths: 2,
    });
    expect(accepted.statusCode).toBe(200);
    const resumesAt = addInterval(addInterval(periodEnd, 'month'), 'month');
    const lease = accepted.json() as Lease;
    expect(lease).toMatchObject({ status: 'active', pausedUntil: new Date(resumesAt * 1000).toISOString() });
    expect(lease.actions).toEqual(['cancel', 'endPause']);
    // Paused by choice: the licence runs to the paid end, without the grace days.
    expect(lease.licenceUntil).toBe(lease.paidUntil);
    // One offer per lease.
    expect((await call('GET', auth, `${leaseId}/save-offer`)).json()).toEqual({ offer: { kind: 'none' } });
    expect((await call('POST', auth, `${leaseId}/save-offer`, { pauseMonths: 1 })).json()).toMatchObject({
      code: 'leaseSaveOffer.unavailable',
    });

    await renewals(leaseId, 2);
    expect(await periodOrders(leaseId)).toHaveLength(1);
    expect((await driver.leaseRow(leaseId)).pauseResumesAt).not.toBeNull();
    await renewals(leaseId, 1);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(2);
    expect(billed[1]!.order).toMatchObject({ totalCents: price, couponCode: null });
    const row = await driver.leaseRow(leaseId);
    expect(row.pauseResumesAt).toBeNull();
    expect(seconds(row.paidUntil)).toBe(addInterval(resumesAt, 'month'));
    expect((await call('POST', auth, `${leaseId}/end-pause`)).json()).toMatchObject({
      code: 'leaseSaveOffer.notPaused',
    });
  }, 180_000);

  it('ends early: the next period end bills again', async () => {
    const { auth, leaseId } = await driver.subscribe();
    expect((await call('POST', auth, `${leaseId}/save-offer`, { pauseMonths: 2 })).statusCode).toBe(200);
    const ended = await call('POST', auth, `${leaseId}/end-pause`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ pausedUntil: null, actions: ['cancel'] });
    await renewals(leaseId, 1);
    expect(await periodOrders(leaseId)).toHaveLength(2);
  }, 120_000);

  it('is not offered on a yearly plan', async () => {
    const { auth, leaseId } = await driver.subscribe(undefined, 'yearly');
    expect((await call('GET', auth, `${leaseId}/save-offer`)).json()).toEqual({ offer: { kind: 'none' } });
    expect((await call('POST', auth, `${leaseId}/save-offer`, { pauseMonths: 1 })).json()).toMatchObject({
      code: 'leaseSaveOffer.unavailable',
    });
  });
});

describe('a save coupon', () => {
  it('discounts the next periods on their orders and invoices, then bills the full price', async () => {
    expect((await setOffer({ kind: 'coupon', percentOff: 50, periods: 2 })).statusCode).toBe(200);
    const { auth, leaseId } = await driver.subscribe();
    expect((await call('GET', auth, `${leaseId}/save-offer`)).json()).toEqual({
      offer: { kind: 'coupon', percentOff: 50, periods: 2 },
    });
    const accepted = await call('POST', auth, `${leaseId}/save-offer`, { reason: 'too_expensive' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ cancelAtPeriodEnd: false, pausedUntil: null });
    await renewals(leaseId, 3);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(4);
    const discount = Math.round(price / 2);
    for (const period of billed.slice(1, 3)) {
      expect(period.order).toMatchObject({
        totalCents: price - discount,
        couponCode: 'SAVE50',
        discountCents: discount,
      });
      expect(period.invoice.grossCents).toBe(price - discount);
      expect(period.invoice.document?.discount).toMatchObject({ code: 'SAVE50', amountCents: discount });
      expect(period.invoice.document?.lines[0]).toMatchObject({ unitPriceCents: price });
    }
    for (const period of [billed[0]!, billed[3]!]) {
      expect(period.order).toMatchObject({ totalCents: price, couponCode: null, discountCents: 0 });
      expect(period.invoice.document?.discount).toBeUndefined();
    }
  }, 180_000);
});

describe('cancelling with a reason, and the counts', () => {
  it('records the reason and the offer declined, and counts them per product', async () => {
    const before = await statsOf();
    const { auth, leaseId } = await driver.subscribe();
    const note = await call('POST', auth, `${leaseId}/cancel`, {
      reason: 'switching',
      note: 'x'.repeat(501),
    });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ code: 'leaseSaveOffer.noteTooLong' });
    expect((await call('POST', auth, `${leaseId}/cancel`, { reason: 'bored' })).statusCode).toBe(400);
    const cancelled = await call('POST', auth, `${leaseId}/cancel`, {
      reason: 'switching',
      note: 'Other vendor',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, actions: ['resume'] });
    // Cancelled: no offer any more.
    expect((await call('POST', auth, `${leaseId}/save-offer`, {})).json()).toMatchObject({
      code: 'lease.alreadyCancelled',
    });
    const after = await statsOf();
    expect(after.offer).toEqual({ kind: 'coupon', percentOff: 50, periods: 2 });
    expect(after.reasons.switching).toBe(before.reasons.switching + 1);
    expect(after.declined).toBe(before.declined + 1);
    expect(after.shown).toBe(before.shown + 1);
    expect(after.accepted).toBe(before.accepted);
    // The earlier tests' acceptances: a pause twice, a coupon once.
    expect(after.accepted).toBe(3);
    expect(after.reasons.not_using).toBe(1);
    expect(after.reasons.too_expensive).toBe(1);
  });

  it('cancels without a body, as before, and with no offer set records the offer as none', async () => {
    expect((await setOffer({ kind: 'none' })).statusCode).toBe(200);
    const before = await statsOf();
    const { auth, leaseId } = await driver.subscribe();
    expect((await call('GET', auth, `${leaseId}/save-offer`)).json()).toEqual({ offer: { kind: 'none' } });
    expect((await call('POST', auth, `${leaseId}/save-offer`, {})).json()).toMatchObject({
      code: 'leaseSaveOffer.unavailable',
    });
    expect((await call('POST', auth, `${leaseId}/cancel`)).json()).toMatchObject({ cancelAtPeriodEnd: true });
    const after = await statsOf();
    expect(after.offer).toEqual({ kind: 'none' });
    expect(after.reasons.none).toBe(before.reasons.none + 1);
    expect(after.shown).toBe(before.shown);
  });
});

describe('closing an account', () => {
  it('erases the notes the person wrote when cancelling, and keeps the reasons counted', async () => {
    const closing = await driver.subscribe();
    const staying = await driver.subscribe();
    for (const { auth, leaseId } of [closing, staying]) {
      const answer = await call('POST', auth, `${leaseId}/cancel`, { reason: 'other', note: 'My own words' });
      expect(answer.statusCode).toBe(200);
    }
    await ctx.app.db.transaction((tx) => forgetUser(tx, forgottenUser(closing.user.id, closing.user.email)));
    const notes = async (leaseId: string) =>
      ctx.app.db
        .select({ reason: leaseCancellations.reason, note: leaseCancellations.note })
        .from(leaseCancellations)
        .where(eq(leaseCancellations.subscriptionId, leaseId));
    expect(await notes(closing.leaseId)).toEqual([{ reason: 'other', note: null }]);
    expect(await notes(staying.leaseId)).toEqual([{ reason: 'other', note: 'My own words' }]);
  });
});

describe('save offer permissions and refusals', () => {
  it('keeps a buyer to their own leases and the settings to admins', async () => {
    const { leaseId } = await driver.subscribe();
    const other = await buyer(ctx);
    for (const [method, path] of [
      ['GET', 'save-offer'],
      ['POST', 'save-offer'],
      ['POST', 'end-pause'],
      ['POST', 'cancel'],
    ] as const) {
      const answer = await call(method, other.auth, `${leaseId}/${path}`, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'lease.notFound' });
      expect((await call(method, {}, `${leaseId}/${path}`)).statusCode).toBe(401);
    }
    expect((await setOffer({ kind: 'none' }, other.auth)).statusCode).toBe(403);
    const invalid = await setOffer({ kind: 'pause', maxMonths: 4 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'leaseSaveOffer.settingsInvalid',
      message: 'Invalid offer: a pause of 1 to 3 months, or 1 to 100 % off 1 to 12 periods.',
    });
    const unknown = await setOffer({ kind: 'none' }, admin.auth, '01900000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
