import { dashboardSchema, formatMoney, leaseListSchema, money } from '@shop/contracts';
import { intlLocale } from '@shop/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  amountsWithoutCurrency,
  buyer,
  creditNotePdfText,
  invoicePdfText,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import { type Admin, dashboardStripe, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, exchangeRate, invoices, orders, products, subscriptions } from '../../lib/db/schema';
import { creditNotesModule } from '../credit-notes';
import { currenciesModule } from '../currencies';
import { dashboardModule } from '../dashboard';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { leaseTestModules } from './test-modules';

/**
 * Leases in US dollars (docs/rules/currencies.md, docs/rules/leases.md): the plan's dollar twin, the Stripe
 * subscription in dollars, each period's order, invoice and credit note in dollars with the VAT in euros, and
 * renewals that keep the currency and the price the lease started with.
 */
let ctx: TestApp;
let admin: Admin;
let driver: LeaseDriver;

setupRefundSuite(
  [...leaseTestModules, refundsModule, currenciesModule, dashboardModule, creditNotesModule],
  (suite) => {
    ({ ctx, admin } = suite);
  },
);

beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

const spaced = (text: string) => text.replace(/\s+/g, ' ');
/** A day as the French documents write it, on the shop's clock (Paris). */
const day = (date: Date, dayStyle: 'numeric' | '2-digit' = 'numeric') =>
  new Intl.DateTimeFormat(intlLocale('fr'), {
    day: dayStyle,
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
const dollars = (cents: number) => spaced(formatMoney(money(cents, 'usd'), 'fr'));
/** The French invoice's euro VAT statement of a dollar document, at the rate in millionths of a euro. */
function euroVatLine(grossCents: number, eurPerUsdMicros: number) {
  const euroVat = Math.round((splitVat(grossCents, 2000).vatCents * eurPerUsdMicros) / 1_000_000);
  const rate = (eurPerUsdMicros / 1_000_000).toFixed(2).replace('.', ',');
  return `TVA en euros : ${spaced(formatMoney(money(euroVat, 'eur'), 'fr'))} (taux de change 1 USD = ${rate} EUR`;
}
const setRate = (eurPerUsd: number, rateDate: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: admin.auth,
    payload: { eurPerUsd, rateDate },
  });
const openLease = (auth: Record<string, string>, plan: 'monthly' | 'yearly', language = 'fr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: { ...auth, 'accept-language': language },
    payload: { productId: driver.product.id, plan, withdrawalConsent: true, currency: 'usd' },
  });
const periodOrders = (leaseId: string) =>
  ctx.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, leaseId), eq(orders.isPaid, true)))
    .orderBy(asc(orders.createdAt));

describe('a lease in US dollars', () => {
  it('is refused until the exchange rate is set, and on a plan without a dollar price, translated', async () => {
    await ctx.app.db.delete(exchangeRate);
    const customer = await buyer(ctx);
    const noRate = await openLease(customer.auth, 'monthly', 'en');
    expect([noRate.statusCode, noRate.json().code]).toEqual([409, 'currency.rateMissing']);

    expect((await setRate(0.92, '2026-11-20')).statusCode).toBe(200);
    // The seeded product leases its monthly plan in dollars, its yearly plan in euros only.
    for (const [language, text] of [
      ['fr', 'n’est pas proposé en location en dollars US'],
      ['en', 'is not leased in US dollars'],
    ] as const) {
      const refused = await openLease(customer.auth, 'yearly', language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'currency.leaseNotSold',
        message: expect.stringContaining(text),
      });
      expect(refused.json().message).toContain(driver.product.nameEn);
    }
    // The yearly plan is still leased in euros; a plan not offered at all keeps its own refusal.
    const inEuros = await ctx.app.inject({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: customer.auth,
      payload: { productId: driver.product.id, plan: 'yearly', withdrawalConsent: true },
    });
    expect(inEuros.statusCode).toBe(200);
  });

  it('bills every period in dollars with the VAT in euros, keeping its currency and price on renewal', async () => {
    await setRate(0.92, '2026-11-20');
    const usd = driver.product.usdMonthlyPriceCents!;
    const customer = await buyer(ctx);
    const opened = await openLease(customer.auth, 'monthly');
    expect(opened.statusCode).toBe(200);
    const { url, leaseId } = opened.json() as { url: string; leaseId: string };
    const session = await dashboardStripe(ctx).checkout.sessions.retrieve(sessionIdOf(url));
    expect(session).toMatchObject({ mode: 'subscription', currency: 'usd', amount_total: usd });
    expect((await payInSandbox(ctx, session.id)).statusCode).toBe(303);

    const { leases } = leaseListSchema.parse(
      (await ctx.app.inject({ url: '/api/leases', headers: customer.auth })).json(),
    );
    expect(leases[0]).toMatchObject({
      _id: leaseId,
      currency: 'usd',
      price: { amount: usd, currency: 'usd' },
      status: 'active',
    });
    const [first] = await periodOrders(leaseId);
    expect(first).toMatchObject({ currency: 'usd', totalCents: usd, eurPerUsdMicros: 920_000 });
    const text = await invoicePdfText(ctx, customer.auth, first!.id);
    expect(text).toContain(dollars(usd));
    expect(text).toContain(`${euroVatLine(usd, 920_000)} du 20 novembre 2026)`);
    // Euros and dollars are never added together: the dollar lease counts in the dollar MRR, as charged.
    const dashboard = dashboardSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).json(),
    );
    const running = await ctx.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.currency, 'usd'), inArray(subscriptions.status, ['active', 'past_due'])));
    expect(running.map((row) => row.plan)).not.toContain('yearly');
    expect(dashboard.leases.recurring.find((entry) => entry.currency === 'usd')).toEqual({
      currency: 'usd',
      leases: running.length,
      mrr: { amount: running.reduce((cents, row) => cents + row.priceCents, 0), currency: 'usd' },
    });

    // A later dollar price and rate change nothing of the running lease's price and currency; the rate of
    // each period is the one of its payment, as for any dollar order.
    await ctx.app.db
      .update(products)
      .set({ usdMonthlyPriceCents: usd + 200 })
      .where(eq(products.id, driver.product.id));
    await setRate(0.95, '2026-12-01');
    const renewedAt = (await driver.leaseRow(leaseId)).currentPeriodEnd!;
    await driver.advanceTo(seconds(renewedAt) + 60);
    const billed = await periodOrders(leaseId);
    expect(billed).toHaveLength(2);
    const renewal = billed[1]!;
    expect(renewal).toMatchObject({ currency: 'usd', totalCents: usd, eurPerUsdMicros: 950_000 });
    const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, renewal.id));
    expect(invoice!.grossCents).toBe(usd);
    // Paid and invoiced on the test clock's day, the period's own start, not on the real day (docs/rules/leases.md).
    expect(renewal.paidAt).toEqual(renewedAt);
    expect(invoice!.issuedAt).toEqual(renewedAt);
    expect(first!.paidAt!.getTime()).toBeLessThan(renewedAt.getTime());
    const renewalText = await invoicePdfText(ctx, customer.auth, renewal.id);
    const renewedUntil = (await driver.leaseRow(leaseId)).currentPeriodEnd!;
    expect(renewalText).toContain(
      `${driver.product.nameFr} — location mensuelle du ${day(renewedAt)} au ${day(renewedUntil)}`,
    );
    expect(renewalText).toContain(`Payée le ${day(renewedAt, '2-digit')}`);
    expect(text).toContain(
      `${driver.product.nameFr} — location mensuelle du ${day(first!.paidAt!)} au ${day(renewedAt)}`,
    );
    for (const each of [text, renewalText]) {
      expect(each).toContain('Prix exprimés en dollars US TTC');
      expect(amountsWithoutCurrency(each)).toEqual([]);
    }

    const refunded = await postRefund(ctx, admin.auth, renewal.id, { reason: 'Forgot to cancel' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      amount: { amount: usd, currency: 'usd' },
    });
    const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, renewal.id));
    expect(note!.grossCents).toBe(usd);
    const noteText = await creditNotePdfText(ctx, customer.auth, note!.id);
    expect(noteText).toContain(dollars(usd));
    expect(noteText).toContain(euroVatLine(usd, 950_000));
    await ctx.app.db
      .update(products)
      .set({ usdMonthlyPriceCents: usd })
      .where(eq(products.id, driver.product.id));
  });
});
