import { WITHDRAWAL_CONSENT_VERSION } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  confirmationMails,
  invoicePdfText,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

const post = (
  url: string,
  auth: Record<string, string>,
  payload: Record<string, unknown>,
  language: string,
) => ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': language }, payload });

const invoiceText = (auth: Record<string, string>, orderId: string) => invoicePdfText(ctx, auth, orderId);

describe('the withdrawal consent every checkout requires (Directive 2011/83/EU art. 16(m))', () => {
  const paths = ['/api/checkout', '/api/checkout/create-session', '/api/checkout/create-free-order'];

  it('refuses a checkout without it, or with it false, with a translated 400 on every checkout call', async () => {
    const { auth } = await buyer(ctx);
    const cartItems = [{ product: shop.paid[0]!.id, qty: 1 }];
    for (const url of paths) {
      const missing = await post(url, auth, { cartItems }, 'fr');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'checkout.withdrawalConsentRequired',
        message: expect.stringContaining('renoncez à votre droit de rétractation'),
      });
      const refused = await post(url, auth, { cartItems, withdrawalConsent: false }, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'checkout.withdrawalConsentRequired',
        message: expect.stringContaining('waive your right of withdrawal'),
      });
    }
    // Nothing was created by the refused calls.
    const mine = await ctx.app.inject({ url: '/api/orders/mine', headers: auth });
    expect(mine.json()).toEqual([]);
  });

  it('stores the consent on a paid order with its time and text version; invoice and e-mail repeat it', async () => {
    const { auth, user } = await buyer(ctx);
    const before = new Date();
    const created = await post(
      '/api/checkout',
      auth,
      { cartItems: [{ product: shop.paid[0]!.id, qty: 1 }], withdrawalConsent: true },
      'fr',
    );
    expect(created.statusCode).toBe(200);
    const { url, orderId } = created.json() as { url: string; orderId: string };
    const order = await orderRow(ctx, orderId);
    expect(order.withdrawalConsentVersion).toBe(WITHDRAWAL_CONSENT_VERSION);
    expect(order.withdrawalConsentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(order.withdrawalConsentAt!.getTime()).toBeLessThanOrEqual(order.createdAt.getTime());

    expect((await payInSandbox(ctx, sessionIdOf(url))).statusCode).toBe(303);
    const text = await invoiceText(auth, orderId);
    expect(text).toContain('le client a demandé l’accès immédiat au contenu numérique');
    expect(text).toContain(`texte du ${WITHDRAWAL_CONSENT_VERSION}`);
    const [mail] = await confirmationMails(ctx, user.email);
    expect(mail!.textBody).toContain('reconnu perdre ainsi votre droit de rétractation de 14 jours');
    expect(mail!.textBody).toContain('garantie « satisfait ou remboursé » de 7 jours reste acquise');
  });

  it('stores it on a free order too, and its receipt and e-mail repeat it in the buyer’s language', async () => {
    const { auth, user } = await buyer(ctx);
    const created = await post(
      '/api/checkout',
      auth,
      { cartItems: [{ product: shop.free[0]!.id, qty: 1 }], withdrawalConsent: true, confirmFree: true },
      'en',
    );
    const { orderId } = created.json() as { orderId: string };
    expect(await orderRow(ctx, orderId)).toMatchObject({
      isFree: true,
      withdrawalConsentVersion: WITHDRAWAL_CONSENT_VERSION,
      withdrawalConsentAt: expect.any(Date),
    });
    expect(await invoiceText(auth, orderId)).toContain('acknowledged losing the 14-day right of withdrawal');
    const [mail] = await confirmationMails(ctx, user.email);
    expect(mail!.textBody).toContain('you thereby lose your 14-day right of withdrawal');
  });
});
