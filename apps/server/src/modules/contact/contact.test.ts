import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSupportEmail } from '../../../test/helpers/seller-identity';
import { createModuleTestApp } from '../../../test/module-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import type { TestApp } from '../../../test/test-app';
import { contactMessages, mailQueue } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { contactModule } from '.';

let counter = 0;
const validBody = () => ({
  name: 'Jeanne Trader',
  email: `sender-${Date.now()}-${++counter}@example.test`,
  subject: 'Question about VWAP Premium',
  message: 'Hello support,\nhow do I install the indicator?',
});

describe('POST /api/email/contact', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createModuleTestApp([contactModule, sellerIdentityModule], {
      MAIL_WORKER_ENABLED: 'false',
      SUPPORT_EMAIL: 'help@shop.example',
    });
  });
  afterAll(() => ctx.close());

  const send = (body: unknown, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/email/contact',
      headers: { 'accept-language': language },
      payload: body as object,
    });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'requires %s (missing or blank)',
    async (field) => {
      const missing = { ...validBody() } as Record<string, string>;
      delete missing[field];
      const en = await send(missing, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        code: 'home.contact.validation.required',
        message: 'All fields are required',
      });
      const blank = await send({ ...validBody(), [field]: '   ' }, 'fr');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        code: 'home.contact.validation.required',
        message: 'Tous les champs sont obligatoires',
      });
    },
  );

  it.each([
    ['email', 'not-an-email', 'contact.invalidEmail', 'Invalid email format'],
    ['name', 'n'.repeat(101), 'contact.nameTooLong', 'The name must not exceed 100 characters.'],
    ['subject', 's'.repeat(201), 'contact.subjectTooLong', 'The subject must not exceed 200 characters.'],
    ['message', 'm'.repeat(5001), 'contact.messageTooLong', 'The message must not exceed 5000 characters.'],
  ])('refuses a bad %s', async (field, value, code, message) => {
    const response = await send({ ...validBody(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('accepts the maximum lengths', async () => {
    const response = await send({
      ...validBody(),
      name: 'n'.repeat(100),
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers in the sender’s language and stores the message with the request’s language and IP', async () => {
    const body = validBody();
    const response = await send({ ...body, name: `  ${body.name} ` }, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
    });
    const [stored] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    // Trimmed by the schema; the e-mail itself is the service's test (service.test.ts).
    expect(stored).toMatchObject({ name: body.name, language: 'fr' });
    expect(stored!.ip).toBeTruthy();
  });

  it('goes to the support e-mail saved in the back-office, to SUPPORT_EMAIL while the identity has none', async () => {
    const recipientOf = async (body: ReturnType<typeof validBody>) => {
      expect((await send(body)).statusCode).toBe(200);
      const [row] = await ctx.app.db
        .select({ to: mailQueue.toAddress })
        .from(mailQueue)
        .where(eq(mailQueue.replyTo, body.email));
      return row?.to;
    };
    // Started with SUPPORT_EMAIL: the identity's first support e-mail is it.
    expect(await recipientOf(validBody())).toBe('help@shop.example');
    await saveSupportEmail(ctx.app, 'owner@shop.example');
    expect(await recipientOf(validBody())).toBe('owner@shop.example');
    await saveSupportEmail(ctx.app, '');
    expect(await recipientOf(validBody())).toBe('help@shop.example');
  });

  it('pretends success for a filled honeypot but stores and sends nothing', async () => {
    const body = { ...validBody(), website: 'http://spam.example' };
    const messagesBefore = await ctx.app.db.$count(contactMessages);
    const mailsBefore = await ctx.app.db.$count(mailQueue);
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent. We will get back to you shortly.',
    });
    expect(await ctx.app.db.$count(contactMessages)).toBe(messagesBefore);
    expect(await ctx.app.db.$count(mailQueue)).toBe(mailsBefore);
    // An empty honeypot (what the real form sends) is a person.
    expect((await send({ ...validBody(), website: '' })).statusCode).toBe(200);
    expect(await ctx.app.db.$count(contactMessages)).toBe(messagesBefore + 1);
  });
});

describe('contact message delivered over real SMTP', () => {
  let smtp: TestSmtpServer;
  let ctx: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createModuleTestApp([contactModule, sellerIdentityModule], {
      MAIL_WORKER_ENABLED: 'false',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ninja Shop <shop@ninja.example>',
      SUPPORT_EMAIL: 'support@ninja.example',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  it('arrives at support with From, Reply-To, subject and body', async () => {
    const body = validBody();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/email/contact', payload: body });
    expect(response.statusCode).toBe(200);
    expect(await ctx.app.mail.flush()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('shop@ninja.example');
    expect(mail!.to).toEqual(['support@ninja.example']);
    expect(mail!.headers.get('from')).toBe('Ninja Shop <shop@ninja.example>');
    expect(mail!.headers.get('reply-to')).toBe(body.email);
    expect(mail!.headers.get('subject')).toBe(`[Contact] ${body.subject}`);
    expect(mail!.decoded).toContain('how do I install the indicator?');
    expect(mail!.decoded).toContain(`Jeanne Trader <${body.email}>`);
  });

  it('keeps the message queued while SMTP is down, then delivers it once', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    const body = validBody();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/email/contact', payload: body })).statusCode,
    ).toBe(200);
    expect(await ctx.app.mail.flush()).toBe(0);
    const [queued] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.replyTo, body.email));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    await ctx.app.db.update(mailQueue).set({ nextAttemptAt: new Date() }).where(eq(mailQueue.id, queued!.id));
    expect(await ctx.app.mail.flush()).toBe(1);
    expect(await ctx.app.mail.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.headers.get('reply-to')).toBe(body.email);
  });
});

describe('contact rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createModuleTestApp([contactModule, sellerIdentityModule], {
      RATE_LIMIT_ENABLED: 'true',
      MAIL_WORKER_ENABLED: 'false',
    });
  });
  afterAll(() => limited.close());

  it('allows 3 messages a minute per IP, then answers a translated 429', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/email/contact',
        headers: { 'accept-language': 'fr' },
        payload: validBody(),
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rateLimited');
    expect(blocked.json().message).toMatch(/^Trop de tentatives/);
  });
});
