import { myMachinesResponseSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askDeviceCode, decide, pollToken } from '../../../../test/helpers/devices';
import { postRefund } from '../../../../test/helpers/refunds';
import { payCart } from '../../../../test/helpers/selling';
import { sellingSuite } from '../../../../test/helpers/selling-suite';
import { liteOwner, premium, upgradeLine } from '../../../../test/helpers/upgrades';
import { adminAuditLog, products, seatActivations } from '../../../lib/db/schema';
import { refundedLicenceTestModules } from '../test-modules';

/** An upgrade's seat machines (docs/rules/seats.md, "Upgrades"): the licences, the paid checkout, refunds. */
const suite = sellingSuite(refundedLicenceTestModules);

type Owner = Awaited<ReturnType<typeof liteOwner>>;

/** The indicator of `slug` signs in on `machineId`, the buyer approves: the approval and, if given, the file. */
async function signIn(owner: Owner, slug: string, machineId?: string) {
  const code = await askDeviceCode(suite.ctx, slug, { machineId });
  const approval = await decide(suite.ctx, owner.auth, code.user_code);
  const token = approval.statusCode === 200 ? await pollToken(suite.ctx, code.device_code) : undefined;
  return {
    machineId: code.machineId,
    approval,
    file: token?.json() as { activationId: string; licence: string } | undefined,
  };
}

const activation = async (id: string) =>
  (await suite.ctx.app.db.select().from(seatActivations).where(eq(seatActivations.id, id)))[0]!;

const checkIn = (licence: string, machineId: string) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: '/api/license/validate',
    payload: { licence, machineId, clientVersion: '1.0.0', platformVersion: '8.1.5.2' },
  });

const premiumMachines = async (owner: Owner) => {
  const listed = myMachinesResponseSchema.parse(
    (await suite.ctx.app.inject({ url: '/api/device/machines', headers: owner.auth })).json(),
  );
  return listed.products.find((row) => row.product.id === premium(suite).id);
};

describe('an upgrade and the machines signed in from the indicator (docs/rules/seats.md)', () => {
  it('moves the Lite machine to Premium: the Lite file is revoked, Premium signs in there without a new place', async () => {
    // One Lite seat × 2: the Machine-ID licence of liteOwner and one machine signed in from the indicator.
    const owner = await liteOwner(suite);
    const desk = await signIn(owner, 'volume-profile-lite');
    expect(desk.approval.statusCode).toBe(200);

    await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);

    const lower = await activation(desk.file!.activationId);
    expect(lower.releasedBy).toBe('upgraded');
    const checked = (await checkIn(desk.file!.licence, desk.machineId)).json();
    expect([checked.reason, checked.code]).toEqual(['revoked', 'license.refresh.revoked']);
    const listed = await premiumMachines(owner);
    expect(listed!.machines.map((machine) => [machine.kind, machine.machineId]).sort()).toEqual(
      [
        ['machineId', owner.machineId],
        ['seat', desk.machineId],
      ].sort(),
    );
    const moved = listed!.machines.find((machine) => machine.kind === 'seat')!;
    // The machine was last seen when it last checked in, not when it moved: the idle sweep measures that.
    expect(moved.lastCheckInAt).toBe(lower.lastSeenAt.toISOString());
    const [audit] = await suite.ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'seat.moveToUpgrade'), eq(adminAuditLog.target, `seat:${lower.id}`)),
      );
    expect(audit!.after).toMatchObject({ productId: premium(suite).id, activationId: moved.id });

    // Premium's indicator on the same machine takes the moved place; a new machine does not fit.
    const again = await signIn(owner, 'volume-profile-premium', desk.machineId);
    expect([again.approval.statusCode, again.file!.activationId]).toEqual([200, moved.id]);
    const third = await signIn(owner, 'volume-profile-premium');
    expect([third.approval.statusCode, third.approval.json().code]).toEqual([409, 'device.seatsFull']);
  });

  it('frees the machines beyond the room of a product holding fewer machines per seat', async () => {
    const owner = await liteOwner(suite);
    const desk = await signIn(owner, 'volume-profile-lite');
    const setPremium = (machinesPerSeat: number | null) =>
      suite.ctx.app.db
        .update(products)
        .set({ machinesPerSeat })
        .where(eq(products.id, premium(suite).id));
    await setPremium(1);
    try {
      await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
      // The moved Machine-ID licence fills Premium's one place: the signed-in machine is only freed.
      expect((await activation(desk.file!.activationId)).releasedBy).toBe('upgraded');
      const listed = await premiumMachines(owner);
      expect(listed!.machines.map((machine) => machine.kind)).toEqual(['machineId']);
    } finally {
      await setPremium(null);
    }
  });

  it('a refunded upgrade frees its Premium machines; the Lite seat is back, and Lite signs in again', async () => {
    const owner = await liteOwner(suite);
    const desk = await signIn(owner, 'volume-profile-lite');
    const upgrade = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    const refund = await postRefund(suite.ctx, suite.admin.auth, upgrade.orderId, { reason: 'Upgrade' });
    expect(refund.statusCode).toBe(200);
    expect((await premiumMachines(owner))?.machines ?? []).toEqual([]);
    const back = await signIn(owner, 'volume-profile-lite', desk.machineId);
    expect(back.approval.statusCode).toBe(200);
    expect(back.file!.activationId).not.toBe(desk.file!.activationId);
  });
});
