import {
  activatePageLink,
  type DeviceAuthorization,
  type DeviceCodeBody,
  type DeviceCodeResponse,
  type DeviceTokenError,
  type DeviceTokenResponse,
  normaliseUserCode,
  pages,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../lib/db/client';
import { isUniqueViolation } from '../../../lib/db/errors';
import { deviceAuthorizations, products, seatActivations } from '../../../lib/db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import type { LicenceDeps } from '../deps';
import { hashCode, newDeviceCode, newUserCode } from './codes';
import { signSeatFile } from './seat-file';
import { refuseWhenSeatsFull } from './seat-pool';

/** RFC 8628's advice: a code lives 10 minutes and the device polls every 5 seconds. */
export const DEVICE_CODE_TTL_SECONDS = 600;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 §3.5: each `slow_down` adds 5 seconds to the interval. */
const SLOW_DOWN_STEP_SECONDS = 5;

export type DeviceFlowDeps = Pick<LicenceDeps, 'db' | 'config' | 'signer'>;
type AuthorizationRow = typeof deviceAuthorizations.$inferSelect;

/** A refused poll: its RFC 8628 error and the shop's translated key. */
export class DeviceTokenRefusal extends Error {
  constructor(
    readonly error: DeviceTokenError,
    readonly code:
      | 'device.token.pending'
      | 'device.token.slowDown'
      | 'device.token.denied'
      | 'device.token.expired'
      | 'device.token.invalid'
      | 'device.seatsFull',
    readonly interval?: number,
    /** The translated message's values (`device.seatsFull`: the seats, the machines, the product). */
    readonly params: Record<string, string | number> = {},
  ) {
    super(error);
  }
}

/** The product an indicator names, by id or slug. */
async function productOf(db: Executor, idOrSlug: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug));
  if (!product) throw notFound('device.productNotFound');
  return product;
}

/** POST /api/device/code (RFC 8628 §3.1–3.2): a new authorization, pending, for 10 minutes. */
export async function startDeviceAuthorization(
  deps: DeviceFlowDeps,
  body: DeviceCodeBody,
  now = new Date(),
): Promise<DeviceCodeResponse> {
  const product = await productOf(deps.db, body.product);
  const deviceCode = newDeviceCode();
  // A user code already taken by a live authorization is drawn again (a 1 in 10¹⁰ chance each).
  for (let attempt = 0; ; attempt += 1) {
    const userCode = newUserCode();
    try {
      await deps.db.insert(deviceAuthorizations).values({
        deviceCodeHash: hashCode(deviceCode),
        userCodeHash: hashCode(userCode),
        productId: product.id,
        machineId: body.machineId,
        machineName: body.machineName,
        platformVersion: body.platformVersion,
        intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
        expiresAt: new Date(now.getTime() + DEVICE_CODE_TTL_SECONDS * 1000),
      });
      return {
        device_code: deviceCode,
        user_code: userCode,
        verification_uri: `${deps.config.publicUrl}${pages.activate}`,
        verification_uri_complete: `${deps.config.publicUrl}${activatePageLink(userCode)}`,
        expires_in: DEVICE_CODE_TTL_SECONDS,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * POST /api/device/token (RFC 8628 §3.4–3.5): the device's poll. Answers the seat's signed file once, on the
 * first poll after the approval (the code is then used); otherwise throws the RFC's refusal. A poll sooner
 * than the interval after the last one is `slow_down`, and the interval grows by 5 seconds.
 */
export async function pollDeviceToken(
  deps: DeviceFlowDeps,
  deviceCode: string,
  language: Language,
  now = new Date(),
): Promise<DeviceTokenResponse> {
  // A refusal that records the poll (pending, slow_down) is returned, not thrown, so the poll's record commits.
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashCode(deviceCode)))
      .for('update');
    if (!row || row.status === 'used') throw new DeviceTokenRefusal('invalid_grant', 'device.token.invalid');
    if (row.status === 'denied') throw new DeviceTokenRefusal('access_denied', 'device.token.denied');
    if (row.status === 'pending' && row.expiresAt <= now) {
      throw new DeviceTokenRefusal('expired_token', 'device.token.expired');
    }
    const tooSoon =
      row.lastPolledAt !== null && now.getTime() - row.lastPolledAt.getTime() < row.intervalSeconds * 1000;
    const interval = tooSoon ? row.intervalSeconds + SLOW_DOWN_STEP_SECONDS : row.intervalSeconds;
    await tx
      .update(deviceAuthorizations)
      .set({ lastPolledAt: now, intervalSeconds: interval })
      .where(eq(deviceAuthorizations.id, row.id));
    if (tooSoon) return new DeviceTokenRefusal('slow_down', 'device.token.slowDown', interval);
    if (row.status === 'pending') {
      return (
        (await seatsStillFull(deps, tx, row, language)) ??
        new DeviceTokenRefusal('authorization_pending', 'device.token.pending')
      );
    }
    return handOver(deps, tx, row, now);
  });
  if (outcome instanceof DeviceTokenRefusal) throw outcome;
  return outcome;
}

/**
 * A pending code whose approval found the buyer's seats full (`decideAuthorization` noted the buyer): still
 * pending, but the indicator shows the shop's message telling the buyer to free a machine, until one is freed.
 */
async function seatsStillFull(
  deps: DeviceFlowDeps,
  tx: Transaction,
  row: AuthorizationRow,
  language: Language,
): Promise<DeviceTokenRefusal | null> {
  if (!row.userId) return null;
  try {
    await refuseWhenSeatsFull(
      deps,
      tx,
      { userId: row.userId, productId: row.productId, machineId: row.machineId },
      language,
    );
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'device.seatsFull') throw error;
    return new DeviceTokenRefusal('authorization_pending', 'device.seatsFull', undefined, error.params);
  }
}

/** The approved authorization's activation as a signed file; the code is used from then on. */
async function handOver(
  deps: DeviceFlowDeps,
  tx: Transaction,
  row: AuthorizationRow,
  now: Date,
): Promise<DeviceTokenResponse> {
  await tx.update(deviceAuthorizations).set({ status: 'used' }).where(eq(deviceAuthorizations.id, row.id));
  const [activation] = row.activationId
    ? await tx.select().from(seatActivations).where(eq(seatActivations.id, row.activationId))
    : [];
  // Freed between the approval and this poll: nothing to hand over.
  if (!activation || activation.releasedAt) {
    throw new DeviceTokenRefusal('access_denied', 'device.token.denied');
  }
  const file = await signSeatFile(deps, tx, activation, now);
  return {
    activationId: activation.id,
    licence: file.token,
    fileName: file.fileName,
    expiresAt: file.expiresAt.toISOString(),
  };
}

/** A pending, unexpired authorization by the code the buyer typed; `lock` holds its row until `db`'s transaction ends. */
export async function pendingAuthorization(
  db: Executor,
  typed: string,
  now: Date,
  lock = false,
): Promise<AuthorizationRow> {
  const userCode = normaliseUserCode(typed);
  if (!userCode) throw badRequest('device.userCode.invalid');
  const query = db
    .select()
    .from(deviceAuthorizations)
    .where(
      and(
        eq(deviceAuthorizations.userCodeHash, hashCode(userCode)),
        eq(deviceAuthorizations.status, 'pending'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('device.userCode.notFound');
  if (row.expiresAt <= now) throw conflict('device.userCode.expired');
  return row;
}

/** GET /api/device/authorization: what the buyer approves (machine, product, NinjaTrader version). */
export async function describeAuthorization(
  deps: Pick<DeviceFlowDeps, 'db'>,
  typed: string,
  language: Language,
  now = new Date(),
): Promise<DeviceAuthorization> {
  const row = await pendingAuthorization(deps.db, typed, now);
  const [product] = await deps.db.select().from(products).where(eq(products.id, row.productId));
  return {
    userCode: normaliseUserCode(typed)!,
    product: { id: product!.id, slug: product!.slug, name: localized(product!, 'name', language) },
    machineName: row.machineName,
    machineId: row.machineId,
    platformVersion: row.platformVersion,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Authorizations past their code's life, kept a day for the device's `expired_token`, then deleted. */
export async function deleteStaleAuthorizations(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(deviceAuthorizations)
    .where(sql`${deviceAuthorizations.expiresAt} < ${new Date(now.getTime() - 86_400_000)}`)
    .returning({ id: deviceAuthorizations.id });
  return deleted.length;
}
