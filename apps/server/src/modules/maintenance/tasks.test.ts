import type { MaintenanceTask } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formulaCells, HOSTILE_CELLS, readingsOf } from '../../../test/helpers/csv';
import { insertLicenceRequest } from '../../../test/helpers/licences';
import { actorOf, insertPaidCustomer, insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { adminAuditLog, licenceRequests, users } from '../../lib/db/schema';
import { SignedUrls } from '../../lib/storage/signed-url';
import { checkArchive } from '../archive';
import type { MaintenanceDeps } from './context';
import { runMaintenanceTask } from './service';

/**
 * The maintenance tasks that read and export, run by their service on a database copy without the app. The
 * route's answers, its stored export's link and the database tasks (which sweep abandoned checkouts through the
 * checkout module) are maintenance.test.ts's.
 */
const world = useModuleWorld();
let admin: Awaited<ReturnType<typeof insertUser>>;
beforeAll(async () => {
  admin = await insertUser(world().db, { isAdmin: true });
});

const deps = (): MaintenanceDeps => ({
  db: world().db,
  storage: world().storage,
  signedUrls: new SignedUrls('maintenance-module-test-secret'),
  expireAbandonedOrders: () => Promise.reject(new Error('only the database tasks sweep abandoned orders')),
  checkArchive: () => checkArchive({ db: world().db, storage: world().storage }),
  tellSellerOfDamage: () => Promise.reject(new Error('archive-task.test.ts checks the damaged archive')),
  log: world().log,
});

async function run(task: MaintenanceTask, language: 'fr' | 'en' = 'en') {
  return runMaintenanceTask(deps(), { task, actor: actorOf(admin), language });
}

const latestRun = async (task: MaintenanceTask) => {
  const [entry] = await world()
    .db.select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'maintenance.run'), eq(adminAuditLog.target, `maintenance:${task}`)))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return entry;
};

describe('the maintenance tasks that read', () => {
  it('checkUsers lists accounts without orders, unverified and half-filled billing, and is audited', async () => {
    const idle = await insertUser(world().db, { name: 'Idle Customer' });
    const verified = await insertUser(world().db, { name: 'Verified Customer', emailVerifiedAt: new Date() });
    const half = await insertUser(world().db, { name: 'Half Billing', billingCity: 'Lyon' });
    await insertPaidCustomer(world().db, 1000, { name: 'Buying Customer' });

    const result = await run('checkUsers');
    expect(result.stderr).toBe('');
    const withoutOrders = result.stdout.split('never verified')[0]!;
    expect(withoutOrders).toContain(idle.email);
    expect(withoutOrders).not.toContain('Buying Customer');
    expect(result.stdout).toContain('E-mail addresses duplicated up to letter case (0)');
    expect(result.stdout.split('Incomplete billing details')[1]).toContain(half.email);
    const unverified = result.stdout.split('never verified')[1]!.split('E-mail addresses duplicated')[0]!;
    expect(unverified).toContain(idle.email);
    expect(unverified).not.toContain(verified.email);

    const entry = await latestRun('checkUsers');
    expect(entry).toMatchObject({ action: 'maintenance.run', adminId: admin.id, before: null });
    expect(entry!.after).toMatchObject({ halfBilling: 1, duplicates: 0, stderr: null });
  });

  it('clientSummary shows orders, amount spent and live licences per customer, in French too', async () => {
    const big = await insertPaidCustomer(world().db, 123_456, { name: 'Big Spender' });
    const licence = await insertLicenceRequest(world());
    await world()
      .db.update(licenceRequests)
      .set({ status: 'approved', userId: big.user.id })
      .where(eq(licenceRequests.id, licence));

    const en = await run('clientSummary');
    const line = en.stdout.split('\n').find((text) => text.includes(big.user.email));
    expect(line).toMatch(/Big Spender\s+\S+\s+1\s+1\s+€1,234\.56\s+1$/);
    const fr = await run('clientSummary', 'fr');
    expect(fr.stdout).toContain('Meilleurs clients');
    expect(fr.stdout).toMatch(/1\s?234,56\s€/);
  });

  it('listLicenseRequests counts requests by status and lists the latest', async () => {
    const id = await insertLicenceRequest(world());
    const [request] = await world().db.select().from(licenceRequests).where(eq(licenceRequests.id, id));
    const result = await run('listLicenseRequests');
    expect(result.stdout).toMatch(/Licence requests: \d+/);
    expect(result.stdout).toMatch(/pending\s+\d+/);
    expect(result.stdout).toContain(request!.machineIdName);
  });
});

describe('exportLicenseRequests', () => {
  it('quotes every cell and neutralises what customers and admins typed', async () => {
    const ids: string[] = [];
    for (const text of HOSTILE_CELLS) {
      const id = await insertLicenceRequest(world());
      const [request] = await world().db.select().from(licenceRequests).where(eq(licenceRequests.id, id));
      await world()
        .db.update(licenceRequests)
        .set({ machineName: text, adminNotes: text })
        .where(eq(licenceRequests.id, id));
      await world().db.update(users).set({ name: text }).where(eq(users.id, request!.userId!));
      ids.push(id);
    }
    const result = await run('exportLicenseRequests');
    // The file the task stored, as its link (checked by the route's test) serves it.
    const csv = (await world().storage.get(`exports/${result.file!.name}`))!.toString('utf8');
    expect(csv.startsWith('"id","createdAt","status","customerName"')).toBe(true);
    expect(formulaCells(csv)).toEqual([]);
    const rows = readingsOf(csv)[0]!.filter(([id]) => ids.includes(id!));
    expect(rows).toHaveLength(HOSTILE_CELLS.length);
    expect(rows[0]).toContain(`x;'=cmd|'/C calc'!A0;'@example.com`);
  });

  it("links the file through the shop's route bound to the admin, even on storage that presigns URLs", async () => {
    // S3 storage presigns bucket URLs, which serve whoever holds them: an export of every customer's name,
    // e-mail and machine must not leave as one.
    const bucket = Object.assign(Object.create(world().storage), {
      presignedUrl: async (key: string) => `https://bucket.example/${key}?X-Amz-Signature=x`,
    });
    const result = await runMaintenanceTask(
      { ...deps(), storage: bucket },
      { task: 'exportLicenseRequests', actor: actorOf(admin), language: 'en' },
    );
    const link = new URL(result.file!.url, 'http://shop.test');
    expect(link.pathname).toBe('/api/files/download');
    expect(link.searchParams.get('uid')).toBe(admin.id);
    expect(result.stdout).not.toContain('bucket.example');
  });
});
