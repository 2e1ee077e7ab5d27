import { myMachinesResponseSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../../test/helpers/devices';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../../test/helpers/licences';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog, products, seatActivations } from '../../../lib/db/schema';
import { checkoutModule } from '../../checkout';
import { leasesModule } from '../../leases';
import { licencesModule } from '..';
import { releaseIdleMachines } from './activations';

/** The device and licence routes, the free checkout that makes a buyer, and the leases the order lifecycle reports to. */
const composed = [licencesModule, checkoutModule, leasesModule];

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

type Buyer = Awaited<ReturnType<typeof buyerWithFreeOrder>>;

/** A machine signed in from the indicator and approved by the buyer: its approval answer and its file. */
async function signIn(buyer: Buyer, machineName: string, language = 'en') {
  const code = await askDeviceCode(ctx, buyer.product.slug, { machineName });
  const approval = await decide(ctx, buyer.auth, code.user_code, 'approve', language);
  const token = approval.statusCode === 200 ? await pollToken(ctx, code.device_code) : undefined;
  return { code, approval, token: token?.json() as { activationId: string; licence: string } | undefined };
}

const machinesOf = async (buyer: Buyer, language = 'en') =>
  myMachinesResponseSchema.parse(
    (
      await ctx.app.inject({
        url: '/api/device/machines',
        headers: { ...buyer.auth, 'accept-language': language },
      })
    ).json(),
  );

const free = (buyer: Buyer, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/device/machines/${id}`, headers: buyer.auth });

describe('machines per seat (docs/rules/seats.md)', () => {
  it('one seat holds two machines; the third is refused with a translated message naming what to do', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    expect((await signIn(buyer, 'Desk')).approval.statusCode).toBe(200);
    expect((await signIn(buyer, 'Laptop')).approval.statusCode).toBe(200);
    const third = await signIn(buyer, 'VPS');
    expect([third.approval.statusCode, third.approval.json().code]).toEqual([409, 'device.seatsFull']);
    expect(third.approval.json().message).toContain('2 machine(s)');
    const fr = await decide(ctx, buyer.auth, third.code.user_code, 'approve', 'fr');
    expect(fr.json().message).toContain('Libérez une machine');
    // The code stays pending: the buyer may free a machine and approve it then.
    expect((await pollToken(ctx, third.code.device_code)).json().error).toBe('authorization_pending');
  });

  it('the same machine signing in again keeps its one place', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const first = await signIn(buyer, 'Desk');
    const code = await askDeviceCode(ctx, buyer.product.slug, {
      machineId: first.code.machineId.toLowerCase(),
    });
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    expect((await pollToken(ctx, code.device_code)).json().activationId).toBe(first.token!.activationId);
    expect((await machinesOf(buyer)).products[0]!.machines).toHaveLength(1);
  });

  it('Machine-ID licences and seat sign-ins count against the same seats, both ways', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const body = {
      productId: buyer.product.id,
      orderId: buyer.orderId,
      machineIdName: `${HEX(0x46001)}-Office`,
    };
    expect((await requestLicence(ctx, buyer.auth, body)).statusCode).toBe(201);
    expect((await signIn(buyer, 'Desk')).approval.statusCode).toBe(200);
    expect((await signIn(buyer, 'Laptop')).approval.json().code).toBe('device.seatsFull');
    const kinds = (await machinesOf(buyer)).products[0]!.machines.map((machine) => machine.kind);
    expect(kinds.sort()).toEqual(['machineId', 'seat']);

    const other = await buyerWithFreeOrder(ctx, shop);
    await signIn(other, 'Desk');
    await signIn(other, 'Laptop');
    const request = {
      productId: other.product.id,
      orderId: other.orderId,
      machineIdName: `${HEX(0x46002)}-Office`,
    };
    const refused = await requestLicence(ctx, other.auth, request);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'device.seatsFull']);
  });

  it('one machine holding both kinds is listed twice and counted once, as the seats count it', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const machineId = HEX(0x46003);
    const body = {
      productId: buyer.product.id,
      orderId: buyer.orderId,
      machineIdName: `${machineId}-Office`,
    };
    expect((await requestLicence(ctx, buyer.auth, body)).statusCode).toBe(201);
    const code = await askDeviceCode(ctx, buyer.product.slug, { machineId: machineId.toLowerCase() });
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    const [product] = (await machinesOf(buyer)).products;
    expect([product!.machines.length, product!.machinesInUse]).toEqual([2, 1]);
    // The place it holds is one: a second machine still fits the seat's two.
    expect((await signIn(buyer, 'Laptop')).approval.statusCode).toBe(200);
    expect((await machinesOf(buyer)).products[0]!.machinesInUse).toBe(2);
  });

  it("a product's own setting replaces the default: 1 machine per seat × 2 seats is 2 machines", async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop, 2);
    await ctx.app.db.update(products).set({ machinesPerSeat: 1 }).where(eq(products.id, buyer.product.id));
    try {
      expect((await signIn(buyer, 'Desk')).approval.statusCode).toBe(200);
      expect((await signIn(buyer, 'Laptop')).approval.statusCode).toBe(200);
      expect((await signIn(buyer, 'VPS')).approval.statusCode).toBe(409);
      const listed = (await machinesOf(buyer)).products[0]!;
      expect([listed.seats, listed.machinesPerSeat, listed.machines.length]).toEqual([2, 1, 2]);
    } finally {
      await ctx.app.db
        .update(products)
        .set({ machinesPerSeat: null })
        .where(eq(products.id, buyer.product.id));
    }
  });
});

describe('the buyer sees and frees machines', () => {
  it('lists both kinds with name, NinjaTrader version, last check-in and activation; frees one, then a third fits', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const desk = await signIn(buyer, 'Desk');
    await signIn(buyer, 'Laptop');
    const listed = await machinesOf(buyer);
    expect(listed.idleReleaseDays).toBe(14);
    const entry = listed.products[0]!;
    expect(entry.product.id).toBe(buyer.product.id);
    expect(
      entry.machines.map((machine) => [machine.kind, machine.machineName, machine.platformVersion]),
    ).toEqual([
      ['seat', 'Desk', '8.1.5.2'],
      ['seat', 'Laptop', '8.1.5.2'],
    ]);
    expect(entry.machines.every((machine) => machine.lastCheckInAt && machine.activatedAt)).toBe(true);

    expect((await free(buyer, desk.token!.activationId)).statusCode).toBe(204);
    expect((await machinesOf(buyer)).products[0]!.machines.map((machine) => machine.machineName)).toEqual([
      'Laptop',
    ]);
    expect((await signIn(buyer, 'VPS')).approval.statusCode).toBe(200);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'seat.release'),
          eq(adminAuditLog.target, `seat:${desk.token!.activationId}`),
        ),
      );
    expect(audit[0]?.adminId).toBe(buyer.user.id);

    // The freed machine's file is refused at its next check-in; a live one is refreshed.
    const validate = (licence: string, machineId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/license/validate',
        payload: { licence, machineId, clientVersion: '2.0.0', platformVersion: '8.1.5.2' },
      });
    expect((await validate(desk.token!.licence, desk.code.machineId)).json().reason).toBe('revoked');
  });

  it("someone else's machine and a freed one are not found (404); signed out is 401", async () => {
    const owner = await buyerWithFreeOrder(ctx, shop);
    const other = await buyerWithFreeOrder(ctx, shop);
    const desk = await signIn(owner, 'Desk');
    const stolen = await free(other, desk.token!.activationId);
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'device.machineNotFound']);
    expect((await free(owner, desk.token!.activationId)).statusCode).toBe(204);
    expect((await free(owner, desk.token!.activationId)).statusCode).toBe(404);
    const signedOut = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/device/machines/${desk.token!.activationId}`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/device/machines' })).statusCode).toBe(401);
  });

  it('a check-in of a live seat file refreshes it and counts as seen', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const desk = await signIn(buyer, 'Desk');
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/license/validate',
      payload: {
        licence: desk.token!.licence,
        machineId: desk.code.machineId,
        clientVersion: '2.0.0',
        platformVersion: '8.1.6.0',
      },
    });
    expect(validated.json()).toMatchObject({ reason: 'valid' });
    expect(validated.json().licence).toBeTruthy();
    expect((await machinesOf(buyer)).products[0]!.machines[0]!.platformVersion).toBe('8.1.6.0');
  });
});

describe('machines not seen for SEAT_IDLE_RELEASE_DAYS are freed by the scheduled sweep', () => {
  it('frees the idle one only, in the audit log as the shop, and its place is free again', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const idle = await signIn(buyer, 'Old PC');
    const recent = await signIn(buyer, 'Desk');
    const days = ctx.app.config.licences.seatIdleReleaseDays;
    await ctx.app.db
      .update(seatActivations)
      .set({ lastSeenAt: new Date(Date.now() - (days + 1) * 86_400_000) })
      .where(eq(seatActivations.id, idle.token!.activationId));
    expect(await releaseIdleMachines(ctx.app.licences)).toBeGreaterThanOrEqual(1);
    const [freed] = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(eq(seatActivations.id, idle.token!.activationId));
    expect(freed!.releasedBy).toBe('idle');
    const [kept] = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(eq(seatActivations.id, recent.token!.activationId));
    expect(kept!.releasedAt).toBeNull();
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `seat:${idle.token!.activationId}`));
    expect(audit.map((row) => [row.action, row.adminId])).toEqual([
      ['seat.activate', buyer.user.id],
      ['seat.releaseIdle', null],
    ]);
    expect((await signIn(buyer, 'VPS')).approval.statusCode).toBe(200);
  });
});
