import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from './fixtures';
import { billingAddress, postWebhook, signedEvent } from './helpers/checkout';
import { codeStep, enrol, passwordStep, totpCode } from './helpers/two-factor';
import { accountMails, linkIn, tokenOf } from './helpers/users';
import { captureLogs } from './log-capture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Drives the main journeys with the logger at its most verbose and captured, then searches every line for
 * each secret that went through: passwords (right and wrong), bearer tokens, the signature of a signed
 * link, the webhook secret and signature, and the card number.
 */
const logs = captureLogs();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', LOG_LEVEL: 'trace' }, { logStream: logs.stream });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const PASSWORD = 'correct-horse-battery-staple-77';
const WRONG_PASSWORD = 'wrong-horse-battery-staple-88';
const CARD = '4242 4242 4242 4242';

describe('secrets never reach the logs', () => {
  it('logs none of the secrets of sign-up, sign-in, card checkout, webhook and signed links', async () => {
    const secrets: Record<string, string> = {
      password: PASSWORD,
      'wrong password': WRONG_PASSWORD,
      'card number': CARD.replaceAll(' ', ''),
      'card number as typed': CARD,
      'webhook secret': ctx.app.payments.webhookSecret,
    };
    const email = uniqueEmail('secrets');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'Secret Keeper', email, password: PASSWORD },
    });
    expect(signUp.statusCode).toBe(202);
    const [signUpMail] = await accountMails(ctx, email, 'confirmSignUp');
    secrets['sign-up link token'] = tokenOf(linkIn(signUpMail!, '/confirm-signup'));
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup/confirm',
      payload: { token: secrets['sign-up link token'] },
    });
    expect(confirmed.statusCode).toBe(201);
    secrets['sign-up token'] = confirmed.json().token;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email, password: WRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().token as string;
    secrets['sign-in token'] = token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ url: '/api/users/me', headers: auth })).statusCode).toBe(200);

    const products = (await ctx.app.inject({ url: '/api/products' })).json();
    const paid = (products.products ?? products).find(
      (product: { price: { amount: number } }) => product.price.amount > 0,
    );
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: auth,
      payload: {
        withdrawalConsent: true,
        billing: billingAddress,
        cartItems: [{ product: paid._id ?? paid.id, qty: 1 }],
      },
    });
    expect(checkout.statusCode).toBe(200);
    const { sessionUrl, orderId } = checkout.json() as { sessionUrl: string; orderId: string };
    const sessionId = sessionUrl.split('/').pop()!;
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/pay/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4000000000000002',
    });
    expect(declined.statusCode).toBe(402);
    const payment = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/pay/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: CARD }).toString(),
    });
    expect(payment.statusCode).toBe(303);

    const event = {
      id: 'evt_secret_replay',
      type: 'checkout.session.completed',
      session: { id: sessionId, payment_status: 'paid', metadata: { orderId } },
    };
    const { payload, signature } = signedEvent(ctx, event);
    secrets['webhook signature'] = signature.split('v1=')[1]!;
    expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    expect((await postWebhook(ctx, `${payload} `, signature)).statusCode).toBe(400);

    const invoice = await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: auth });
    expect(invoice.statusCode).toBe(200);
    const link = new URL(invoice.json().invoicePdfUrl as string, 'http://localhost');
    secrets['signed link signature'] = link.searchParams.get('sig')!;
    const download = await ctx.app.inject({ url: `${link.pathname}${link.search}`, headers: auth });
    expect(download.statusCode).toBe(200);
    link.searchParams.set('exp', String(Number(link.searchParams.get('exp')) + 1));
    expect((await ctx.app.inject({ url: `${link.pathname}${link.search}`, headers: auth })).statusCode).toBe(
      403,
    );

    const text = logs.text();
    // The journeys were logged (so the search below searched something)...
    expect(text).toContain('"url":"/api/files/download?');
    expect(text).toContain('/api/checkout/webhook');
    expectNoneOf(secrets, text);
  });

  it('logs none of the secrets of two-factor enrolment and sign-in', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const enrolled = await enrol(ctx.app, admin.token);
    const challenge = await passwordStep(ctx.app, admin.user.email, admin.password);
    const code = await totpCode(enrolled.secret, 1);
    const signedIn = await codeStep(ctx.app, challenge, code);
    expect(signedIn.statusCode).toBe(200);
    const recovery = enrolled.recoveryCodes[0]!;
    expect(
      (await codeStep(ctx.app, await passwordStep(ctx.app, admin.user.email, admin.password), recovery))
        .statusCode,
    ).toBe(200);
    const text = logs.text();
    expect(text).toContain('/api/users/signin/two-factor');
    expectNoneOf(
      {
        'TOTP secret': enrolled.secret,
        'recovery code': recovery,
        'recovery code without its dash': recovery.replace('-', ''),
        'sign-in challenge': challenge,
        'second-factor token': signedIn.json().token,
        'enrolment token': enrolled.token,
      },
      text,
    );
    // A 6-digit code is too short to search for without false alarms; it travels in the body, never logged.
    expect(text).not.toContain(`"code":"${code}"`);
  });
});

/** No secret is in the logs, in clear or URL-encoded. */
function expectNoneOf(secrets: Record<string, string>, text: string) {
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length, name).toBeGreaterThan(8);
    expect(text.includes(secret), `${name} found in the logs`).toBe(false);
    expect(text.includes(encodeURIComponent(secret)), `${name} (URL-encoded) found in the logs`).toBe(false);
  }
}
