import type { LicenceRequestBody } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceRequests } from '../../lib/db/schema';
import { adminUpdateLicence } from './admin-service';
import type { ExportDeps } from './deps';
import { requestLicence } from './service';

/**
 * Attack tests (issue 44): a buyer of one seat moving its licence to other machines again and again, at once,
 * during the cooldown, and from a licence that no longer runs. One seat must never run on two machines.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});

/** The same parts, the moves approved at once and waiting `cooldownHours` between them. */
const moving = (cooldownHours: number, autoApproveMoves = true): ExportDeps => {
  const config = world().config;
  return {
    ...deps,
    config: {
      ...config,
      licences: { ...config.licences, autoApproveMoves, moveCooldownHours: cooldownHours },
    },
  };
};

const approve = (id: string, on: ExportDeps = deps) =>
  adminUpdateLicence(on, id, { status: 'approved' }, 'en', async () => {});
const revoke = (id: string) => adminUpdateLicence(deps, id, { status: 'revoked' }, 'en', async () => {});

let machines = 100;
async function oneSeat() {
  const { buyer, product, order } = await paidLine(world().db);
  const caller = callerOf(buyer);
  const ask = (on: ExportDeps, replacesId?: string) => {
    machines += 1;
    const body: LicenceRequestBody = {
      productId: product.id,
      orderId: order.id,
      machineIdName: `${machineId(machines)}-PC${machines}`,
      ...(replacesId ? { replacesId } : {}),
    };
    return requestLicence(on, caller, body, 'en');
  };
  const live = () =>
    world()
      .db.select()
      .from(licenceRequests)
      .where(
        and(eq(licenceRequests.orderId, order.id), inArray(licenceRequests.status, ['approved', 'exported'])),
      );
  return { ask, live };
}

describe('licence moves under attack', () => {
  it('moved again and again (no cooldown): one licence runs, every earlier one replaced', async () => {
    const on = moving(0);
    const { ask, live } = await oneSeat();
    let current = await ask(on);
    await approve(current._id);
    for (let round = 0; round < 5; round += 1) {
      current = await ask(on, current._id);
      expect(current.status).toBe('approved');
      expect((await live()).map((row) => row.id)).toEqual([current._id]);
    }
  });

  it('eight moves of one licence at once: one goes through, the others are refused, one licence runs', async () => {
    for (const autoApprove of [true, false]) {
      const on = moving(0, autoApprove);
      const { ask, live } = await oneSeat();
      const original = await ask(on);
      await approve(original._id);
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => ask(on, original._id)));
      const through = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(through).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toMatchObject({ statusCode: 409 });
          expect(['license.notMovable', 'license.movePending']).toContain(outcome.reason.code);
        }
      }
      if (!autoApprove) await approve((through[0] as PromiseFulfilledResult<{ _id: string }>).value._id);
      expect(await live()).toHaveLength(1);
    }
  });

  it('a move during the cooldown is refused, and so is a move from the licence it replaced', async () => {
    const on = moving(24);
    const { ask, live } = await oneSeat();
    const original = await ask(on);
    await approve(original._id);
    const moved = await ask(on, original._id);
    await expect(ask(on, moved._id)).rejects.toMatchObject({ statusCode: 429, code: 'license.moveCooldown' });
    await expect(ask(on, original._id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'license.notMovable',
    });
    expect((await live()).map((row) => row.id)).toEqual([moved._id]);
  });

  it('a revoked licence does not move', async () => {
    const on = moving(0, false);
    const { ask, live } = await oneSeat();
    const revoked = await ask(on);
    await approve(revoked._id);
    await revoke(revoked._id);
    await expect(ask(on, revoked._id)).rejects.toMatchObject({ statusCode: 409, code: 'license.notMovable' });
    expect(await live()).toEqual([]);
  });

  it('a move asked before its licence was revoked cannot bring it back once approved', async () => {
    const on = moving(0, false);
    const { ask, live } = await oneSeat();
    const original = await ask(on);
    await approve(original._id);
    const move = await ask(on, original._id);
    await revoke(original._id);
    await expect(approve(move._id)).rejects.toMatchObject({ statusCode: 409, code: 'license.moveOfEnded' });
    expect(await live()).toEqual([]);
  });
});
