import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../../test/helpers/devices';
import { buyerWithFreeOrder, claimsOf } from '../../../../test/helpers/licences';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { licenceChecks, orderItems, orders, seatActivations } from '../../../lib/db/schema';
import { checkoutModule } from '../../checkout';
import { updatesUntil } from '../../entitlements';
import { leasesModule } from '../../leases';
import { licencesModule } from '..';
import { standingSeatFile } from './seat-check-in';

/** The device and licence routes, the free checkout that makes a buyer, and the leases the order lifecycle reports to. */
const composed = [licencesModule, checkoutModule, leasesModule];

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/** A buyer's machine signed in from the indicator: its activation, the file the sign-in handed it, its order. */
async function seat() {
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const code = await askDeviceCode(ctx, buyer.product.slug);
  expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
  const token = (await pollToken(ctx, code.device_code)).json() as { activationId: string; licence: string };
  return { ...buyer, ...token, machineId: code.machineId };
}

const checkIn = (licence: string, machineId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/license/validate',
    payload: { licence, machineId, clientVersion: '2.0.0', platformVersion: '8.1.6.0' },
  });

const checkOf = async (licenceId: string) =>
  (await ctx.app.db.select().from(licenceChecks).where(eq(licenceChecks.licenceId, licenceId)))[0];

const lastSeen = async (id: string) =>
  (await ctx.app.db.select().from(seatActivations).where(eq(seatActivations.id, id)))[0]!.lastSeenAt;

/** Moves the machine's last sighting a day back, so a check-in that marks it is seen to. */
const ageSighting = (id: string) =>
  ctx.app.db
    .update(seatActivations)
    .set({ lastSeenAt: new Date(Date.now() - 86_400_000) })
    .where(eq(seatActivations.id, id));

describe("a standing seat's check-in in one statement (issue 46)", () => {
  it('signs the file the sign-in signed, updates included, and marks the machine seen', async () => {
    const held = await seat();
    await ctx.app.db
      .update(orderItems)
      .set({ updatesMonths: 12 })
      .where(eq(orderItems.orderId, held.orderId));
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, held.orderId));
    await ageSighting(held.activationId);
    const before = await lastSeen(held.activationId);

    const answer = await checkIn(held.licence, held.machineId.toLowerCase());
    expect(answer.json()).toMatchObject({ reason: 'valid', code: null });
    const { issuedAt, expiresAt, offlineGraceUntil, updatesUntil: _, ...fromSignIn } = claimsOf(held.licence);
    const fresh = claimsOf(answer.json().licence);
    expect(fresh).toMatchObject(fromSignIn);
    expect(fresh.updatesUntil).toBe(updatesUntil(order!.paidAt ?? order!.createdAt, 12)!.toISOString());
    expect(new Date(fresh.issuedAt).getTime()).toBeGreaterThan(new Date(issuedAt).getTime() - 1);
    expect((await lastSeen(held.activationId)).getTime()).toBeGreaterThan(before.getTime());
    // The check-in recorded in the same statement, as the indicator reported it; the next one counts on.
    expect(await checkOf(held.activationId)).toMatchObject({
      kind: 'seat',
      product: held.product.slug,
      machineId: held.machineId.toLowerCase(),
      clientVersion: '2.0.0',
      platformVersion: '8.1.6.0',
      lastReason: 'valid',
      checks: 1,
    });
    await checkIn(held.licence, held.machineId);
    expect(await checkOf(held.activationId)).toMatchObject({ machineId: held.machineId, checks: 2 });
  });

  it('answers nothing, and marks nothing, for a freed machine, another machine or product, or a product no longer held', async () => {
    const deps = ctx.app.licences;
    const held = await seat();
    const claims = claimsOf(held.licence);
    await ageSighting(held.activationId);
    const before = await lastSeen(held.activationId);
    for (const other of [
      { ...claims, machineId: 'F'.repeat(32) },
      { ...claims, product: 'another-product' },
      { ...claims, licenceId: '01900000-0000-7000-8000-00000000dead' },
    ]) {
      expect(await standingSeatFile(deps, ctx.app.db, other)).toBeUndefined();
    }
    await ctx.app.db.update(orders).set({ isPaid: false }).where(eq(orders.id, held.orderId));
    expect(await standingSeatFile(deps, ctx.app.db, claims)).toBeUndefined();
    // The check-in then says why (the locked resolution), and the machine is still not marked.
    expect((await checkIn(held.licence, held.machineId)).json()).toMatchObject({ reason: 'revoked' });
    expect(await lastSeen(held.activationId)).toEqual(before);
    expect(await checkOf(held.activationId)).toMatchObject({ lastReason: 'revoked', checks: 1 });

    const freed = await seat();
    await ageSighting(freed.activationId);
    const freedBefore = await lastSeen(freed.activationId);
    await ctx.app.db
      .update(seatActivations)
      .set({ releasedAt: new Date(), releasedBy: 'buyer' })
      .where(eq(seatActivations.id, freed.activationId));
    expect(await standingSeatFile(deps, ctx.app.db, claimsOf(freed.licence))).toBeUndefined();
    expect((await checkIn(freed.licence, freed.machineId)).json()).toMatchObject({
      reason: 'revoked',
      code: 'license.refresh.revoked',
    });
    expect(await lastSeen(freed.activationId)).toEqual(freedBefore);
  });
});
