import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { currentUser } from '../../../lib/auth/plugin';
import { toCsv } from '../../../lib/csv';
import { queryRows } from '../../../lib/db/raw';
import type { MaintenanceTaskRunner } from './context';

/** The link to an export lives an hour; the file stays in storage (under exports/) for later runs to list. */
const EXPORT_LINK_TTL_SECONDS = 3600;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `licence-requests-2026-11-23T20-15-04Z-1a2b3c.csv`: sortable, safe as a storage key and a file name, and
 * unique even for two exports in the same second (stored files are never overwritten).
 */
const exportName = (now: Date) =>
  `licence-requests-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z-${randomBytes(3).toString('hex')}.csv`;

/**
 * exportLicenseRequests: every licence request as CSV (oldest first), stored under `exports/` and linked
 * through a short-lived download link bound to the admin who ran it.
 */
export const exportLicenseRequests: MaintenanceTaskRunner = async ({ app, request, report }) => {
  const rows = await queryRows<{
    id: string;
    createdAt: Date | string;
    status: string;
    name: string | null;
    email: string | null;
    product: string;
    orderId: string;
    machineId: string;
    machineName: string;
    notes: string | null;
    signedAt: Date | string | null;
    exportedAt: Date | string | null;
    delivery: string;
  }>(
    app.db,
    sql`SELECT r.id, r.created_at AS "createdAt", r.status, u.name, u.email, p.slug AS product,
               r.order_id AS "orderId", r.machine_id AS "machineId", r.machine_name AS "machineName",
               r.admin_notes AS notes, r.signed_at AS "signedAt", r.exported_at AS "exportedAt",
               r.delivery_status AS delivery
        FROM license_requests r
        JOIN products p ON p.id = r.product_id
        LEFT JOIN users u ON u.id = r.user_id
        ORDER BY r.created_at, r.id`,
  );
  const csv = toCsv(
    [
      'id',
      'createdAt',
      'status',
      'customerName',
      'customerEmail',
      'product',
      'orderId',
      'machineId',
      'machineName',
      'adminNotes',
      'signedAt',
      'exportedAt',
      'deliveryStatus',
    ],
    rows.map((row) => [
      row.id,
      iso(row.createdAt),
      row.status,
      row.name,
      row.email,
      row.product,
      row.orderId,
      row.machineId,
      row.machineName,
      row.notes,
      iso(row.signedAt),
      iso(row.exportedAt),
      row.delivery,
    ]),
  );
  const name = exportName(new Date());
  const key = `exports/${name}`;
  await app.storage.put(key, Buffer.from(csv, 'utf8'));
  const url = app.storage.presignedUrl
    ? await app.storage.presignedUrl(key, EXPORT_LINK_TTL_SECONDS, name)
    : app.signedUrls.createSignedUrl(key, EXPORT_LINK_TTL_SECONDS, name, currentUser(request).id);

  report.line('export.rows', { count: rows.length });
  report.line('export.stored', { key, bytes: Buffer.byteLength(csv, 'utf8') });
  report.line('export.link', { minutes: EXPORT_LINK_TTL_SECONDS / 60 });
  report.raw(url);
  return { after: { rows: rows.length, key }, file: { name, url } };
};
