import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { csvChunks } from '../../lib/csv';
import type { Executor } from '../../lib/db/client';
import { keysetBatches, mapBatches } from '../../lib/db/keyset';
import { queryRows } from '../../lib/db/raw';
import type { MaintenanceTaskRunner } from './context';

/** The link to an export lives an hour; the file stays in storage (under exports/) for later runs to list. */
const EXPORT_LINK_TTL_SECONDS = 3600;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `licence-requests-2026-11-23T20-15-04Z-1a2b3c.csv`: sortable, safe as a storage key and a file name, and
 * unique even for two exports in the same second (stored files are never overwritten).
 */
export const exportName = (now: Date) =>
  `licence-requests-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z-${randomBytes(3).toString('hex')}.csv`;

type LicenceRequestRow = {
  id: string;
  /** The creation time in full (microseconds), where the next batch starts. */
  cursorAt: string;
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
};

const HEADER = [
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
];

/** Every licence request, oldest first, read by keyset on (created_at, id) a batch at a time. */
function licenceRequestBatches(db: Executor, batchRows?: number) {
  return keysetBatches(
    (after: { createdAt: string; id: string } | undefined, limit) =>
      queryRows<LicenceRequestRow>(
        db,
        sql`SELECT r.id, r.created_at::text AS "cursorAt", r.created_at AS "createdAt", r.status, u.name, u.email, p.slug AS product,
                   r.order_id AS "orderId", r.machine_id AS "machineId", r.machine_name AS "machineName",
                   r.admin_notes AS notes, r.signed_at AS "signedAt", r.exported_at AS "exportedAt",
                   r.delivery_status AS delivery
            FROM license_requests r
            JOIN products p ON p.id = r.product_id
            LEFT JOIN users u ON u.id = r.user_id
            ${after ? sql`WHERE (r.created_at, r.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
            ORDER BY r.created_at, r.id
            LIMIT ${limit}`,
      ),
    (row) => ({ createdAt: row.cursorAt, id: row.id }),
    batchRows,
  );
}

/** How many rows the licence requests' export will hold. */
export async function countLicenceRequests(db: Executor): Promise<number> {
  const [row] = await queryRows<{ requests: number }>(
    db,
    sql`SELECT count(*)::int AS requests FROM license_requests`,
  );
  return row?.requests ?? 0;
}

/** The licence requests as CSV, written as they are read. */
export function licenceRequestsCsv(db: Executor, onRows?: (rows: number) => void, batchRows?: number) {
  const batches = mapBatches(licenceRequestBatches(db, batchRows), (row) => [
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
  ]);
  return csvChunks(HEADER, batches, onRows);
}

/**
 * exportLicenseRequests: every licence request as CSV (oldest first), streamed into storage under `exports/`
 * (one batch in memory at a time, whatever the count) and linked through a short-lived download link bound
 * to the admin who ran it.
 */
export const exportLicenseRequests: MaintenanceTaskRunner = async ({ deps, actor, report }) => {
  const name = exportName(new Date());
  const key = `exports/${name}`;
  let rows = 0;
  await deps.storage.putStream(
    key,
    licenceRequestsCsv(deps.db, (batch) => {
      rows += batch;
    }),
  );
  const stored = await deps.storage.stat(key);
  // Always the shop's own link, S3 storage included: a bucket's presigned URL would serve every customer's
  // name, e-mail and machine to whoever holds it for the hour; this one needs the admin's bearer token.
  const url = deps.signedUrls.createSignedUrl(key, EXPORT_LINK_TTL_SECONDS, name, actor.id);

  report.line('export.rows', { count: rows });
  report.line('export.stored', { key, bytes: stored?.size ?? 0 });
  report.line('export.link', { minutes: EXPORT_LINK_TTL_SECONDS / 60 });
  report.raw(url);
  return { after: { rows, key }, file: { name, url } };
};
