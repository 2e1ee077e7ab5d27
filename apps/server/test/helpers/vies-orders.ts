import { checkoutAnswerSchema, checkoutQuoteSchema } from '@shop/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { buyer, type Catalogue, orderRow, payInSandbox, sessionIdOf } from './checkout';
import type { startViesStandIn } from './vies-stand-in';

type ViesStandIn = Awaited<ReturnType<typeof startViesStandIn>>;

/**
 * The settings of a suite whose orders wait for VIES: the stand-in as VIES (its hanging numbers time out after
 * 4 s), the seller's own number named as requester (consultation numbers), and the mail left queued to be read.
 */
export const viesSuiteEnv = (vies: ViesStandIn) => ({
  MAIL_WORKER_ENABLED: 'false',
  VIES_URL: vies.url,
  VIES_TIMEOUT_MS: '4000',
  SELLER_VAT: 'FR32123456789',
});

/**
 * A German company checks out the dearest product while the VIES stand-in is down, at the total its cart was
 * quoted, and pays: an order charged VAT until its number is confirmed (docs/rules/vat.md, `VIES_UNCONFIRMED`).
 */
export async function buyWhileViesDown(
  ctx: TestApp,
  shop: Catalogue,
  vies: ViesStandIn,
  vatNumber: string,
  language: 'fr' | 'en' = 'fr',
) {
  const post = (url: string, auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });
  const product = shop.paid.at(-1)!;
  const customer = await buyer(ctx, {
    language,
    billingCountry: 'DE',
    billingCity: 'Berlin',
    billingCompany: 'Käufer GmbH',
    billingVat: vatNumber,
  });
  const cartItems = [{ product: product.id, qty: 1 }];
  vies.down(true);
  try {
    const quote = checkoutQuoteSchema.parse(
      (await post('/api/checkout/quote', customer.auth, { cartItems })).json(),
    );
    const started = await post('/api/checkout', customer.auth, {
      withdrawalConsent: true,
      cartItems,
      expectedTotal: quote.total,
    });
    expect(started.statusCode, started.body).toBe(200);
    const answer = checkoutAnswerSchema.parse(started.json());
    if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
    expect((await payInSandbox(ctx, sessionIdOf(answer.url))).statusCode).toBe(303);
    return { customer, product, quote, order: await orderRow(ctx, answer.orderId!) };
  } finally {
    vies.down(false);
  }
}
