import { adminAuditQuerySchema } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf, insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { type AuditActor, listAdminAudit, recordAudit } from './service';

/** The audit log written and read on a real database, without an app; its route is the matrix's to check. */
const world = useModuleWorld();
let admin: AuditActor;
beforeAll(async () => {
  admin = actorOf(await insertUser(world().db, { isAdmin: true }));
});

const auditLog = (query: Record<string, string | number> = {}) =>
  listAdminAudit(world().db, adminAuditQuerySchema.parse(query));

describe('admin audit log', () => {
  it('records who, what, target, before, after, IP and when, readable newest first', async () => {
    const target = `user:${admin.id}`;
    await world().db.transaction(async (tx) => {
      await recordAudit(tx, [
        { actor: admin, action: 'user.update', target, before: { name: 'Old' }, after: { name: 'New' } },
      ]);
    });
    await world().db.transaction(async (tx) => {
      await recordAudit(tx, [{ actor: admin, action: 'maintenance.run', target, after: { ok: 1 } }]);
    });
    const { entries, pagination } = await auditLog({ target });
    expect(pagination).toEqual({ current: 1, total: 1, totalItems: 2, limit: 20 });
    expect(entries.map((entry) => entry.action)).toEqual(['maintenance.run', 'user.update']);
    expect(entries[1]).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      target,
      before: { name: 'Old' },
      after: { name: 'New' },
      ip: admin.ip,
    });
    expect(Date.now() - Date.parse(entries[1]!.createdAt)).toBeLessThan(60_000);
    expect(entries[0]!.before).toBeNull();
  });

  it('records the shop itself as no one', async () => {
    await recordAudit(world().db, [{ actor: null, action: 'order.expire', target: 'order:by-the-shop' }]);
    const [entry] = (await auditLog({ target: 'order:by-the-shop' })).entries;
    expect(entry).toMatchObject({ adminId: null, adminEmail: null, ip: null });
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const target = 'user:rolled-back';
    await expect(
      world().db.transaction(async (tx) => {
        await recordAudit(tx, [{ actor: admin, action: 'user.update', target }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await auditLog({ target })).pagination.totalItems).toBe(0);
  });

  it('answers an empty page with correct totals past the last page, and takes no page below 1', async () => {
    const past = await auditLog({ page: 999 });
    expect(past.entries).toEqual([]);
    expect(past.pagination.current).toBe(999);
    expect(past.pagination.totalItems).toBeGreaterThanOrEqual(3);
    expect(adminAuditQuerySchema.safeParse({ page: 0 }).success).toBe(false);
  });
});
