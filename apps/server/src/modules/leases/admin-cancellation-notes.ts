import {
  ADMIN_CANCELLATION_NOTES_PAGE,
  type AdminCancellationNotes,
  type AdminCancellationNotesQuery,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { leaseCancellations, products } from '../../lib/db/schema';
import { pageWindow, paginationOf } from '../../lib/pagination';

/**
 * GET /api/admin/subscriptions/cancellation-notes (docs/rules/leases.md): the free text buyers wrote in the
 * cancel dialog, with its product, reason and the offer's answer, newest first, 20 a page. Dialogs without a
 * note are left out: their reasons are counted beside the offers.
 */
export async function adminCancellationNotes(
  db: Executor,
  query: AdminCancellationNotesQuery,
  language: Language,
): Promise<AdminCancellationNotes> {
  const page = { page: query.page, limit: ADMIN_CANCELLATION_NOTES_PAGE };
  const { offset, limit } = pageWindow(page);
  const withNote = isNotNull(leaseCancellations.note);
  const [rows, [total]] = await Promise.all([
    db
      .select({ cancellation: leaseCancellations, product: products })
      .from(leaseCancellations)
      .innerJoin(products, eq(products.id, leaseCancellations.productId))
      .where(withNote)
      .orderBy(desc(leaseCancellations.createdAt), desc(leaseCancellations.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(leaseCancellations).where(withNote),
  ]);
  return {
    notes: rows.map(({ cancellation, product }) => ({
      _id: cancellation.id,
      productName: localized(product, 'name', language),
      reason: cancellation.reason ?? 'none',
      note: cancellation.note ?? '',
      offer: cancellation.offer,
      accepted: cancellation.accepted,
      createdAt: cancellation.createdAt.toISOString(),
    })),
    pagination: paginationOf(page, total?.value ?? 0),
  };
}
