import type { LicenceKeepBody, LicenceRequest } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import { isUniqueViolation } from '../../lib/db/errors';
import { licenceRequests, orderItems } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { LicenceDeps } from './deps';
import { buyerView, findLicence, keepUntil, toLicenceDto } from './queries';
import { ACTIVE_LICENCE_STATUSES } from './status';

/**
 * POST /api/licences/:id/keep (docs/rules/refunds.md): the buyer keeps a licence the partial-refund seat
 * default revoked, within the window, and releases instead one of their active licences of the same line, in
 * one transaction: the line's seat count never exceeds `quantity − refundedQuantity`.
 */
export async function keepLicence(
  deps: Pick<LicenceDeps, 'db' | 'config'>,
  user: AuthenticatedUser,
  id: string,
  body: LicenceKeepBody,
  language: Language,
): Promise<LicenceRequest> {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findLicence(tx, id, user.id);
      if (!row) throw notFound('license.notFound');
      const kept = row.request;
      if (kept.status !== 'revoked' || !kept.revokedFromStatus || !kept.orderItemId) {
        throw conflict('license.notKeepable');
      }
      if (!keepUntil(row)) throw conflict('license.keepWindowPassed');
      // The line is locked as a licence request locks it, so a request racing this swap is counted after it.
      await tx.select().from(orderItems).where(eq(orderItems.id, kept.orderItemId)).for('update');
      const [released] = await tx
        .update(licenceRequests)
        .set({ status: 'revoked', revokedByRefundId: null, revokedFromStatus: null })
        .where(
          and(
            eq(licenceRequests.id, body.releaseLicenceId),
            eq(licenceRequests.userId, user.id),
            eq(licenceRequests.orderItemId, kept.orderItemId),
            inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
          ),
        )
        .returning({ id: licenceRequests.id });
      if (!released) throw conflict('license.releaseNotEligible');
      // Conditional on the row still being the revoked one read above: a concurrent keep of it changes nothing.
      const [restored] = await tx
        .update(licenceRequests)
        .set({ status: kept.revokedFromStatus, revokedByRefundId: null, revokedFromStatus: null })
        .where(and(eq(licenceRequests.id, kept.id), eq(licenceRequests.status, 'revoked')))
        .returning({ id: licenceRequests.id });
      if (!restored) throw conflict('license.notKeepable');
    });
  } catch (error) {
    // Another active licence of the product holds the same MachineId-Name (the unique index of the schema).
    if (isUniqueViolation(error)) throw conflict('license.duplicate');
    throw error;
  }
  return buyerView(
    toLicenceDto((await findLicence(deps.db, id))!, language, deps.config.licences.moveCooldownHours),
  );
}
