import { adminAuditListSchema } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AdminFixture, setupAdminSuite } from '../../../test/helpers/admin';
import type { TestApp } from '../../../test/test-app';
import { recordAdminAudit } from './service';

let ctx: TestApp;
let admin: AdminFixture;
setupAdminSuite((suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

/** A request as the admin routes see it after the admin check: the signed-in admin and the caller's IP. */
const adminRequest = () =>
  ({
    user: { ...admin.user, language: 'fr' },
    ip: '203.0.113.7',
  }) as unknown as FastifyRequest;

const auditLog = async (query = '') =>
  adminAuditListSchema.parse(
    (await ctx.app.inject({ url: `/api/admin/audit-log${query}`, headers: admin.auth })).json(),
  );

describe('admin audit log', () => {
  it('records who, what, target, before, after, IP and when, readable newest first', async () => {
    const target = `user:${admin.user.id}`;
    await ctx.app.db.transaction(async (tx) => {
      await recordAdminAudit(tx, adminRequest(), {
        action: 'user.update',
        target,
        before: { name: 'Old' },
        after: { name: 'New' },
      });
    });
    await ctx.app.db.transaction(async (tx) => {
      await recordAdminAudit(tx, adminRequest(), { action: 'maintenance.run', target, after: { ok: 1 } });
    });
    const { entries, pagination } = await auditLog(`?target=${encodeURIComponent(target)}`);
    expect(pagination).toEqual({ current: 1, total: 1, totalItems: 2, limit: 20 });
    expect(entries.map((entry) => entry.action)).toEqual(['maintenance.run', 'user.update']);
    expect(entries[1]).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      target,
      before: { name: 'Old' },
      after: { name: 'New' },
      ip: '203.0.113.7',
    });
    expect(Date.now() - Date.parse(entries[1]!.createdAt)).toBeLessThan(60_000);
    expect(entries[0]!.before).toBeNull();
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const target = 'user:rolled-back';
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await recordAdminAudit(tx, adminRequest(), { action: 'user.update', target });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await auditLog(`?target=${target}`)).pagination.totalItems).toBe(0);
  });

  it('answers an empty page with correct totals past the last page, and 400 on a bad page', async () => {
    const past = await auditLog('?page=999');
    expect(past.entries).toEqual([]);
    expect(past.pagination.current).toBe(999);
    expect(past.pagination.totalItems).toBeGreaterThanOrEqual(2);
    const bad = await ctx.app.inject({ url: '/api/admin/audit-log?page=0', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
  });
});
