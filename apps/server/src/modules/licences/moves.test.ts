import type { LicenceRequestBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceRequests } from '../../lib/db/schema';
import { adminUpdateLicence } from './admin-service';
import type { ExportDeps } from './deps';
import { listMyLicences, requestLicence } from './service';

/**
 * Moving a licence to a new Machine ID, built from the licences' parts on a database copy without an app. The
 * cooldown's answer in the reader's language is licences.test.ts's.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});

const statusOf = async (id: string) =>
  (await world().db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!.status;
const approve = (id: string, on: ExportDeps = deps) =>
  adminUpdateLicence(on, id, { status: 'approved' }, 'en', async () => {});

/** A buyer of one seat, and a request of theirs for machine `n` (a move when `replacesId` is given). */
async function buyerOfOneSeat() {
  const { buyer, product, order } = await paidLine(world().db);
  const caller = callerOf(buyer);
  const ask = (n: number, replacesId?: string, on: ExportDeps = deps) => {
    const body: LicenceRequestBody = {
      productId: product.id,
      orderId: order.id,
      machineIdName: `${machineId(n)}-PC${n}`,
      ...(replacesId ? { replacesId } : {}),
    };
    return requestLicence(on, caller, body, 'en');
  };
  return { buyer, product, order, ask };
}

describe('moving a licence to a new Machine ID', () => {
  it('is a new request pointing at the old licence, which becomes replaced once the move is approved', async () => {
    const { buyer, product, order, ask } = await buyerOfOneSeat();
    const original = await ask(1);
    await expect(ask(2, original._id)).rejects.toMatchObject({ statusCode: 409, code: 'license.notMovable' });
    await approve(original._id);

    const move = await ask(2, original._id);
    expect(move).toMatchObject({ status: 'pending', replacesId: original._id });
    expect(await statusOf(original._id)).toBe('approved');
    await expect(ask(3, original._id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'license.movePending',
    });

    await approve(move._id);
    expect(await statusOf(original._id)).toBe('replaced');
    // A move is not an upgrade: the buyer's list labels it as a move (docs/rules/upgrades.md).
    const replaced = (await listMyLicences(deps, buyer.id, 'en')).find((row) => row._id === original._id);
    expect(replaced).toMatchObject({ status: 'replaced', replacedByUpgradeTo: null });

    const stranger = callerOf(await insertUser(world().db));
    const body = { productId: product.id, orderId: order.id, replacesId: move._id };
    await expect(
      requestLicence(deps, stranger, { ...body, machineIdName: `${machineId(4)}-X1` }, 'en'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('LICENSE_AUTO_APPROVE_MOVES=true', () => {
  it('approves and signs the move at once and replaces the old licence', async () => {
    const config = world().config;
    const autoApproving: ExportDeps = {
      ...deps,
      config: { ...config, licences: { ...config.licences, autoApproveMoves: true, moveCooldownHours: 1 } },
    };
    const { ask } = await buyerOfOneSeat();
    const original = await ask(21, undefined, autoApproving);
    await expect(ask(29, undefined, autoApproving)).rejects.toMatchObject({
      statusCode: 409,
      code: 'license.quotaReached',
    });
    await approve(original._id, autoApproving);
    const move = await ask(22, original._id, autoApproving);
    expect(move).toMatchObject({ status: 'approved', licenseAvailable: true });
    expect(await statusOf(original._id)).toBe('replaced');
    expect(new Date(move.nextMoveAt!).getTime() - new Date(move.createdAt).getTime()).toBe(3600_000);
  });
});
