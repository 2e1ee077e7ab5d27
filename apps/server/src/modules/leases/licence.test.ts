import type { LicencePayload } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { catalogueWithZips } from '../../../test/helpers/downloads';
import { DAY, type LeaseDriver, leaseDriver, refreshFile, seconds } from '../../../test/helpers/leases';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests, orders, trials } from '../../lib/db/schema';
import { downloadsModule } from '../downloads';
import { verifyLicence } from '../licences';
import { trialsModule } from '../trials';
import { leaseTestModules } from './test-modules';

/**
 * A lease's licence (docs/rules/leases.md, docs/licence-verification.md): bound to a machine, a signed file of
 * kind `lease` that lasts to the paid period end plus grace, refreshed while the lease entitles and refused
 * after; the product's zip while it entitles. Driven by the sandbox's test clock.
 */
let ctx: TestApp;
let driver: LeaseDriver;
const MACHINE = 'ABCDEF0123456789ABCDEF0123456789';

// A validity longer than a month, so a monthly lease's file ends with the lease rather than the validity.
setupCheckoutSuite(
  [...leaseTestModules, trialsModule, downloadsModule],
  ({ ctx: app }) => {
    ctx = app;
  },
  { LICENSE_FILE_VALIDITY_DAYS: '60' },
);

beforeAll(async () => {
  driver = await leaseDriver(ctx);
  await catalogueWithZips(ctx, 1024);
});

const post = (auth: Record<string, string>, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': 'en' }, payload });
const bind = (auth: Record<string, string>, leaseId: string, machineIdName = `${MACHINE}-Desk`) =>
  post(auth, `/api/leases/${leaseId}/machine`, { machineIdName });
const fileLink = (auth: Record<string, string>, leaseId: string) =>
  ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: { ...auth, 'accept-language': 'en' } });

async function download(auth: Record<string, string>, leaseId: string) {
  const link = await fileLink(auth, leaseId);
  expect(link.statusCode).toBe(200);
  const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: auth })).body;
  // The link is the holder's alone (issue 44): without their bearer it serves nothing.
  expect((await ctx.app.inject({ url: link.json().licenseUrl })).statusCode).toBe(401);
  return { file, fileName: link.json().fileName as string, claims: await verifyLicenceAt(file) };
}

/** The file's claims once its signature holds (its expiry is on the test clock, ahead of the real one). */
const verifyLicenceAt = (file: string): Promise<LicencePayload> =>
  verifyLicence(file, ctx.app.licences.signer.publicKey, new Date(0));

const refresh = (file: string) => refreshFile(ctx, file);

const zip = (auth: Record<string, string>) =>
  ctx.app.inject({ url: `/api/download/${driver.product.downloadFile}`, headers: auth });

const latestPeriod = async (leaseId: string) =>
  (
    await ctx.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, leaseId), eq(orders.isPaid, true)))
      .orderBy(desc(orders.paidAt))
  )[0]!;

describe("a lease's licence file", () => {
  it('binds once to a machine, is signed afresh at each download, and follows each renewal', async () => {
    const { auth, leaseId } = await driver.subscribe();
    expect((await fileLink(auth, leaseId)).json()).toMatchObject({ code: 'lease.machineRequired' });
    expect((await bind(auth, leaseId, 'not-a-machine')).statusCode).toBe(400);
    const bound = await bind(auth, leaseId);
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toMatchObject({ machineId: MACHINE, machineName: 'Desk' });
    // The same machine in another letter case changes nothing (a move to another one: lease-move.test.ts).
    const again = await bind(auth, leaseId, `${MACHINE.toLowerCase()}-Desk`);
    expect(again.json()).toMatchObject({ machineId: MACHINE, machineName: 'Desk' });

    const first = await download(auth, leaseId);
    const lease = await driver.leaseRow(leaseId);
    expect(first.fileName).toBe(`${driver.product.slug}-lease-${MACHINE}.lic`);
    expect(first.claims).toMatchObject({
      kind: 'lease',
      licenceId: leaseId,
      product: driver.product.slug,
      machineId: MACHINE,
      orderId: (await latestPeriod(leaseId)).id,
      updatesUntil: null,
    });
    // Paid period end plus the 7 grace days (the validity, 60 days here, is longer).
    expect(seconds(new Date(first.claims.expiresAt!))).toBe(seconds(lease.paidUntil) + 7 * DAY);
    expect((await ctx.app.inject({ url: '/api/leases', headers: auth })).json().leases[0]).toMatchObject({
      licenceUntil: first.claims.expiresAt,
    });

    await driver.advanceBy(3600);
    const second = await download(auth, leaseId);
    expect(second.file).not.toBe(first.file);
    expect(Date.parse(second.claims.issuedAt)).toBeGreaterThan(Date.parse(first.claims.issuedAt));

    await driver.advanceTo(seconds(lease.paidUntil) + 60);
    const renewed = await download(auth, leaseId);
    const paidUntil = (await driver.leaseRow(leaseId)).paidUntil;
    expect(seconds(paidUntil)).toBeGreaterThan(seconds(lease.paidUntil));
    expect(seconds(new Date(renewed.claims.expiresAt!))).toBe(seconds(paidUntil) + 7 * DAY);
    expect(renewed.claims.orderId).toBe((await latestPeriod(leaseId)).id);
    expect(renewed.claims.orderId).not.toBe(first.claims.orderId);
  });

  it('lasts one validity at most on a yearly lease, and is refreshed online while the lease entitles', async () => {
    const { auth, leaseId } = await driver.subscribe(undefined, 'yearly');
    await bind(auth, leaseId);
    const { file, claims } = await download(auth, leaseId);
    expect(Date.parse(claims.expiresAt!) - Date.parse(claims.issuedAt)).toBe(60 * DAY * 1000);
    await driver.advanceBy(3600);
    const refreshed = await refresh(file);
    expect(refreshed.statusCode).toBe(200);
    const fresh = await verifyLicenceAt(refreshed.json().licence);
    expect(fresh).toMatchObject({ kind: 'lease', licenceId: leaseId, machineId: MACHINE });
    expect(Date.parse(fresh.issuedAt)).toBeGreaterThan(Date.parse(claims.issuedAt));
    expect(refreshed.json().fileName).toBe(`${driver.product.slug}-lease-${MACHINE}.lic`);
  });

  it('cancelled at period end: the file runs to the period end, then file, refresh and zip are refused', async () => {
    const { auth, leaseId } = await driver.subscribe();
    await bind(auth, leaseId);
    expect((await zip(auth)).statusCode).toBe(200);
    expect((await post(auth, `/api/leases/${leaseId}/cancel`)).statusCode).toBe(200);
    const { file, claims } = await download(auth, leaseId);
    const { paidUntil } = await driver.leaseRow(leaseId);
    // The buyer chose to stop: no grace after the period they paid for.
    expect(claims.expiresAt).toBe(paidUntil!.toISOString());
    expect((await post(auth, `/api/leases/${leaseId}/resume`)).statusCode).toBe(200);
    expect(seconds(new Date((await download(auth, leaseId)).claims.expiresAt!))).toBe(
      seconds(paidUntil) + 7 * DAY,
    );
    await post(auth, `/api/leases/${leaseId}/cancel`);

    await driver.advanceTo(seconds(paidUntil) + 60);
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
    const refused = await refresh(file);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'license.refresh.expired']);
    const link = await fileLink(auth, leaseId);
    expect([link.statusCode, link.json().code]).toEqual([409, 'lease.notEntitled']);
    expect((await bind(auth, leaseId)).statusCode).toBe(409);
    expect((await zip(auth)).statusCode).toBe(403);
  });

  it("keeps to its holder: another buyer's lease is a 404", async () => {
    const { leaseId } = await driver.subscribe();
    const other = await driver.subscribe();
    expect((await bind(other.auth, leaseId)).json()).toMatchObject({ code: 'lease.notFound' });
    expect((await fileLink(other.auth, leaseId)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/leases/${leaseId}/file` })).statusCode).toBe(401);
  });
});

describe('buying a lease during the trial', () => {
  it("binds the lease to the trial's machine without asking, and grants no lifetime licence", async () => {
    await offerTrial(ctx.app, driver.product.id, 14);
    const who = await buyer(ctx);
    const machineId = TRIAL_HEX(7);
    const started = await startTrial(ctx, who.auth, {
      productId: driver.product.id,
      machineIdName: `${machineId}-Trader`,
    });
    expect(started.statusCode).toBe(201);
    const trialFile = await ctx.app.inject({
      url: `/api/trials/${started.json()._id}/file`,
      headers: who.auth,
    });
    const trialLicence = (await ctx.app.inject({ url: trialFile.json().licenseUrl, headers: who.auth })).body;
    // The trial's own file is refreshed while the trial runs.
    const trialRefresh = await refresh(trialLicence);
    expect(trialRefresh.statusCode).toBe(200);
    expect(await verifyLicenceAt(trialRefresh.json().licence)).toMatchObject({
      kind: 'trial',
      licenceId: started.json()._id,
      expiresAt: started.json().endsAt,
    });

    const { leaseId } = await driver.subscribe(undefined, 'monthly', who);
    expect(await driver.leaseRow(leaseId)).toMatchObject({ machineId, machineName: 'Trader' });
    const [trial] = await ctx.app.db.select().from(trials).where(eq(trials.id, started.json()._id));
    expect(trial!.convertedOrderId).toBe((await latestPeriod(leaseId)).id);
    const licences = await ctx.app.db
      .select()
      .from(licenceRequests)
      .where(eq(licenceRequests.userId, who.user.id));
    expect(licences).toEqual([]);
    expect((await download(who.auth, leaseId)).claims).toMatchObject({ kind: 'lease', machineId });

    // Once the trial has ended, its file is refused with its reason.
    await ctx.app.db
      .update(trials)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(trials.id, started.json()._id));
    const ended = await refresh(trialLicence);
    expect([ended.statusCode, ended.json().code]).toEqual([403, 'license.refresh.expired']);
    await offerTrial(ctx.app, driver.product.id, null);
  });

  it('refuses a genuine file naming no lease or trial of this shop (unknown)', async () => {
    for (const kind of ['lease', 'trial'] as const) {
      const forged = await ctx.app.licences.signer.sign({
        kind,
        licenceId: '0190a0b0-0000-7000-8000-000000000000',
        product: driver.product.slug,
        machineId: MACHINE,
        email: 'nobody@example.com',
        orderId: null,
        issuedAt: new Date().toISOString(),
        expiresAt: new Date().toISOString(),
        updatesUntil: null,
      });
      const answer = await refresh(forged);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'license.refresh.unknown']);
    }
  });
});
