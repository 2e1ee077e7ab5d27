import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';
import { parseRawMail, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { openTestDatabase, type TestApp } from '../../../test/test-app';
import { composeApp } from '../../app';
import { loadConfig } from '../../config';
import { checkoutModule } from '../../modules/checkout';
import { mailQueue } from '../db/schema';
import { renderEmailLayout } from './layout';
import { backoffMs, MAX_ATTEMPTS } from './queue';
import type { OutgoingMail } from './types';

const seller = loadConfig({}).sellerInitial;

const sampleMail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => {
  const { html, text } = renderEmailLayout({
    seller,
    language: 'en',
    title: 'Hello <there>',
    paragraphs: ['First line', 'Second & last'],
    action: { label: 'Open', url: 'https://shop.example/x?a=1&b=2' },
  });
  return {
    to: 'buyer@example.test',
    subject: 'Test message',
    html,
    text,
    template: 'test',
    language: 'en',
    ...overrides,
  };
};

describe('renderEmailLayout', () => {
  it('escapes content, keeps inline styles only and gives a matching text version in each language', () => {
    const fr = renderEmailLayout({
      seller,
      language: 'fr',
      title: '<script>alert(1)</script>',
      paragraphs: ['a "quoted" <b>text</b>\nnext line'],
      action: { label: 'Go', url: 'https://x.test/?a=1&b="2"' },
      unsubscribeUrl: 'https://x.test/unsub',
    });
    expect(fr.html).not.toContain('<script>');
    expect(fr.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(fr.html).toContain('a &quot;quoted&quot; &lt;b&gt;text&lt;/b&gt;<br>next line');
    expect(fr.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(fr.html).not.toMatch(/<style|class=/);
    expect(fr.html).toContain('lang="fr"');
    expect(fr.text).toContain('Go: https://x.test/?a=1&b="2"');
    expect(fr.text).toContain('Désabonnez-vous');
    const en = renderEmailLayout({
      seller,
      language: 'en',
      title: 'T',
      paragraphs: [],
      unsubscribeUrl: 'https://x.test/u',
    });
    expect(en.text).toContain('Unsubscribe: https://x.test/u');
  });

  it('backs off exponentially, capped at one hour', () => {
    expect(backoffMs(1, () => 0)).toBe(30_000);
    expect(backoffMs(3, () => 0)).toBe(120_000);
    expect(backoffMs(20, () => 0)).toBe(3_600_000);
    expect(backoffMs(1, () => 1)).toBe(33_000);
  });
});

describe('outbox transport (no SMTP_URL)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // Checkout holds the payments being applied that the sending waits for (`app.fulfilments`).
    ctx = await createModuleTestApp([checkoutModule], { MAIL_WORKER_ENABLED: 'false' });
  });
  afterAll(() => ctx.close());

  it('writes each message as a parseable .eml file with its attachment', async () => {
    expect(ctx.app.mail.transport).toBe('outbox');
    await ctx.app.storage.put('invoices/test.pdf', Buffer.from('%PDF-1.4 test'));
    const id = await ctx.app.mail.enqueue(
      sampleMail({
        attachments: [
          { storageKey: 'invoices/test.pdf', filename: 'invoice.pdf', contentType: 'application/pdf' },
        ],
        headers: { 'List-Unsubscribe': '<https://shop.example/u>' },
      }),
    );
    expect(await ctx.app.mail.flush()).toBe(1);
    const files = await readdir(ctx.app.mail.outboxDir);
    const file = files.find((name) => name.endsWith(`-${id}.eml`));
    expect(file).toBeDefined();
    const mail = parseRawMail(await readFile(join(ctx.app.mail.outboxDir, file!), 'utf8'));
    expect(mail.headers.get('to')).toBe('buyer@example.test');
    expect(mail.headers.get('from')).toBe(ctx.config.mail.from);
    expect(mail.headers.get('subject')).toBe('Test message');
    expect(mail.headers.get('list-unsubscribe')).toBe('<https://shop.example/u>');
    expect(mail.headers.get('message-id')).toContain(id);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=invoice\.pdf/);
    expect(mail.raw).toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
    expect(mail.decoded).toContain('Second &amp; last');

    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await ctx.app.mail.flush()).toBe(0);
  });

  it('waits while payments are being applied, and sends once they are done', async () => {
    let finishPayment!: () => void;
    const applying = new Promise<void>((resolve) => (finishPayment = resolve));
    const { fulfilments } = ctx.app;
    const runBatch = fulfilments.runBatch;
    // A payment outcome held in flight: an event that matches no order, applied once `finishPayment()`.
    fulfilments.runBatch = async (jobs) => {
      await applying;
      return runBatch(jobs);
    };
    onTestFinished(() => {
      fulfilments.runBatch = runBatch;
    });
    const payment = fulfilments.submit({
      session: { id: 'cs_mail_test' } as Stripe.Checkout.Session,
      outcome: 'none',
      orderId: undefined,
    });
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'After the payments' }));
    expect(await ctx.app.mail.flush()).toBe(0);
    const [waiting] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
    finishPayment();
    await payment;
    expect(await ctx.app.mail.flush()).toBe(1);
  });

  it('hands an interrupted message over again into the same single file (idempotent outbox)', async () => {
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'Crashed mid-write' }));
    expect(await ctx.app.mail.flush()).toBe(1);
    const first = (await readdir(ctx.app.mail.outboxDir)).filter((name) => name.includes(id));
    // As if the process died after writing the file and before marking the row sent.
    await ctx.app.db
      .update(mailQueue)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailQueue.id, id));
    expect(await ctx.app.mail.flush()).toBe(1);
    const after = (await readdir(ctx.app.mail.outboxDir)).filter((name) => name.includes(id));
    expect(first).toHaveLength(1);
    expect(after).toEqual(first);
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('queues nothing when the surrounding transaction rolls back', async () => {
    const before = await ctx.app.db.$count(mailQueue);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.mail.enqueue(sampleMail(), tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await ctx.app.db.$count(mailQueue)).toBe(before);
  });

  it('keeps a message whose attachment is missing, with the error, for a later retry', async () => {
    const id = await ctx.app.mail.enqueue(
      sampleMail({
        attachments: [{ storageKey: 'missing.pdf', filename: 'x.pdf', contentType: 'application/pdf' }],
      }),
    );
    expect(await ctx.app.mail.flush()).toBe(0);
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('missing.pdf');
  });
});

describe('SMTP transport against a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let ctx: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createModuleTestApp([], { MAIL_WORKER_ENABLED: 'false', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  it('delivers with From, To and headers', async () => {
    smtp.received.length = 0;
    await ctx.app.mail.enqueue(sampleMail({ replyTo: 'visitor@example.test' }));
    expect(await ctx.app.mail.flush()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['buyer@example.test']);
    expect(mail!.headers.get('reply-to')).toBe('visitor@example.test');
    expect(mail!.headers.get('from')).toBe(ctx.config.mail.from);
  });

  it('keeps mail queued during an outage and delivers it once the server is back', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'During outage' }));
    const started = Date.now();
    expect(await ctx.app.mail.flush()).toBe(0);
    let [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(started + 25_000);
    // Not due yet: a flush leaves it alone.
    expect(await ctx.app.mail.flush()).toBe(0);

    await smtp.start();
    await ctx.app.db.update(mailQueue).set({ nextAttemptAt: sql`now()` }).where(eq(mailQueue.id, id));
    expect(await ctx.app.mail.flush()).toBe(1);
    [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual(['During outage']);
  });

  it('marks a message failed (kept, not deleted) after the last attempt', async () => {
    await smtp.stop();
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'Doomed' }));
    await ctx.app.db
      .update(mailQueue)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailQueue.id, id));
    await ctx.app.mail.flush();
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await smtp.start();
    await ctx.app.db.update(mailQueue).set({ nextAttemptAt: sql`now()` }).where(eq(mailQueue.id, id));
    expect(await ctx.app.mail.flush()).toBe(0);
  });

  it('does not send again a message whose hand-over was interrupted (at-most-once over SMTP)', async () => {
    smtp.received.length = 0;
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'In doubt' }));
    const queued = await ctx.app.mail.enqueue(sampleMail({ subject: 'Waiting behind it' }));
    await ctx.app.db
      .update(mailQueue)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailQueue.id, id));
    // The message in doubt holds nothing up: the next one goes out at once.
    expect(await ctx.app.mail.flush()).toBe(1);
    expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual(['Waiting behind it']);
    await ctx.app.db
      .update(mailQueue)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailQueue.id, id));
    expect(await ctx.app.mail.flush()).toBe(0);
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/interrupted/);
    const [sent] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, queued));
    expect(sent!.status).toBe('sent');
  });

  it('records a result only for the attempt that holds the claim', async () => {
    const id = await ctx.app.mail.enqueue(sampleMail({ subject: 'Claimed elsewhere' }));
    // Another worker's claim, taken after ours would have been: ours must not overwrite it.
    await ctx.app.db
      .update(mailQueue)
      .set({ status: 'sending', attemptId: '01a20567-0000-7000-8000-000000000001' })
      .where(eq(mailQueue.id, id));
    await ctx.app.mail.flush();
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'sending', attemptId: '01a20567-0000-7000-8000-000000000001' });
  });
});

describe('two instances on one database', () => {
  let smtp: TestSmtpServer;
  let apps: FastifyInstance[] = [];
  let dataDirs: string[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const database = await openTestDatabase();
    drop = database.drop;
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'shop-mail-'))));
    apps = await Promise.all(
      dataDirs.map(async (dataDir) => {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          MAIL_WORKER_ENABLED: 'false',
          SMTP_URL: smtp.url,
          WEB_DIST_DIR: join(dataDir, 'none'),
        });
        const app = await composeApp(config, { database: database.handle }, []);
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
    await smtp.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('never sends one message twice when both flush at the same time', async () => {
    const count = 45;
    for (let i = 0; i < count; i += 1) await apps[0]!.mail.enqueue(sampleMail({ subject: `Message ${i}` }));
    const sent = await Promise.all(apps.map((app) => app.mail.flush()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(count);
    expect(smtp.received).toHaveLength(count);
    const subjects = new Set(smtp.received.map((m) => m.headers.get('subject')));
    expect(subjects.size).toBe(count);
    const rows = await apps[1]!.db.select().from(mailQueue);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
