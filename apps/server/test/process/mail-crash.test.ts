import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../src/lib/db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../smtp';
import { createShopFixture, processTestPort, type ShopFixture, startServer, until } from './server-process';

/**
 * The server is SIGKILLed while the SMTP server holds the answer to a message it has already received:
 * the worst moment, when the shop cannot know whether the message arrived. After restarts, every message
 * has arrived exactly once, and the ones queued behind the interrupted message did not wait for its lease.
 */
let fixture: ShopFixture;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [fixture, smtp] = await Promise.all([createShopFixture(), startTestSmtpServer()]);
});
afterAll(async () => {
  await smtp.stop();
  await fixture.remove();
});

describe('a crash between handing a message to SMTP and marking it sent', () => {
  it('never sends it twice, and delivers the rest at once after a restart', async () => {
    const subjects = ['crash-1', 'crash-2', 'crash-3', 'crash-4', 'crash-5'];
    const setup = await fixture.open();
    for (const subject of subjects) {
      await setup.db.insert(mailQueue).values({
        toAddress: 'buyer@example.test',
        fromAddress: 'Shop <no-reply@shop.example>',
        subject,
        textBody: subject,
        template: 'crash-test',
      });
      // Distinct creation times, so the worker takes them in this order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await setup.close();
    const env = { SMTP_URL: smtp.url, MAIL_WORKER_ENABLED: 'true' };

    smtp.hold();
    const first = await startServer(fixture, processTestPort, env);
    await until(() => smtp.received.length === 1, 'the first message to reach the SMTP server');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    smtp.release();

    const second = await startServer(fixture, processTestPort, env);
    // The four others go out at once: none waits behind the interrupted message's lease.
    await until(() => smtp.received.length === 5, 'the four queued messages', { timeoutMs: 20_000 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Later, once the interrupted attempt's lease has run out, it is settled without a second send.
    const between = await fixture.open();
    await between.db
      .update(mailQueue)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${mailQueue.status} = 'sending'`);
    await between.close();
    const third = await startServer(fixture, processTestPort, env);
    // Its worker runs at start-up; give it a moment (a second send would show in `received`).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    const subjectsReceived = smtp.received.map((mail) => mail.headers.get('subject')).sort();
    expect(subjectsReceived).toEqual(subjects);
    const messageIds = smtp.received.map((mail) => mail.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(5);

    const final = await fixture.open();
    try {
      const rows = await final.db.select().from(mailQueue);
      const bySubject = Object.fromEntries(rows.map((row) => [row.subject, row]));
      expect(bySubject['crash-1']).toMatchObject({ status: 'failed', attempts: 1 });
      expect(bySubject['crash-1']!.lastError).toMatch(/interrupted/);
      for (const subject of subjects.slice(1)) {
        expect(bySubject[subject], subject).toMatchObject({ status: 'sent', attempts: 1 });
      }
    } finally {
      await final.close();
    }
  });
});
