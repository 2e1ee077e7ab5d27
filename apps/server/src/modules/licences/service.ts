import {
  checkMachineIdName,
  type LicenceFileResponse,
  type LicenceRequest,
  type LicenceRequestBody,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import type { Transaction } from '../../lib/db/client';
import { isUniqueViolation } from '../../lib/db/errors';
import { licenceRequests, orderItems, orders } from '../../lib/db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { adminRequestMails } from './alerts';
import type { ApprovalDeps, LicenceDeps } from './deps';
import { releaseMachinesBeyondSeats } from './device/refund-release';
import { lockSeatPool, refuseWhenSeatsFull, type SeatPoolDeps } from './device/seat-pool';
import { activateLicence, currentLicenceFile, licenceFileName, lockLicence } from './issuance';
import { type LicenceEventDeps, recordLicenceEvents } from './licence-events';
import { buyerLicenceMail, licenceMailRow } from './mails';
import { refuseMoveInCooldown } from './move-rule';
import {
  activeLicenceOnMachine,
  buyerView,
  findLicence,
  type LicenceRow,
  movedAtOf,
  selectLicences,
  toLicenceDto,
} from './queries';
import { licenceRefused, licenceRequestRefusals } from './requestable';
import { ACTIVE_LICENCE_STATUSES, isLive } from './status';
import { needsFreshFile } from './terms';

const LICENCE_LINK_TTL_SECONDS = 5 * 60;

/**
 * Revokes every active licence (and pending request) of an order, then frees the seat machines beyond the
 * seats the buyer keeps (`releaseMachinesBeyondSeats`); each revoked licence is a `licence.revoked` event.
 * Returns how many licences changed. A lease period's
 * licence is the leases module's (`LeasePeriods`, called beside this by the order lifecycle).
 */
export async function revokeOrderLicences(
  deps: SeatPoolDeps & LicenceEventDeps,
  tx: Transaction,
  orderId: string,
  refundId: string | null,
): Promise<number> {
  const revoked = await tx
    .update(licenceRequests)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(licenceRequests.orderId, orderId),
        inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
      ),
    )
    .returning({ id: licenceRequests.id });
  await recordLicenceEvents(
    deps,
    tx,
    'licence.revoked',
    revoked.map((row) => row.id),
    new Date(),
  );
  await releaseMachinesBeyondSeats(deps, tx, orderId, refundId);
  return revoked.length;
}

/** The licence a move replaces: the caller's, live, without another pending move, and out of its cooldown. */
async function checkMove(
  deps: Pick<LicenceDeps, 'config'>,
  tx: Transaction,
  userId: string,
  replacesId: string,
  orderItemId: string,
  language: Language,
): Promise<LicenceRow> {
  const [replaced] = await tx
    .select()
    .from(licenceRequests)
    .where(and(eq(licenceRequests.id, replacesId), eq(licenceRequests.userId, userId)))
    .for('update');
  if (!replaced) throw notFound('license.notFound');
  if (replaced.orderItemId !== orderItemId) throw badRequest('license.productNotInOrder');
  if (!isLive(replaced.status)) throw conflict('license.notMovable');
  const [pendingMove] = await tx
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(and(eq(licenceRequests.replacesId, replaced.id), eq(licenceRequests.status, 'pending')));
  if (pendingMove) throw conflict('license.movePending');
  refuseMoveInCooldown(deps, movedAtOf(replaced), language);
  return replaced;
}

/**
 * POST /api/license/request: every rule of docs/rules/licences.md (the text's own rules ran in the schema), then
 * the caller's order holding the product and the line's own rules (`licenceRequestRefusals`: paid, not upgraded
 * away, a seat left). A move (`replacesId`) takes the replaced licence's seat instead of a new one.
 */
export async function requestLicence(
  deps: ApprovalDeps & Pick<LicenceDeps, 'db'>,
  user: AuthenticatedUser,
  body: LicenceRequestBody,
  language: Language,
): Promise<LicenceRequest> {
  const check = checkMachineIdName(body.machineIdName);
  if (!check.valid) throw badRequest(`license.validation.${check.issue}`);
  const machineIdName = `${check.machineId}-${check.name}`;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, body.orderId));
      if (!order || order.userId !== user.id) throw notFound('license.orderNotFound');
      // The line is locked so two requests racing for the last seat are counted one after the other.
      const [item] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, body.productId)))
        .for('update');
      if (!item) throw badRequest('license.productNotInOrder');
      // The rule the purchases list offers the button by (`licenceRequestable`, docs/rules/entitlements.md).
      const refusal = (await licenceRequestRefusals(tx, [{ line: item, order }])).get(item.id);
      // A move takes the replaced licence's seat instead of a new one: only a full line is not its refusal.
      const moveOnFullLine = body.replacesId && refusal?.code === 'license.quotaReached';
      if (refusal && !moveOnFullLine) throw licenceRefused(refusal);
      if (body.replacesId) await checkMove(deps, tx, user.id, body.replacesId, item.id, language);
      const duplicate = await activeLicenceOnMachine(tx, {
        userId: user.id,
        productId: body.productId,
        machineId: check.machineId,
      });
      if (duplicate) throw conflict('license.duplicate');
      // A new machine takes a place of the seats the indicator's sign-ins share (docs/rules/seats.md).
      if (!body.replacesId) {
        const holder = { userId: user.id, productId: body.productId, machineId: check.machineId };
        await lockSeatPool(tx, holder.userId, holder.productId);
        await refuseWhenSeatsFull(deps, tx, holder, language);
      }
      const autoApprove = Boolean(body.replacesId) && deps.config.licences.autoApproveMoves;
      const [created] = await tx
        .insert(licenceRequests)
        .values({
          userId: user.id,
          productId: body.productId,
          orderId: order.id,
          orderItemId: item.id,
          machineId: check.machineId,
          machineName: check.name,
          machineIdName,
          replacesId: body.replacesId ?? null,
          status: autoApprove ? 'approved' : 'pending',
        })
        .returning({ id: licenceRequests.id });
      if (autoApprove) await activateLicence(deps, tx, created!.id);
      // The success message promises the buyer a confirmation; admins hear of a request awaiting them as they chose.
      const row = (await licenceMailRow(tx, created!.id))!;
      const buyerMail = await buyerLicenceMail(deps, row, autoApprove ? 'approved' : 'requested');
      const adminMails = autoApprove ? [] : await adminRequestMails(deps, tx, row);
      await deps.mail.enqueueAll([...(buyerMail ? [buyerMail] : []), ...adminMails], tx);
      return created!.id;
    });
    return buyerView(
      toLicenceDto((await findLicence(deps.db, id))!, language, deps.config.licences.moveCooldownHours),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('license.duplicate');
    throw error;
  }
}

/** GET /api/license/my-requests: the caller's requests, newest first, in one query. */
export async function listMyLicences(
  deps: Pick<LicenceDeps, 'db' | 'config'>,
  userId: string,
  language: Language,
): Promise<LicenceRequest[]> {
  const rows = await selectLicences(deps.db, eq(licenceRequests.userId, userId));
  return rows.map((row) => buyerView(toLicenceDto(row, language, deps.config.licences.moveCooldownHours)));
}

/**
 * A 5-minute signed link, usable only with the caller's bearer, to a live licence's file, for its owner or an
 * admin. A stored file that has
 * expired or nears its end is signed again first (under the row's lock, the status checked again), so a
 * still-entitled buyer downloads a file that lasts.
 */
export async function licenceFileLink(
  deps: Pick<LicenceDeps, 'db' | 'config' | 'signer' | 'storage' | 'signedUrls'>,
  user: AuthenticatedUser,
  id: string,
): Promise<LicenceFileResponse> {
  const row = await findLicence(deps.db, id, user.isAdmin ? undefined : user.id);
  if (!row) throw notFound('license.notFound');
  if (!row.request.licenceFileKey || !isLive(row.request.status)) throw conflict('license.notSigned');
  let fileKey = row.request.licenceFileKey;
  if (needsFreshFile(row.request.expiresAt, deps.config.licences.fileValidityDays)) {
    fileKey = await deps.db.transaction(async (tx) => {
      const locked = await lockLicence(tx, id);
      if (!locked?.request.licenceFileKey || !isLive(locked.request.status))
        throw conflict('license.notSigned');
      return (await currentLicenceFile(deps, tx, locked)).fileKey;
    });
  }
  const fileName = licenceFileName(row);
  return {
    // Bound to the caller (the buyer, or the admin who asked), as zip links are: the file carries the buyer's
    // e-mail and order, and obtains fresh files from the refresh and validate routes.
    licenseUrl: deps.signedUrls.createSignedUrl(fileKey, LICENCE_LINK_TTL_SECONDS, fileName, user.id),
    fileName,
  };
}
