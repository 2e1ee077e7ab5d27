import { myMachinesResponseSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../../test/helpers/devices';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../../test/helpers/licences';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog, seatActivations } from '../../../lib/db/schema';
import { checkoutModule } from '../../checkout';
import { leasesModule } from '../../leases';
import { licencesModule } from '..';

/** The device and admin licence routes, the free checkout that makes a buyer, the leases the lifecycle reports to. */
const composed = [licencesModule, checkoutModule, leasesModule];

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

type Buyer = Awaited<ReturnType<typeof buyerWithFreeOrder>>;
let office = 0x46300;

/** A buyer of one seat with one machine signed in from the indicator and one licensed by Machine ID. */
async function buyerWithBothKinds(): Promise<{ buyer: Buyer; seatId: string; licenceId: string }> {
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const code = await askDeviceCode(ctx, buyer.product.slug, { machineName: 'Desk' });
  expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
  const seatId = (await pollToken(ctx, code.device_code)).json().activationId as string;
  const licence = await requestLicence(ctx, buyer.auth, {
    productId: buyer.product.id,
    orderId: buyer.orderId,
    machineIdName: `${HEX(++office)}-Office`,
  });
  expect(licence.statusCode).toBe(201);
  return { buyer, seatId, licenceId: licence.json()._id as string };
}

const list = (userId: string, headers: Record<string, string> = admin.auth, language = 'en') =>
  ctx.app.inject({
    url: `/api/admin/users/${userId}/machines`,
    headers: { ...headers, 'accept-language': language },
  });
const free = (userId: string, id: string, headers: Record<string, string> = admin.auth, language = 'en') =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${userId}/machines/${id}`,
    headers: { ...headers, 'accept-language': language },
  });

describe("the owner's view of a buyer's machines (docs/rules/seats.md)", () => {
  it("lists both kinds as the buyer's own list does", async () => {
    const { buyer, seatId, licenceId } = await buyerWithBothKinds();
    const seen = myMachinesResponseSchema.parse((await list(buyer.user.id)).json());
    const own = await ctx.app.inject({ url: '/api/device/machines', headers: buyer.auth });
    expect(seen).toEqual(own.json());
    const entry = seen.products[0]!;
    expect([entry.seats, entry.machinesPerSeat]).toEqual([1, 2]);
    expect(entry.machines.map((machine) => [machine.id, machine.kind]).sort()).toEqual(
      [
        [seatId, 'seat'],
        [licenceId, 'machineId'],
      ].sort(),
    );
  });

  it('frees a seat machine: audited with the admin as actor, gone from the buyer list, its place free again', async () => {
    const { buyer, seatId } = await buyerWithBothKinds();
    expect((await free(buyer.user.id, seatId)).statusCode).toBe(204);
    const [row] = await ctx.app.db.select().from(seatActivations).where(eq(seatActivations.id, seatId));
    expect(row!.releasedBy).toBe('admin');
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'seat.releaseByAdmin'), eq(adminAuditLog.target, `seat:${seatId}`)),
      );
    expect(entry).toMatchObject({ adminId: admin.user.id, before: { userId: buyer.user.id } });
    const kinds = myMachinesResponseSchema
      .parse((await list(buyer.user.id)).json())
      .products[0]!.machines.map((machine) => machine.kind);
    expect(kinds).toEqual(['machineId']);
    // Its place is free: a new machine signs in.
    const code = await askDeviceCode(ctx, buyer.product.slug, { machineName: 'Laptop' });
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    // Freed once: a second time is not found, in the admin's language.
    const again = await free(buyer.user.id, seatId, admin.auth, 'fr');
    expect([again.statusCode, again.json().code]).toEqual([404, 'device.machineNotFound']);
    expect(again.json().message).not.toBe(
      (await free(buyer.user.id, seatId, admin.auth, 'en')).json().message,
    );
  });

  it("refuses a Machine-ID licence (moved from the licences tab), another buyer's machine, an unknown user", async () => {
    const { buyer, seatId, licenceId } = await buyerWithBothKinds();
    const other = await buyerWithFreeOrder(ctx, shop);
    for (const response of [await free(buyer.user.id, licenceId), await free(other.user.id, seatId)]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'device.machineNotFound']);
    }
    const unknown = '00000000-0000-4000-8000-000000000046';
    const listed = await list(unknown, admin.auth, 'fr');
    expect([listed.statusCode, listed.json().code, listed.json().message]).toEqual([
      404,
      'admin.userNotFound',
      'Utilisateur introuvable.',
    ]);
    expect((await free(unknown, seatId)).statusCode).toBe(404);
    const malformed = await list('not-an-id');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'validation']);
  });

  it('is the admin’s: a customer, even the buyer, gets 403, a visitor 401; nothing is freed', async () => {
    const { buyer, seatId } = await buyerWithBothKinds();
    expect((await list(buyer.user.id, buyer.auth)).statusCode).toBe(403);
    expect((await free(buyer.user.id, seatId, buyer.auth)).statusCode).toBe(403);
    expect((await list(buyer.user.id, {})).statusCode).toBe(401);
    expect((await free(buyer.user.id, seatId, {})).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(seatActivations).where(eq(seatActivations.id, seatId));
    expect(row!.releasedAt).toBeNull();
  });
});
