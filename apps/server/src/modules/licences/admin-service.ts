import type {
  AdminLicenceList,
  AdminLicenceListQuery,
  AdminLicenceUpdate,
  LicenceRequest,
  LicenceStatus,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { isUniqueViolation } from '../../lib/db/errors';
import { licenceRequests } from '../../lib/db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { countUpTo, exactTotal, paginationOf } from '../../lib/pagination';
import { readListPage, statsTotals } from '../stats';
import type { ApprovalDeps, ExportDeps, LicenceDeps } from './deps';
import { activateLicence } from './issuance';
import { recordLicenceEvents } from './licence-events';
import { type BuyerLicenceMail, queueBuyerLicenceMail } from './mails';
import { findLicence, selectLicences, toLicenceDto } from './queries';
import { isLive } from './status';

const dto =
  (deps: Pick<LicenceDeps, 'config'>, language: Language) => (row: Parameters<typeof toLicenceDto>[0]) =>
    toLicenceDto(row, language, deps.config.licences.moveCooldownHours);

/**
 * GET /api/admin/license-requests: a page (20 by default) of every request, newest first, optionally of one
 * status. The whole list's total and deep pages come from the maintained summary; a status counts up to the
 * cap ("more than 1,000").
 */
export async function adminListLicences(
  deps: Pick<LicenceDeps, 'db' | 'config'>,
  query: AdminLicenceListQuery,
  language: Language,
): Promise<AdminLicenceList> {
  const where = query.status && query.status !== 'all' ? eq(licenceRequests.status, query.status) : undefined;
  const total = where
    ? await countUpTo(deps.db, licenceRequests, where)
    : exactTotal((await statsTotals(deps.db)).licenceRequests);
  const seek = where
    ? undefined
    : { counter: 'licence_requests' as const, createdAt: licenceRequests.createdAt };
  const rows = await readListPage(deps.db, query, total, seek, (page) =>
    selectLicences(deps.db, page.where ?? where, page),
  );
  return { licenseRequests: rows.map(dto(deps, language)), pagination: paginationOf(query, total) };
}

/** The buyer's e-mail when an admin moves a request to a status (an export's own e-mail carries the file). */
const BUYER_MAIL_ON: Partial<Record<LicenceStatus, BuyerLicenceMail>> = {
  approved: 'approved',
  exported: 'approved',
  rejected: 'rejected',
};

/** What an admin write changed, for the audit log. */
export interface LicenceChange {
  before: { status: string; adminNotes: string | null };
  after: LicenceRequest;
}

/** Records an admin write in the audit log, inside the write's transaction. */
export type LicenceAudit = (tx: Transaction, change: LicenceChange) => Promise<void>;

/**
 * PUT /api/admin/license-requests/:id: any status from any other (docs/rules/licences.md). A live status signs
 * the licence (once) and completes a move; a status clash with another active licence answers duplicate.
 */
export async function adminUpdateLicence(
  deps: ApprovalDeps & Pick<LicenceDeps, 'db'>,
  id: string,
  body: AdminLicenceUpdate,
  language: Language,
  audit: LicenceAudit,
): Promise<LicenceRequest> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findLicence(tx, id);
      if (!before) throw notFound('license.notFound');
      const notes = body.adminNotes !== undefined ? body.adminNotes : before.request.adminNotes;
      // The note is the reason the buyer reads with a rejection (list and e-mail): a rejection needs one.
      if (body.status === 'rejected' && !notes?.trim()) throw badRequest('license.reasonRequired');
      await tx
        .update(licenceRequests)
        .set({
          status: body.status,
          ...(body.adminNotes !== undefined ? { adminNotes: body.adminNotes || null } : {}),
          // The admin's status replaces the refund default's: the buyer can no longer keep the licence instead.
          ...(body.status !== before.request.status
            ? { revokedByRefundId: null, revokedFromStatus: null }
            : {}),
        })
        .where(eq(licenceRequests.id, id));
      if (isLive(body.status)) await activateLicence(deps, tx, id);
      if (body.status === 'revoked' && before.request.status !== 'revoked') {
        await recordLicenceEvents(deps, tx, 'licence.revoked', [id], new Date());
      }
      const mail = body.status !== before.request.status ? BUYER_MAIL_ON[body.status] : undefined;
      if (mail) await queueBuyerLicenceMail(deps, tx, mail, id);
      const after = dto(deps, language)((await findLicence(tx, id))!);
      await audit(tx, {
        before: { status: before.request.status, adminNotes: before.request.adminNotes },
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('license.duplicate');
    throw error;
  }
}

/**
 * POST /api/admin/license-requests/:id/export: signs (once), marks exported and hands the licence to every
 * exporter (e-mail, and the HTTP delivery queue when configured). Calling it again resends.
 */
export async function adminExportLicence(
  deps: ExportDeps,
  id: string,
  language: Language,
  audit: LicenceAudit,
): Promise<LicenceRequest> {
  const result = await deps.db.transaction(async (tx) => {
    const before = await findLicence(tx, id);
    if (!before) throw notFound('license.notFound');
    if (['rejected', 'replaced', 'revoked'].includes(before.request.status)) {
      throw conflict('license.notExportable');
    }
    await tx
      .update(licenceRequests)
      .set({ status: 'exported', exportedAt: new Date() })
      .where(eq(licenceRequests.id, id));
    const licence = await activateLicence(deps, tx, id);
    for (const exporter of deps.exporters) await exporter.export(tx, licence);
    const after = dto(deps, language)((await findLicence(tx, id))!);
    await audit(tx, {
      before: { status: before.request.status, adminNotes: before.request.adminNotes },
      after,
    });
    return after;
  });
  deps.kick();
  return result;
}
