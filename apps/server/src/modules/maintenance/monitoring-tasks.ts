import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/db/raw';
import { type ClientRow, liveLicenceStatusList, spentByCurrency, spentText } from './client-summary-export';
import type { MaintenanceTaskRunner } from './context';
import { MAX_LISTED_ROWS } from './report';

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** Billing is complete or empty by the customer's form rules: name, address, zip, city and country. */
const billingFields = sql`ARRAY[billing_name, billing_address, billing_zip, billing_city, billing_country]`;

/**
 * checkUsers: accounts without any order, accounts whose e-mail address was never verified, e-mail addresses
 * that differ only by letter case (or are not stored normalised), and half-filled billing details an invoice
 * could not use. Read-only; closed accounts are left out.
 */
export const checkUsers: MaintenanceTaskRunner = async ({ deps, report }) => {
  const [[totals], withoutOrders, unverified, duplicates, unnormalised, halfBilling] = await Promise.all([
    queryRows<{ users: number; admins: number; withoutOrders: number; unverified: number }>(
      deps.db,
      sql`SELECT count(*)::int AS users, (count(*) FILTER (WHERE is_admin))::int AS admins,
                 (count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id)))::int
                   AS "withoutOrders",
                 (count(*) FILTER (WHERE email_verified_at IS NULL))::int AS unverified
          FROM users u WHERE deleted_at IS NULL`,
    ),
    queryRows<{ name: string; email: string; createdAt: string }>(
      deps.db,
      sql`SELECT name, email, created_at AS "createdAt" FROM users u
          WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id)
          ORDER BY created_at DESC LIMIT ${MAX_LISTED_ROWS}`,
    ),
    queryRows<{ name: string; email: string; createdAt: string }>(
      deps.db,
      sql`SELECT name, email, created_at AS "createdAt" FROM users
          WHERE email_verified_at IS NULL AND deleted_at IS NULL
          ORDER BY created_at DESC LIMIT ${MAX_LISTED_ROWS}`,
    ),
    queryRows<{ email: string; accounts: number }>(
      deps.db,
      sql`SELECT lower(email) AS email, count(*)::int AS accounts FROM users
          GROUP BY lower(email) HAVING count(*) > 1 ORDER BY 1 LIMIT ${MAX_LISTED_ROWS}`,
    ),
    queryRows<{ name: string; email: string }>(
      deps.db,
      sql`SELECT name, email FROM users WHERE email <> lower(trim(email))
          ORDER BY created_at DESC LIMIT ${MAX_LISTED_ROWS}`,
    ),
    queryRows<{ name: string; email: string }>(
      deps.db,
      sql`SELECT name, email FROM users
          WHERE cardinality(array_remove(${billingFields}, NULL)) BETWEEN 1 AND 4
             OR EXISTS (SELECT 1 FROM unnest(${billingFields}) AS f WHERE f IS NOT NULL AND trim(f) = '')
          ORDER BY created_at DESC LIMIT ${MAX_LISTED_ROWS}`,
    ),
  ]);
  const {
    users = 0,
    admins = 0,
    withoutOrders: withoutOrdersTotal = 0,
    unverified: unverifiedTotal = 0,
  } = totals ?? {};
  report.line('users.totals', { users, admins });

  report.heading('users.withoutOrders', { count: withoutOrdersTotal });
  const header = [report.text('columns.name'), report.text('columns.email')];
  report.table(
    [...header, report.text('columns.createdAt')],
    withoutOrders.map((user) => [user.name, user.email, day(user.createdAt)]),
    withoutOrdersTotal,
  );

  report.heading('users.unverified', { count: unverifiedTotal });
  report.table(
    [...header, report.text('columns.createdAt')],
    unverified.map((user) => [user.name, user.email, day(user.createdAt)]),
    unverifiedTotal,
  );

  report.heading('users.duplicates', { count: duplicates.length });
  report.table(
    [report.text('columns.email'), report.text('columns.accounts')],
    duplicates.map((row) => [row.email, row.accounts]),
  );
  if (duplicates.length > 0) report.error('users.duplicatesError', { count: duplicates.length });

  report.heading('users.unnormalised', { count: unnormalised.length });
  report.table(
    header,
    unnormalised.map((user) => [user.name, user.email]),
  );

  report.heading('users.halfBilling', { count: halfBilling.length });
  report.table(
    header,
    halfBilling.map((user) => [user.name, user.email]),
  );
  return {
    after: {
      users,
      admins,
      withoutOrders: withoutOrdersTotal,
      unverified: unverifiedTotal,
      duplicates: duplicates.length,
      unnormalised: unnormalised.length,
      halfBilling: halfBilling.length,
    },
  };
};

/**
 * clientSummary: per customer, orders placed and paid (partially refunded ones included), amount spent net of
 * refunds (docs/rules/refunds.md), live licences; best customers first.
 */
export const clientSummary: MaintenanceTaskRunner = async ({ deps, report }) => {
  const [[totals], rows] = await Promise.all([
    queryRows<{ customers: number; buyers: number; spent_eur: string | number; spent_usd: string | number }>(
      deps.db,
      sql`SELECT count(DISTINCT user_id)::int AS customers,
                 (count(DISTINCT user_id) FILTER (WHERE is_paid))::int AS buyers, ${spentByCurrency}
          FROM orders`,
    ),
    queryRows<Omit<ClientRow, 'id'>>(
      deps.db,
      sql`SELECT u.name, u.email, o.orders, o.paid, o.spent_eur AS "spentEurCents", o.spent_usd AS "spentUsdCents",
                 coalesce(l.licences, 0)::int AS licences
          FROM (SELECT user_id, count(*)::int AS orders,
                       (count(*) FILTER (WHERE is_paid))::int AS paid, ${spentByCurrency}
                FROM orders GROUP BY user_id) o
          JOIN users u ON u.id = o.user_id
          LEFT JOIN (SELECT user_id, count(*) AS licences FROM license_requests
                     WHERE status IN ${liveLicenceStatusList} GROUP BY user_id) l ON l.user_id = o.user_id
          ORDER BY o.spent_eur DESC, o.spent_usd DESC, o.orders DESC, u.email
          LIMIT ${MAX_LISTED_ROWS}`,
    ),
  ]);
  const { customers = 0, buyers = 0 } = totals ?? {};
  const spent = {
    spentEurCents: Number(totals?.spent_eur ?? 0),
    spentUsdCents: Number(totals?.spent_usd ?? 0),
  };
  report.line('clients.totals', { customers, buyers, spent: spentText(spent, report.language) });
  report.heading('clients.title');
  report.table(
    (['name', 'email', 'orders', 'paid', 'spent', 'licences'] as const).map((column) =>
      report.text(`columns.${column}`),
    ),
    rows.map((row) => [
      row.name,
      row.email,
      row.orders,
      row.paid,
      spentText(row, report.language),
      row.licences,
    ]),
    customers,
  );
  return { after: { customers, buyers, ...spent } };
};

/** listLicenseRequests: how many requests each status holds, the oldest waiting one, the latest requests. */
export const listLicenseRequests: MaintenanceTaskRunner = async ({ deps, report }) => {
  const name = report.language === 'fr' ? sql`p.name_fr` : sql`p.name_en`;
  const [byStatus, latest] = await Promise.all([
    queryRows<{ status: string; requests: number; oldest: string }>(
      deps.db,
      sql`SELECT status, count(*)::int AS requests, min(created_at) AS oldest
          FROM license_requests GROUP BY status ORDER BY status`,
    ),
    queryRows<{
      createdAt: string;
      status: string;
      email: string | null;
      product: string;
      machine: string;
      notes: string | null;
    }>(
      deps.db,
      sql`SELECT r.created_at AS "createdAt", r.status, u.email, ${name} AS product,
                 r.machine_id_name AS machine, r.admin_notes AS notes
          FROM license_requests r
          JOIN products p ON p.id = r.product_id
          LEFT JOIN users u ON u.id = r.user_id
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${MAX_LISTED_ROWS}`,
    ),
  ]);
  const total = byStatus.reduce((sum, row) => sum + row.requests, 0);
  report.line('licences.total', { count: total });
  const pending = byStatus.find((row) => row.status === 'pending');
  if (pending) report.line('licences.oldestPending', { day: day(pending.oldest), count: pending.requests });

  report.heading('licences.byStatus');
  report.table(
    [report.text('columns.status'), report.text('columns.requests')],
    byStatus.map((row) => [row.status, row.requests]),
  );
  report.heading('licences.latest');
  report.table(
    (['createdAt', 'status', 'email', 'product', 'machine', 'notes'] as const).map((column) =>
      report.text(`columns.${column}`),
    ),
    latest.map((row) => [
      day(row.createdAt),
      row.status,
      row.email ?? report.text('unknownUser'),
      row.product,
      row.machine,
      row.notes ?? '',
    ]),
    total,
  );
  return {
    after: { total, byStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.requests])) },
  };
};
