import type { LicencePayload } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { DAY, type LeaseDriver, leaseDriver, refreshFile } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { verifyLicence } from '../licences';
import { leaseTestModules } from './test-modules';

/**
 * Moving a lease's licence to another machine (docs/rules/leases.md): the lifetime licences' move limit
 * (LICENSE_MOVE_COOLDOWN_HOURS, 168 hours by default, docs/rules/licences.md) on the lease clock, the old
 * machine's file refused once moved, and nobody else's lease.
 */
let ctx: TestApp;
let driver: LeaseDriver;
const DESK = 'ABCDEF0123456789ABCDEF0123456789';
const LAPTOP = 'F'.repeat(32);
const TOWER = '1234567890ABCDEF1234567890ABCDEF';

setupCheckoutSuite(leaseTestModules, ({ ctx: app }) => {
  ctx = app;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

const bind = (auth: Record<string, string>, leaseId: string, machineIdName: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/leases/${leaseId}/machine`,
    headers: { ...auth, 'accept-language': 'en' },
    payload: { machineIdName },
  });

async function download(auth: Record<string, string>, leaseId: string) {
  const link = await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });
  expect(link.statusCode).toBe(200);
  const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: auth })).body;
  // Its expiry is on the test clock, ahead of the real one.
  const claims: LicencePayload = await verifyLicence(file, ctx.app.licences.signer.publicKey, new Date(0));
  return { file, claims };
}

describe("moving a lease's licence", () => {
  it('moves to another machine, revokes the old machine’s file, then waits the move cooldown', async () => {
    const { auth, leaseId } = await driver.subscribe();
    expect((await bind(auth, leaseId, `${DESK}-Desk`)).statusCode).toBe(200);
    const desk = await download(auth, leaseId);
    expect(desk.claims.machineId).toBe(DESK);

    // The first binding is no move: the licence moves at once.
    const moved = await bind(auth, leaseId, `${LAPTOP}-Laptop`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ machineId: LAPTOP, machineName: 'Laptop' });
    const refused = await refreshFile(ctx, desk.file);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'license.refresh.replaced']);
    const laptop = await download(auth, leaseId);
    expect(laptop.claims).toMatchObject({ machineId: LAPTOP, licenceId: leaseId, kind: 'lease' });
    expect((await refreshFile(ctx, laptop.file)).statusCode).toBe(200);

    // The same machine again changes nothing; another one waits the cooldown, whose end it names.
    expect((await bind(auth, leaseId, `${LAPTOP.toLowerCase()}-Laptop`)).statusCode).toBe(200);
    const early = await bind(auth, leaseId, `${TOWER}-Tower`);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('license.moveCooldown');
    expect(early.json().message).toMatch(/^This licence was moved recently\. Next move possible on .+\.$/);
    expect((await driver.leaseRow(leaseId)).machineId).toBe(LAPTOP);

    // On the lease clock: a week later it moves again.
    await driver.advanceBy(7 * DAY + 60);
    const later = await bind(auth, leaseId, `${TOWER}-Tower`);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ machineId: TOWER });
    const stale = await refreshFile(ctx, laptop.file);
    expect(stale.json().code).toBe('license.refresh.replaced');
  });

  it("never moves another buyer's lease: 404, the licence left where it is", async () => {
    const { auth, leaseId } = await driver.subscribe();
    expect((await bind(auth, leaseId, `${DESK}-Desk`)).statusCode).toBe(200);
    const stranger = await buyer(ctx);
    const refused = await bind(stranger.auth, leaseId, `${LAPTOP}-Laptop`);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'lease.notFound']);
    expect(refused.json().message).toBe('Lease not found.');
    expect((await driver.leaseRow(leaseId)).machineId).toBe(DESK);
  });
});
