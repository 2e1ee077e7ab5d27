import { adminOrderListSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, type Catalogue, catalogue, createSession, orderRow } from '../../../test/helpers/checkout';
import { buyWhileViesDown, viesSuiteEnv } from '../../../test/helpers/vies-orders';
import { startViesStandIn } from '../../../test/helpers/vies-stand-in';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, creditNotes, orders } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { licencesModule } from '../licences';
import { splitVat } from '../vat';
import { refundsModule } from '.';
import type { VatRecheckDeps } from './vat-refund';
import { recheckWaitingOrders, recheckWindowOf } from './vies-recheck';

/**
 * The shop asking VIES again by itself about orders charged VAT because VIES did not answer at checkout
 * (docs/rules/vat.md, "VIES does not answer"): on a real database, with the VIES stand-in.
 */
let ctx: TestApp;
let shop: Catalogue;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let deps: VatRecheckDeps;
beforeAll(async () => {
  vies = await startViesStandIn();
  // The checkout that makes the orders, the refunds and credit notes, the licences a paid order grants.
  // Scheduled tasks on: the re-checks are a due task of the instance (the last test runs it as the timer would).
  ctx = await createModuleTestApp(
    [checkoutModule, refundsModule, creditNotesModule, licencesModule, catalogModule],
    { ...viesSuiteEnv(vies), SCHEDULED_TASKS_ENABLED: 'true' },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  shop = await catalogue(ctx);
  deps = { ...ctx.app.refunds, vies: ctx.app.config.vies, sellerIdentity: ctx.app.sellerIdentity };
});
afterAll(async () => {
  await ctx?.close();
  await vies?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** VIES_RECHECK_HOURS and VIES_RECHECK_DAYS unset: every 6 hours, for 30 days. */
const window = () => recheckWindowOf(ctx.app.config.vies);
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
const recheck = (now: Date) => recheckWaitingOrders(deps, window(), now);
const bought = (vat: string) => buyWhileViesDown(ctx, shop, vies, vat);
/** How many times VIES was asked about a number (the stand-in records each request). */
const askedAbout = (vat: string) =>
  vies.requests.filter((request) => request.vatNumber === vat.slice(2)).length;
const creditNotesOf = (orderId: string) => ctx.app.db.$count(creditNotes, eq(creditNotes.orderId, orderId));

describe('the periodic VIES re-check (VIES_RECHECK_HOURS, VIES_RECHECK_DAYS)', () => {
  it('defaults to every 6 hours for 30 days', () => {
    expect(ctx.app.config.vies).toMatchObject({ recheckHours: 6, recheckDays: 30 });
    expect(window()).toEqual({ everyMs: 6 * HOUR, forMs: 30 * DAY });
  });

  it('VIES still down, then confirming: the VAT is refunded once with its credit note, even with two runs at once, audited as the shop', async () => {
    const vat = 'DE310000111';
    const { product, order } = await bought(vat);
    const asked = askedAbout(vat);
    // Asked at checkout: not again before 6 hours.
    await recheck(after(order.createdAt, 5 * HOUR));
    expect(askedAbout(vat)).toBe(asked);

    vies.down(true);
    const downAt = after(order.createdAt, 7 * HOUR);
    await recheck(downAt).finally(() => vies.down(false));
    expect(askedAbout(vat)).toBe(asked + 1);
    expect(await orderRow(ctx, order.id)).toMatchObject({ viesStatus: 'unreachable', viesCheckedAt: downAt });
    expect(await creditNotesOf(order.id)).toBe(0);
    await recheck(after(downAt, 5 * HOUR));
    expect(askedAbout(vat)).toBe(asked + 1);

    const runs = await Promise.all([recheck(after(downAt, 6 * HOUR)), recheck(after(downAt, 6 * HOUR))]);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(askedAbout(vat)).toBe(asked + 2);
    const vatCents = splitVat(product.priceCents, 2000).vatCents;
    expect(await orderRow(ctx, order.id)).toMatchObject({
      viesStatus: 'valid',
      refundedCents: vatCents,
      status: 'partially_refunded',
    });
    const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note).toMatchObject({ grossCents: vatCents });
    expect(await creditNotesOf(order.id)).toBe(1);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'order.viesChecked'), eq(adminAuditLog.target, `order:${order.id}`)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: null, adminEmail: null, after: { viesStatus: 'valid' } });

    // Confirmed: never asked again.
    await recheck(after(downAt, 20 * HOUR));
    expect(askedAbout(vat)).toBe(asked + 2);
  });

  it('VIES saying the number is false is recorded, the VAT stands, and it is not asked again', async () => {
    const vat = 'DE320000000';
    const { order } = await bought(vat);
    const asked = askedAbout(vat);
    await recheck(after(order.createdAt, 7 * HOUR));
    expect(askedAbout(vat)).toBe(asked + 1);
    expect(await orderRow(ctx, order.id)).toMatchObject({
      viesStatus: 'invalid',
      refundedCents: 0,
      status: 'paid',
    });
    expect(await creditNotesOf(order.id)).toBe(0);
    await recheck(after(order.createdAt, 14 * HOUR));
    await recheck(after(order.createdAt, 2 * DAY));
    expect(askedAbout(vat)).toBe(asked + 1);
  });

  it('an order past the window is not asked, and the back-office list says until when the shop asks', async () => {
    const vat = 'DE330000111';
    const { order } = await bought(vat);
    const asked = askedAbout(vat);
    await recheck(after(order.createdAt, 30 * DAY + HOUR));
    expect(askedAbout(vat)).toBe(asked);
    expect((await orderRow(ctx, order.id)).viesStatus).toBe('unreachable');
    const admin = await createUser(ctx.app, { isAdmin: true });
    const list = await ctx.app.inject({ url: '/api/admin/orders?vies=unconfirmed', headers: admin.auth });
    const row = adminOrderListSchema.parse(list.json()).orders.find((listed) => listed._id === order.id);
    expect(row?.viesRecheckUntil).toBe(after(order.createdAt, 30 * DAY).toISOString());
    // Inside it, the same order is asked.
    await recheck(after(order.createdAt, 30 * DAY - HOUR));
    expect(askedAbout(vat)).toBe(asked + 1);
    expect((await orderRow(ctx, order.id)).viesStatus).toBe('valid');
  });

  it('never asks about a confirmed order, a reverse-charge one (VIES_UNCONFIRMED=reverse) or an unpaid one', async () => {
    const confirmedVat = 'DE340000111';
    // VIES answering at checkout: a stand-in that is never put down.
    const confirmed = await buyWhileViesDown(ctx, shop, { ...vies, down: () => undefined }, confirmedVat);
    expect(confirmed.order.viesStatus).toBe('valid');
    const reverseVat = 'DE350000111';
    const reverse = await bought(reverseVat);
    // The row as `reverse` mode stores it: the unconfirmed number got reverse charge, no VAT to give back.
    await ctx.app.db.update(orders).set({ reverseCharge: true }).where(eq(orders.id, reverse.order.id));
    // A checkout left unpaid while VIES was down: no VAT held to give back.
    const unpaidVat = 'DE360000111';
    const customer = await buyer(ctx, {
      billingCountry: 'DE',
      billingCompany: 'K GmbH',
      billingVat: unpaidVat,
    });
    vies.down(true);
    const started = await createSession(ctx, customer.auth, [{ product: shop.paid[0]!.id, qty: 1 }]).finally(
      () => vies.down(false),
    );
    const unpaid = await orderRow(ctx, (started.json() as { orderId: string }).orderId);
    expect(unpaid).toMatchObject({ viesStatus: 'unreachable', status: 'pending' });
    const asked = [confirmedVat, reverseVat, unpaidVat].map(askedAbout);
    await recheck(after(reverse.order.createdAt, 7 * HOUR));
    expect([confirmedVat, reverseVat, unpaidVat].map(askedAbout)).toEqual(asked);
    expect((await orderRow(ctx, reverse.order.id)).viesStatus).toBe('unreachable');
  });

  it('runs as the instance due task: an order last asked 6 hours ago is confirmed and refunded', async () => {
    const vat = 'DE370000111';
    const { order } = await bought(vat);
    // Six hours and a minute have passed since checkout asked VIES.
    const lastAsked = new Date(Date.now() - 6 * HOUR - 60_000);
    await ctx.app.db.update(orders).set({ viesCheckedAt: lastAsked }).where(eq(orders.id, order.id));
    await ctx.app.dueWork.runDue();
    expect(await orderRow(ctx, order.id)).toMatchObject({
      viesStatus: 'valid',
      status: 'partially_refunded',
    });
    expect(await creditNotesOf(order.id)).toBe(1);
  });
});
