import { PAYMENT_REMINDER_CONSENT_VERSION } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  mailsOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import { sandboxTestClock } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { paymentReminders } from '../../lib/db/schema';
import { paymentReminderStats } from './reminder-stats';
import { checkoutJourneyModules } from './test-modules';

/**
 * The payment reminder of an unpaid card checkout (docs/rules/checkout.md, "Payment reminder"): asked for in the
 * cart, one e-mail at its time on the sandbox's test clock, only while the order is unpaid, and its signed link
 * that refills the buyer's cart, whose payment counts as recovered.
 */
let ctx: TestApp;
let shop: Catalogue;
let clock: ReturnType<typeof sandboxTestClock>;
setupCheckoutSuite(
  checkoutJourneyModules,
  (suite) => {
    ({ ctx, shop } = suite);
  },
  { SCHEDULED_TASKS_ENABLED: 'true' },
);
beforeAll(() => {
  clock = sandboxTestClock(ctx);
});

const HOUR = 3600;
type Who = Awaited<ReturnType<typeof buyer>>;

const post = (url: string, auth: Record<string, string>, payload: object, language = 'fr') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });

/** A card checkout of the first paid product, the reminder box ticked or not. */
async function checkout(who: Who, paymentReminder?: boolean, extra: object = {}) {
  const cartItems = [{ product: shop.paid[0]!.id, qty: 1 }];
  const answer = await post('/api/checkout', who.auth, {
    cartItems,
    withdrawalConsent: true,
    ...(paymentReminder === undefined ? {} : { paymentReminder }),
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { kind: 'redirect'; url: string; orderId: string };
}

/** Pays the order's payment page at the sandbox, then lets the success page's call settle it. */
async function pay(who: Who, started: { url: string; orderId: string }) {
  expect((await payInSandbox(ctx, sessionIdOf(started.url))).statusCode).toBeLessThan(400);
  const status = await ctx.app.inject({
    url: `/api/checkout/status?order_id=${started.orderId}`,
    headers: who.auth,
  });
  expect(status.json()).toMatchObject({ paid: true });
}

const reminders = (who: Who) => mailsOf(ctx, who.user.email, 'payment-reminder');
const reminderRow = async (orderId: string) =>
  (await ctx.app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, orderId)))[0];
const tokenOf = (text: string) => decodeURIComponent(/checkout\/resume\?token=([^\s)"]+)/.exec(text)![1]!);

/** Past the reminder's time (4 h by default), the test clock's advance running what became due. */
const pastDue = () => clock.advanceBy(4 * HOUR + 60);

describe('the payment reminder of an unpaid card checkout', () => {
  it('sends one e-mail at its time, in the buyer’s language, when the box was ticked, and never twice', async () => {
    const who = await buyer(ctx, { language: 'fr', emailVerifiedAt: new Date() });
    const before = new Date();
    const started = await checkout(who, true);
    expect(await reminderRow(started.orderId)).toMatchObject({
      userId: who.user.id,
      consentVersion: PAYMENT_REMINDER_CONSENT_VERSION,
      settledAt: null,
    });
    expect((await reminderRow(started.orderId))!.consentAt.getTime()).toBeGreaterThanOrEqual(
      before.getTime() - 1000,
    );

    await clock.advanceBy(4 * HOUR - 120);
    expect(await reminders(who)).toHaveLength(0);

    await clock.advanceBy(180);
    const sent = await reminders(who);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Votre commande vous attend : ${shop.paid[0]!.nameFr}`);
    expect(sent[0]!.textBody).toContain('/checkout/resume?token=');
    expect(await reminderRow(started.orderId)).toMatchObject({ outcome: 'sent' });

    // Two instances at once, then a later run: still the one e-mail.
    await Promise.all([ctx.app.dueWork.runDue(), ctx.app.dueWork.runDue()]);
    await pastDue();
    expect(await reminders(who)).toHaveLength(1);
  });

  it('writes to an English buyer in English', async () => {
    const who = await buyer(ctx, { language: 'en' });
    await checkout(who, true);
    await pastDue();
    const [sent] = await reminders(who);
    expect(sent!.subject).toBe(`Your order is waiting: ${shop.paid[0]!.nameEn}`);
    expect(sent!.textBody).toContain('you asked for it in your cart');
  });

  it('sends nothing when the box was left unticked, or unticked on the way back to the same payment page', async () => {
    const silent = await buyer(ctx);
    const started = await checkout(silent);
    expect(await reminderRow(started.orderId)).toBeUndefined();
    const changedMind = await buyer(ctx);
    const first = await checkout(changedMind, true);
    const again = await checkout(changedMind, false);
    expect(again.orderId).toBe(first.orderId);
    expect(await reminderRow(first.orderId)).toBeUndefined();
    await pastDue();
    expect(await reminders(silent)).toHaveLength(0);
    expect(await reminders(changedMind)).toHaveLength(0);
  });

  it('sends nothing for an order paid before its time, nor for a cart the buyer paid by a later order', async () => {
    const paidFirst = await buyer(ctx);
    const started = await checkout(paidFirst, true);
    await pay(paidFirst, started);

    const otherWay = await buyer(ctx);
    const abandoned = await checkout(otherWay, true);
    // The buyer came back with a coupon-free cart of two: a new order, paid, holding the same product.
    const later = await checkout(otherWay, false, { cartItems: [{ product: shop.paid[0]!.id, qty: 2 }] });
    expect(later.orderId).not.toBe(abandoned.orderId);
    await pay(otherWay, later);

    await pastDue();
    expect(await reminders(paidFirst)).toHaveLength(0);
    expect(await reminders(otherWay)).toHaveLength(0);
    expect(await reminderRow(started.orderId)).toMatchObject({ outcome: 'skipped' });
    expect(await reminderRow(abandoned.orderId)).toMatchObject({ outcome: 'skipped' });
  });

  it('reads the payment page first: a payment whose webhook was lost is applied, and no reminder goes', async () => {
    const who = await buyer(ctx);
    const started = await checkout(who, true);
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      expect((await payInSandbox(ctx, sessionIdOf(started.url))).statusCode).toBeLessThan(400);
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect((await orderRow(ctx, started.orderId)).status).toBe('pending');
    await pastDue();
    expect((await orderRow(ctx, started.orderId)).status).toBe('paid');
    expect(await reminders(who)).toHaveLength(0);
    expect(await reminderRow(started.orderId)).toMatchObject({ outcome: 'skipped' });
  });
});

describe('the reminder’s link', () => {
  async function reminded(language: 'fr' | 'en' = 'fr') {
    const who = await buyer(ctx, { language });
    const started = await checkout(who, true);
    await pastDue();
    const [mail] = await reminders(who);
    return { who, started, token: tokenOf(mail!.textBody) };
  }

  it('refills its buyer’s cart; paying the same payment page counts the reminder recovered', async () => {
    const { who, started, token } = await reminded();
    const before = await paymentReminderStats(ctx.app.db);
    const resumed = await post('/api/checkout/resume', who.auth, { token });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({
      orderId: started.orderId,
      currency: 'eur',
      lines: [{ product: shop.paid[0]!.id, qty: 1 }],
    });
    const again = await checkout(who, false, { resumedFrom: started.orderId });
    expect(again.orderId).toBe(started.orderId);
    await pay(who, again);

    const after = await paymentReminderStats(ctx.app.db);
    const euros = (stats: typeof after) => stats.find((row) => row.currency === 'eur')!;
    expect(euros(after).recovered).toBe((euros(before)?.recovered ?? 0) + 1);
    const total = (await orderRow(ctx, started.orderId)).totalCents;
    expect(euros(after).recoveredRevenue.amount).toBe(euros(before).recoveredRevenue.amount + total);
    // The order is paid now: the link has nothing left to refill.
    const paid = await post('/api/checkout/resume', who.auth, { token }, 'en');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'checkout.reminderOrderPaid', message: expect.any(String) });
  });

  it('counts a new order placed from the refilled cart as recovering it', async () => {
    const { who, started, token } = await reminded();
    expect((await post('/api/checkout/resume', who.auth, { token })).statusCode).toBe(200);
    const changed = await checkout(who, false, {
      cartItems: [{ product: shop.paid[0]!.id, qty: 2 }],
      resumedFrom: started.orderId,
    });
    expect(changed.orderId).not.toBe(started.orderId);
    expect(await reminderRow(started.orderId)).toMatchObject({ recoveredByOrderId: changed.orderId });
    const before = await paymentReminderStats(ctx.app.db);
    await pay(who, changed);
    const after = await paymentReminderStats(ctx.app.db);
    expect(after[0]!.recovered).toBe(before[0]!.recovered + 1);
  });

  it('is usable only by its signed-in buyer, untampered: 404 alike, translated, else 401', async () => {
    const { who, token } = await reminded();
    const stranger = await buyer(ctx);
    const tampered = `${token.slice(0, -2)}xx`;
    for (const [auth, sent] of [
      [stranger.auth, token],
      [who.auth, tampered],
      [who.auth, 'not-a-token'],
    ] as const) {
      const refused = await post('/api/checkout/resume', auth, { token: sent }, 'fr');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'checkout.reminderLinkInvalid',
        message: expect.stringContaining('lien de rappel'),
      });
    }
    const english = await post('/api/checkout/resume', stranger.auth, { token }, 'en');
    expect(english.json().message).toContain('reminder link is not valid');
    expect((await post('/api/checkout/resume', {}, { token })).statusCode).toBe(401);
    expect((await post('/api/checkout/resume', who.auth, {})).statusCode).toBe(400);
  });

  it('expires a week after its e-mail, on the reminders’ clock', async () => {
    const { who, token } = await reminded();
    await clock.advanceBy(7 * 24 * HOUR + 60);
    const expired = await post('/api/checkout/resume', who.auth, { token });
    expect(expired.statusCode).toBe(404);
  });

  it('refuses a checkout naming a reminded order that is not a uuid', async () => {
    const who = await buyer(ctx);
    const cartItems = [{ product: shop.paid[0]!.id, qty: 1 }];
    const refused = await post('/api/checkout', who.auth, {
      cartItems,
      withdrawalConsent: true,
      resumedFrom: 'nope',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await post('/api/checkout', who.auth, { cartItems, withdrawalConsent: true, paymentReminder: 'yes' }))
        .statusCode,
    ).toBe(400);
  });
});
