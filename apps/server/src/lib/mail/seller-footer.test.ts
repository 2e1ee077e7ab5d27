import { shortOrderId } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress, catalogue } from '../../../test/helpers/checkout';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../../modules/checkout';
import { contactModule } from '../../modules/contact';
import { newsletterModule } from '../../modules/newsletter';
import { usersModule } from '../../modules/users';
import { requestPasswordReset } from '../../modules/users/password-reset';
import { mailQueue } from '../db/schema';

const seller = {
  SELLER_NAME: 'Indicateurs Exemple SARL',
  SELLER_LEGAL_FORM: 'SARL',
  SELLER_SHARE_CAPITAL: '7 500 €',
  SELLER_ADDRESS: '12 quai des Tests, 69002 Lyon, France',
  SELLER_RCS_CITY: 'Lyon',
  SELLER_RCS_NUMBER: '912 345 678',
  SELLER_SIRET: '912 345 678 00011',
  SELLER_VAT: 'FR74912345678',
  SUPPORT_EMAIL: 'aide@indicateurs.example',
};

describe("the seller's identity in every e-mail", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createModuleTestApp([checkoutModule, newsletterModule, contactModule, usersModule], {
      MAIL_WORKER_ENABLED: 'false',
      ...seller,
    });
  });
  afterAll(() => ctx.close());

  it('prints the configured SELLER_* facts in the footer of each template, in both versions', async () => {
    const { auth, user } = await createUser(ctx.app, { ...billingAddress, language: 'en' });
    const { free } = await catalogue(ctx);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-free-order',
      headers: { ...auth, 'accept-language': 'en' },
      payload: { withdrawalConsent: true, cartItems: [{ product: free[0]!.id, qty: 1 }] },
    });
    expect(order.statusCode).toBe(200);
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'lecteur@example.test' },
    });
    expect(subscribed.statusCode).toBe(200);
    const contacted = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/contact',
      payload: { name: 'Jeanne', email: 'jeanne@example.test', subject: 'Hello', message: 'A question' },
    });
    expect(contacted.statusCode).toBe(200);
    // The route answers before the e-mail is queued; the service queues it in its own time.
    await requestPasswordReset(ctx.app, user.email);

    const mails = await ctx.app.db.select().from(mailQueue);
    expect(new Set(mails.map((mail) => mail.template))).toEqual(
      new Set(['order-confirmation', 'newsletter-confirmation', 'contact-message', 'account-passwordReset']),
    );
    for (const mail of mails) {
      for (const body of [mail.textBody, mail.htmlBody]) {
        expect(body, mail.template).toContain('Indicateurs Exemple SARL');
        expect(body, mail.template).toContain('7 500 €');
        expect(body, mail.template).toContain('12 quai des Tests, 69002 Lyon, France');
        expect(body, mail.template).toContain('912 345 678 00011');
        expect(body, mail.template).toContain('FR74912345678');
        expect(body, mail.template).toContain('aide@indicateurs.example');
        expect(body, mail.template).not.toContain('placeholder');
      }
    }
    const confirmation = mails.find((mail) => mail.template === 'order-confirmation')!;
    const orderId = (order.json() as { orderId: string }).orderId;
    expect(confirmation.subject).toContain(shortOrderId(orderId));
    expect(confirmation.textBody).toContain('Trade register (RCS) Lyon 912 345 678');
    const french = mails.find((mail) => mail.template === 'newsletter-confirmation')!;
    expect(french.textBody).toContain('SARL au capital de 7 500 €');
  });
});
