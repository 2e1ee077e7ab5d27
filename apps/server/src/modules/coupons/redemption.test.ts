import { checkoutAnswerSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import { checkCoupon, checkoutWithCoupon, insertCoupon, redemptionsOf } from '../../../test/helpers/coupons';
import { dashboardStripe } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { translate } from '../../lib/i18n';
import { checkoutModule } from '../checkout';
import type { CouponRefusal } from './rules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([checkoutModule], (suite) => {
  ({ ctx, shop } = suite);
});

const day = 24 * 3600_000;
const cartOf = (product = shop.paid[0]!) => [{ product: product.id, qty: 1 }];

async function paidWith(code: string, customer?: Awaited<ReturnType<typeof buyer>>) {
  const who = customer ?? (await buyer(ctx));
  const answer = checkoutAnswerSchema.parse((await checkoutWithCoupon(ctx, who.auth, cartOf(), code)).json());
  if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
  expect((await payInSandbox(ctx, sessionIdOf(answer.url))).statusCode).toBe(303);
  return { ...who, orderId: answer.orderId! };
}

async function expectRefusal(
  auth: Record<string, string>,
  code: string,
  refusal: CouponRefusal,
  cart = cartOf(),
) {
  for (const language of ['fr', 'en'] as const) {
    const response = await checkCoupon(ctx, auth, code, cart, language);
    expect(response.statusCode, refusal).toBe(400);
    expect(response.json()).toEqual({ code: refusal, message: translate(language, refusal) });
  }
  // Checkout refuses it the same way, and nothing is reserved.
  const checkout = await checkoutWithCoupon(ctx, auth, cart, code);
  expect(checkout.json()).toMatchObject({ code: refusal });
}

describe('the cart’s coupon refusals, translated (docs/rules/coupons.md)', () => {
  it('refuses an unknown or disabled code, one not started, one expired, one for another product', async () => {
    const customer = await buyer(ctx);
    await expectRefusal(customer.auth, 'NO-SUCH-CODE', 'coupon.unknown');
    const disabled = await insertCoupon(ctx.app, { disabledAt: new Date() });
    await expectRefusal(customer.auth, disabled.code, 'coupon.unknown');
    const later = await insertCoupon(ctx.app, { startsAt: new Date(Date.now() + day) });
    await expectRefusal(customer.auth, later.code, 'coupon.notStarted');
    const past = await insertCoupon(ctx.app, { endsAt: new Date(Date.now() - day) });
    await expectRefusal(customer.auth, past.code, 'coupon.expired');
    const other = await insertCoupon(ctx.app, { productId: shop.paid[1]!.id });
    await expectRefusal(customer.auth, other.code, 'coupon.notApplicable');
    expect(await redemptionsOf(ctx.app, other.id)).toEqual([]);
  });

  it('refuses a used-up code, one the buyer already used, and a first-purchase code to a buyer who bought', async () => {
    const once = await insertCoupon(ctx.app, { maxUses: 1 });
    await paidWith(once.code);
    const customer = await buyer(ctx);
    await expectRefusal(customer.auth, once.code, 'coupon.usedUp');

    const perCustomer = await insertCoupon(ctx.app, { maxUsesPerCustomer: 1 });
    const repeat = await paidWith(perCustomer.code);
    await expectRefusal(repeat.auth, perCustomer.code, 'coupon.alreadyUsed');

    const welcome = await insertCoupon(ctx.app, { firstPurchaseOnly: true });
    await expectRefusal(repeat.auth, welcome.code, 'coupon.firstPurchaseOnly');
    const newcomer = await buyer(ctx);
    expect((await checkCoupon(ctx, newcomer.auth, welcome.code, cartOf())).statusCode).toBe(200);
  });
});

describe('reserving a coupon’s use at checkout', () => {
  it('hands the same open session back to a buyer who checks out again with the same coupon, reserving once', async () => {
    const coupon = await insertCoupon(ctx.app, { maxUses: 1, maxUsesPerCustomer: 1 });
    const customer = await buyer(ctx);
    const first = checkoutAnswerSchema.parse(
      (await checkoutWithCoupon(ctx, customer.auth, cartOf(), coupon.code)).json(),
    );
    const again = await checkoutWithCoupon(ctx, customer.auth, cartOf(), coupon.code);
    expect(again.statusCode).toBe(200);
    expect(checkoutAnswerSchema.parse(again.json())).toEqual(first);
    expect(await redemptionsOf(ctx.app, coupon.id)).toHaveLength(1);
  });

  it('releases the use when the session expires, so another buyer may take it', async () => {
    const coupon = await insertCoupon(ctx.app, { maxUses: 1 });
    const first = await buyer(ctx);
    const answer = checkoutAnswerSchema.parse(
      (await checkoutWithCoupon(ctx, first.auth, cartOf(), coupon.code)).json(),
    );
    if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
    const second = await buyer(ctx);
    expect((await checkoutWithCoupon(ctx, second.auth, cartOf(), coupon.code)).json()).toMatchObject({
      code: 'coupon.usedUp',
    });
    await dashboardStripe(ctx).checkout.sessions.expire(sessionIdOf(answer.url));
    expect((await orderRow(ctx, answer.orderId!)).status).toBe('expired');
    expect((await redemptionsOf(ctx.app, coupon.id)).map((use) => use.status)).toEqual(['released']);
    expect((await checkoutWithCoupon(ctx, second.auth, cartOf(), coupon.code)).statusCode).toBe(200);
  });

  it('gives exactly one success to parallel checkouts of a coupon with one use', async () => {
    const coupon = await insertCoupon(ctx.app, { maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(ctx)));
    const answers = await Promise.all(
      buyers.map((customer) => checkoutWithCoupon(ctx, customer.auth, cartOf(), coupon.code)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ code: 'coupon.usedUp' });
    }
    expect((await redemptionsOf(ctx.app, coupon.id)).map((use) => use.status)).toEqual(['reserved']);
  });
});

describe('a coupon taking off everything', () => {
  it('goes through the free checkout: a paid order at 0 with a receipt, the use redeemed at once', async () => {
    const coupon = await insertCoupon(ctx.app, { value: 100, productId: shop.paid[0]!.id });
    const customer = await buyer(ctx);
    const first = await checkoutWithCoupon(ctx, customer.auth, cartOf(), coupon.code);
    expect(checkoutAnswerSchema.parse(first.json())).toEqual({ kind: 'redirect', url: '/checkout/free' });
    expect(await redemptionsOf(ctx.app, coupon.id)).toEqual([]);
    const confirmed = await checkoutWithCoupon(ctx, customer.auth, cartOf(), coupon.code, {
      confirmFree: true,
    });
    const answer = checkoutAnswerSchema.parse(confirmed.json());
    if (answer.kind !== 'paid') throw new Error('a free order is paid at once');
    expect(await orderRow(ctx, answer.orderId)).toMatchObject({
      status: 'paid',
      totalCents: 0,
      discountCents: shop.paid[0]!.priceCents,
      couponCode: coupon.code,
    });
    expect(await invoicesOf(ctx, answer.orderId)).toEqual([]);
    expect((await redemptionsOf(ctx.app, coupon.id)).map((use) => use.status)).toEqual(['redeemed']);
  });
});
