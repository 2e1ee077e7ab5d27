import { mailOutboxParamsSchema, mailOutboxQuerySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMail } from '../../../test/helpers/mail-outbox';
import { actorOf, insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { adminAuditLog } from '../../lib/db/schema';
import type { AuditActor } from '../audit';
import { listMailOutbox, retryMail } from './service';

/**
 * The outbox built from the database and the real mail queue, without an app. Who may call its routes is the
 * authorisation matrix's test (`back-office/authorisation-matrix.test.ts`).
 */
const world = useModuleWorld();
let admin: AuditActor;
beforeAll(async () => {
  admin = actorOf(await insertUser(world().db, { isAdmin: true }));
});

const outbox = (query: Partial<Parameters<typeof listMailOutbox>[1]> = {}) =>
  listMailOutbox(world().db, mailOutboxQuerySchema.parse(query));

describe('the mail outbox', () => {
  it('lists the queue newest first with the count of each status, filtered by status', async () => {
    const { db } = world();
    const sent = await insertMail(db, { status: 'sent', attempts: 1, lastError: null, sentAt: new Date() });
    const queued = await insertMail(db, { status: 'queued', attempts: 0, lastError: null });
    const failed = await insertMail(db);

    const all = await outbox();
    expect(all.counts).toEqual({ queued: 1, sending: 0, sent: 1, failed: 1 });
    expect(all.messages.map((message) => message._id)).toEqual([failed, queued, sent]);
    expect(all.pagination).toEqual({ current: 1, total: 1, totalItems: 3, limit: 20 });
    expect(all.messages[0]).toMatchObject({
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED',
    });

    const onlyFailed = await outbox({ status: 'failed' });
    expect(onlyFailed.messages.map((message) => message._id)).toEqual([failed]);
    expect(onlyFailed.pagination.totalItems).toBe(1);

    const past = await outbox({ page: 5 });
    expect(past.messages).toEqual([]);
    expect(past.pagination).toMatchObject({ current: 5, totalItems: 3 });
  });

  it('queues a failed message again, audited with before and after, and the queue then sends it', async () => {
    const { db, mail } = world();
    const id = await insertMail(db);
    expect(await retryMail(db, admin, id)).toMatchObject({ _id: id, status: 'queued', attempts: 0 });

    const [entry] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `mail:${id}`));
    expect(entry).toMatchObject({
      action: 'mail.retry',
      adminId: admin.id,
      ip: admin.ip,
      before: { status: 'failed', attempts: 10, lastError: 'connect ECONNREFUSED' },
      after: { status: 'queued', attempts: 0 },
    });

    await mail.flush();
    const [message] = (await outbox({ status: 'sent' })).messages.filter((row) => row._id === id);
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses to retry a message that has not failed (409) or an unknown one (404), and audits neither', async () => {
    const { db } = world();
    const sent = await insertMail(db, { status: 'sent', lastError: null, sentAt: new Date() });
    await expect(retryMail(db, admin, sent)).rejects.toMatchObject({
      statusCode: 409,
      code: 'admin.mailNotFailed',
    });
    const unknown = '0193a5f0-0000-7000-8000-000000000000';
    await expect(retryMail(db, admin, unknown)).rejects.toMatchObject({
      statusCode: 404,
      code: 'admin.mailNotFound',
    });
    const audited = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'mail.retry'));
    expect(audited.map((row) => row.target)).not.toContain(`mail:${sent}`);
  });

  it('takes only a known status and a uuid (the routes’ schemas)', () => {
    expect(mailOutboxQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(mailOutboxParamsSchema.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
  });
});
