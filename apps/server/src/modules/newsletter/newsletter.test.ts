import { messageResultSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { mailQueue, newsletterSubscribers } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { newsletterModule } from '.';
import { signNewsletterToken } from './tokens';

const SECRET = 'a-newsletter-secret-for-tests-only-0123456789';
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([newsletterModule, sellerIdentityModule], {
    MAIL_WORKER_ENABLED: 'false',
    NEWSLETTER_SECRET: SECRET,
  });
});
afterAll(() => ctx.close());

const subscribe = (body: unknown, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'accept-language': language },
    payload: body as object,
  });

const subscriberOf = async (email: string) =>
  (await ctx.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

const mailsTo = (email: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, 'newsletter-confirmation')))
    .orderBy(mailQueue.createdAt);

/** The path and query of a link of the last confirmation mail sent to `email`. */
async function linkFromMail(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)!.textBody;
  const match = new RegExp(`https?://[^\\s]+(/api/newsletter/${kind}\\?token=[\\w.-]+)`).exec(text);
  expect(match, `${kind} link in the mail`).not.toBeNull();
  return match![1]!;
}

describe('POST /api/newsletter/subscribe validation', () => {
  it.each([
    [{}, 'home.newsletter.validation.required', 'Email required', 'E-mail requis'],
    [{ email: '' }, 'home.newsletter.validation.required', 'Email required', 'E-mail requis'],
    [{ email: '   ' }, 'home.newsletter.validation.required', 'Email required', 'E-mail requis'],
    [
      { email: 'no-at-sign' },
      'home.newsletter.validation.error',
      'Invalid email format',
      "Format d'e-mail invalide",
    ],
    [
      { email: 'a b@c.de' },
      'home.newsletter.validation.error',
      'Invalid email format',
      "Format d'e-mail invalide",
    ],
    [
      { email: 'a@nodot' },
      'home.newsletter.validation.error',
      'Invalid email format',
      "Format d'e-mail invalide",
    ],
    [{ email: 42 }, 'home.newsletter.validation.required', 'Email required', 'E-mail requis'],
  ])('%j → %s', async (body, code, english, french) => {
    const en = await subscribe(body, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code, message: english });
    const fr = await subscribe(body, 'fr');
    expect(fr.json()).toMatchObject({ code, message: french });
  });

  it('refuses a malformed source', async () => {
    const response = await subscribe({ email: uniqueEmail('reader'), source: '<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('newsletter.invalidSource');
  });
});

describe('double opt-in', () => {
  it('stores a pending, normalised subscriber and queues a confirmation e-mail in its language', async () => {
    const email = uniqueEmail('reader');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` }, 'fr');
    expect(response.statusCode).toBe(200);
    const body = messageResultSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.message).toContain('boîte de réception');

    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({
      status: 'pending',
      isActive: false,
      source: 'website',
      language: 'fr',
    });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ status: 'queued', subject: 'Confirmez votre abonnement à la newsletter' });
    expect(mail!.htmlBody).toContain('lang="fr"');
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(/^<http.+\/api\/newsletter\/unsubscribe\?token=.+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('records the source and answers a duplicate exactly like a new address, keeping one row', async () => {
    const email = uniqueEmail('reader');
    const first = await subscribe({ email, source: 'footer' });
    const second = await subscribe({ email: email.toUpperCase(), source: 'home' });
    const fresh = await subscribe({ email: uniqueEmail('reader') });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fresh.json()).toEqual(first.json());
    const rows = await ctx.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('footer');
    // Still pending, but confirmed only once a day: the owner is not flooded.
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers a stranger who submits an address again and again exactly like anyone else', async () => {
    const email = uniqueEmail('victim');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await subscribe({ email }, i % 2 ? 'en' : 'fr')).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(2);
    expect(answers[1]).toEqual((await subscribe({ email: uniqueEmail('fresh') })).json());
    // How many confirmations that sends, a day later too, is the service's test (service.test.ts).
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('activates on the confirmation link, and an active address gets no more mail', async () => {
    const email = uniqueEmail('reader');
    await subscribe({ email });
    const confirm = await ctx.app.inject({ method: 'GET', url: await linkFromMail(email, 'confirm') });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'active', isActive: true });
    expect(subscriber!.confirmedAt).toBeInstanceOf(Date);

    // Following it twice is harmless.
    const again = await ctx.app.inject({ method: 'GET', url: await linkFromMail(email, 'confirm') });
    expect(again.statusCode).toBe(302);

    const duplicate = await subscribe({ email });
    expect(duplicate.json().success).toBe(true);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('unsubscribes in one click (signed out), then re-subscribes only through a new confirmation', async () => {
    const email = uniqueEmail('reader');
    await subscribe({ email });
    const confirmLink = await linkFromMail(email, 'confirm');
    await ctx.app.inject({ method: 'GET', url: confirmLink });

    const unsubscribe = await ctx.app.inject({
      method: 'GET',
      url: await linkFromMail(email, 'unsubscribe'),
    });
    expect(unsubscribe.statusCode).toBe(302);
    expect(unsubscribe.headers.location).toBe('/?newsletter=unsubscribed');
    const gone = await subscriberOf(email);
    expect(gone).toMatchObject({ status: 'unsubscribed', isActive: false });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);

    // The old confirmation link no longer re-subscribes.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: confirmLink,
      headers: { 'accept-language': 'en' },
    });
    // A person follows it in a browser: it lands on the shop with a banner, never on raw JSON.
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe('/?newsletter=invalid');
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');

    const again = await subscribe({ email });
    expect(again.json().success).toBe(true);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');
    const reconfirm = await ctx.app.inject({ method: 'GET', url: await linkFromMail(email, 'confirm') });
    expect(reconfirm.statusCode).toBe(302);
    expect(await subscriberOf(email)).toMatchObject({
      status: 'active',
      isActive: true,
      unsubscribedAt: null,
    });
  });

  it('accepts the RFC 8058 one-click POST with its form body', async () => {
    const email = uniqueEmail('reader');
    await subscribe({ email });
    await ctx.app.inject({ method: 'GET', url: await linkFromMail(email, 'confirm') });
    const response = await ctx.app.inject({
      method: 'POST',
      url: await linkFromMail(email, 'unsubscribe'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'You have been unsubscribed from the newsletter.',
    });
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');
  });
});

describe('confirm and unsubscribe links that are not valid', () => {
  const tamper = (token: string) => {
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    payload.e = 'someone-else@example.test';
    return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
  };

  it.each(['confirm', 'unsubscribe'] as const)(
    '%s link: tampered, expired, wrong purpose or missing → back to the shop with the invalid-link banner',
    async (kind) => {
      const email = uniqueEmail('reader');
      await subscribe({ email });
      const other = kind === 'confirm' ? 'unsubscribe' : 'confirm';
      const tenYearsAgo = new Date(Date.now() - 10 * 366 * 86_400_000);
      const badTokens = [
        tamper(signNewsletterToken(SECRET, email, kind)),
        signNewsletterToken(SECRET, email, kind, tenYearsAgo),
        signNewsletterToken(SECRET, email, other),
        signNewsletterToken('another-secret-another-secret-another', email, kind),
        'garbage',
      ];
      for (const token of badTokens) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/newsletter/${kind}?token=${encodeURIComponent(token)}`,
          headers: { 'accept-language': 'fr' },
        });
        expect(response.statusCode, token).toBe(302);
        expect(response.headers.location).toBe('/?newsletter=invalid');
      }
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/${kind}` });
      expect(missing.statusCode).toBe(302);
      expect(missing.headers.location).toBe('/?newsletter=invalid');
      expect((await subscriberOf(email))!.status).toBe('pending');
      // The mail client's one-click POST is a machine: it still gets the translated JSON error.
      const oneClick = await ctx.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(badTokens[0]!)}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.json()).toEqual({
        code: 'newsletter.invalidToken',
        message: 'Ce lien est invalide ou a expiré.',
      });
    },
  );
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createModuleTestApp([newsletterModule, sellerIdentityModule], {
      RATE_LIMIT_ENABLED: 'true',
      MAIL_WORKER_ENABLED: 'false',
    });
  });
  afterAll(() => limited.close());

  it('allows 5 subscriptions a minute per IP, then answers a translated 429', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { 'accept-language': 'en' },
        payload: { email: uniqueEmail('reader') },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rateLimited');
    expect(blocked.json().message).toMatch(/^Too many attempts/);
  });
});
