import { adminAuditListSchema, mailOutboxEntrySchema, mailOutboxListSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type AdminFixture, setupAdminSuite } from '../../../test/helpers/admin';
import { insertMail } from '../../../test/helpers/mail-outbox';
import type { TestApp } from '../../../test/test-app';

let ctx: TestApp;
let admin: AdminFixture;
setupAdminSuite((suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

const outbox = async (query = '') => {
  const response = await ctx.app.inject({ url: `/api/admin/mail-outbox${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return mailOutboxListSchema.parse(response.json());
};

const retry = (id: string, headers: Record<string, string> = admin.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${id}/retry`, headers });

describe('the mail outbox', () => {
  it('lists the queue newest first with the count of each status, filtered by status', async () => {
    const sent = await insertMail(ctx.app, {
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: new Date(),
    });
    const queued = await insertMail(ctx.app, { status: 'queued', attempts: 0, lastError: null });
    const failed = await insertMail(ctx.app);

    const all = await outbox();
    expect(all.counts).toEqual({ queued: 1, sending: 0, sent: 1, failed: 1 });
    expect(all.messages.map((message) => message._id)).toEqual([failed, queued, sent]);
    expect(all.pagination).toEqual({ current: 1, total: 1, totalItems: 3, limit: 20 });
    expect(all.messages[0]).toMatchObject({
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED',
    });

    const onlyFailed = await outbox('?status=failed');
    expect(onlyFailed.messages.map((message) => message._id)).toEqual([failed]);
    expect(onlyFailed.pagination.totalItems).toBe(1);

    const past = await outbox('?page=5');
    expect(past.messages).toEqual([]);
    expect(past.pagination).toMatchObject({ current: 5, totalItems: 3 });

    const bad = await ctx.app.inject({ url: '/api/admin/mail-outbox?status=lost', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('queues a failed message again, audited with before and after, and the worker then sends it', async () => {
    const id = await insertMail(ctx.app);
    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(mailOutboxEntrySchema.parse(response.json())).toMatchObject({
      _id: id,
      status: 'queued',
      attempts: 0,
    });

    const audit = await ctx.app.inject({
      url: `/api/admin/audit-log?target=mail:${id}`,
      headers: admin.auth,
    });
    const [entry] = adminAuditListSchema.parse(audit.json()).entries;
    expect(entry).toMatchObject({
      action: 'mail.retry',
      adminId: admin.user.id,
      before: { status: 'failed', attempts: 10, lastError: 'connect ECONNREFUSED' },
      after: { status: 'queued', attempts: 0 },
    });

    await ctx.app.mail.flush();
    const [message] = (await outbox('?status=sent')).messages.filter((row) => row._id === id);
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses to retry a message that has not failed (409), an unknown one (404) and a bad id (400)', async () => {
    const sent = await insertMail(ctx.app, { status: 'sent', lastError: null, sentAt: new Date() });
    const refused = await retry(sent, { ...admin.auth, 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'admin.mailNotFailed',
      message: 'Seul un e-mail en échec peut être renvoyé.',
    });
    const unknown = await retry('0193a5f0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('admin.mailNotFound');
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
  });

  it('is closed to customers and to signed-out callers', async () => {
    const id = await insertMail(ctx.app);
    const customer = await createUser(ctx.app);
    expect((await retry(id, customer.auth)).statusCode).toBe(403);
    expect((await retry(id, {})).statusCode).toBe(401);
    const list = await ctx.app.inject({ url: '/api/admin/mail-outbox', headers: customer.auth });
    expect(list.statusCode).toBe(403);
    expect((await outbox('?status=failed')).messages.some((message) => message._id === id)).toBe(true);
  });
});
