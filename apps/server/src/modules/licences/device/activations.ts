import { type DeviceDecisionResponse, normaliseUserCode } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../lib/db/client';
import { deviceAuthorizations, seatActivations } from '../../../lib/db/schema';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { liveLines, notABundleLine } from '../../entitlements';
import { pendingAuthorization } from './authorizations';
import { hashCode } from './codes';
import { lockSeatPool, refuseWhenSeatsFull, type SeatPoolDeps } from './seat-pool';

const DAY = 86_400_000;

export type ActivationDeps = SeatPoolDeps & { db: Database };
type AuthorizationRow = typeof deviceAuthorizations.$inferSelect;

/**
 * The buyer's live activation of the authorization's machine: the one it already had (a second sign-in from the
 * same machine takes no second place), else a new one once the seats have room (`refuseWhenSeatsFull`).
 */
async function activate(
  deps: SeatPoolDeps,
  tx: Transaction,
  userId: string,
  row: AuthorizationRow,
  language: Language,
  now: Date,
) {
  await lockSeatPool(tx, userId, row.productId);
  const [held] = await tx
    .select()
    .from(seatActivations)
    .where(
      and(
        eq(seatActivations.userId, userId),
        eq(seatActivations.productId, row.productId),
        sql`lower(${seatActivations.machineId}) = ${row.machineId.toLowerCase()}`,
        isNull(seatActivations.releasedAt),
      ),
    );
  if (held) {
    const [renewed] = await tx
      .update(seatActivations)
      .set({ machineName: row.machineName, platformVersion: row.platformVersion, lastSeenAt: now })
      .where(eq(seatActivations.id, held.id))
      .returning();
    return { activation: renewed!, created: false };
  }
  await refuseWhenSeatsFull(
    deps,
    tx,
    { userId, productId: row.productId, machineId: row.machineId },
    language,
  );
  const [created] = await tx
    .insert(seatActivations)
    .values({
      userId,
      productId: row.productId,
      machineId: row.machineId,
      machineName: row.machineName,
      platformVersion: row.platformVersion,
      activatedAt: now,
      lastSeenAt: now,
    })
    .returning();
  return { activation: created!, created: true };
}

/**
 * POST /api/device/approve and /deny: the signed-in buyer's decision on a pending code. An approval needs the
 * product held (a live line, `liveLines`) and room in its seats; both, and a denial, are in the audit log.
 */
export async function decideAuthorization(
  deps: ActivationDeps,
  actor: AuditActor,
  typed: string,
  decision: 'approve' | 'deny',
  language: Language,
  now = new Date(),
): Promise<DeviceDecisionResponse> {
  try {
    return await decide(deps, actor, typed, decision, language, now);
  } catch (error) {
    // The code stays pending; noting the buyer lets the indicator's poll say their seats are full.
    if (error instanceof AppError && error.code === 'device.seatsFull') {
      await deps.db
        .update(deviceAuthorizations)
        .set({ userId: actor.id })
        .where(
          and(
            eq(deviceAuthorizations.userCodeHash, hashCode(normaliseUserCode(typed)!)),
            eq(deviceAuthorizations.status, 'pending'),
          ),
        );
    }
    throw error;
  }
}

async function decide(
  deps: ActivationDeps,
  actor: AuditActor,
  typed: string,
  decision: 'approve' | 'deny',
  language: Language,
  now: Date,
): Promise<DeviceDecisionResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await pendingAuthorization(tx, typed, now, true);
    const target = `device:${row.id}`;
    const machine = { machineId: row.machineId, machineName: row.machineName, productId: row.productId };
    if (decision === 'deny') {
      await tx
        .update(deviceAuthorizations)
        .set({ status: 'denied', userId: actor.id })
        .where(eq(deviceAuthorizations.id, row.id));
      await recordAudit(tx, [{ actor, action: 'seat.deny', target, after: machine }]);
      return { status: 'denied' };
    }
    const held = await liveLines(tx, {
      userId: actor.id,
      productIds: [row.productId],
      where: notABundleLine,
    });
    if (held.length === 0) throw forbidden('device.notEntitled');
    const { activation, created } = await activate(deps, tx, actor.id, row, language, now);
    await tx
      .update(deviceAuthorizations)
      .set({ status: 'approved', userId: actor.id, activationId: activation.id })
      .where(eq(deviceAuthorizations.id, row.id));
    await recordAudit(tx, [
      {
        actor,
        action: created ? 'seat.activate' : 'seat.reactivate',
        target: `seat:${activation.id}`,
        after: { ...machine, platformVersion: row.platformVersion, authorization: row.id },
      },
    ]);
    return { status: 'approved' };
  });
}

/**
 * Frees one seat machine of `holderId`: the buyer's own (`DELETE /api/device/machines/:id`, `seat.release`) or
 * any buyer's from the back-office (`seat.releaseByAdmin`, the admin as actor). Its file is refused from then.
 */
export async function releaseMachine(
  deps: Pick<ActivationDeps, 'db'>,
  actor: AuditActor,
  machine: { id: string; holderId: string; by: 'buyer' | 'admin' },
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(seatActivations)
      .where(and(eq(seatActivations.id, machine.id), eq(seatActivations.userId, machine.holderId)))
      .for('update');
    if (!row || row.releasedAt) throw notFound('device.machineNotFound');
    await lockSeatPool(tx, row.userId, row.productId);
    await tx
      .update(seatActivations)
      .set({ releasedAt: now, releasedBy: machine.by })
      .where(eq(seatActivations.id, row.id));
    await recordAudit(tx, [
      {
        actor,
        action: machine.by === 'admin' ? 'seat.releaseByAdmin' : 'seat.release',
        target: `seat:${row.id}`,
        before: {
          machineId: row.machineId,
          machineName: row.machineName,
          productId: row.productId,
          userId: row.userId,
        },
      },
    ]);
  });
}

/**
 * The scheduled sweep: frees every seat machine not seen for `SEAT_IDLE_RELEASE_DAYS` (an indicator checks in
 * at each start and whenever its file nears its end), each release in the audit log as the shop's. Safe on
 * every instance at once: a row is freed by whichever instance locks it first.
 */
export async function releaseIdleMachines(
  deps: Pick<ActivationDeps, 'db' | 'config'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.licences.seatIdleReleaseDays * DAY);
  return deps.db.transaction(async (tx) => {
    const freed = await tx
      .update(seatActivations)
      .set({ releasedAt: now, releasedBy: 'idle' })
      .where(and(isNull(seatActivations.releasedAt), lt(seatActivations.lastSeenAt, cutoff)))
      .returning();
    await recordAudit(
      tx,
      freed.map((row) => ({
        actor: null,
        action: 'seat.releaseIdle',
        target: `seat:${row.id}`,
        before: { machineId: row.machineId, lastSeenAt: row.lastSeenAt.toISOString(), userId: row.userId },
      })),
    );
    return freed.length;
  });
}
