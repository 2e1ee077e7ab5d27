import type { Currency } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';

/**
 * One group of the maintained revenue summary (migration 0040): `order` groups are granting orders by currency
 * and coupon code ('' for none); `invoice` groups are their invoices by currency, VAT country, rate and reverse
 * charge. Amounts in integer cents of the group's currency.
 */
export interface RevenueGroup {
  kind: 'order' | 'invoice';
  currency: Currency;
  couponCode: string;
  vatCountry: string;
  vatRateBps: number;
  reverseCharge: boolean;
  /** Orders (`order` groups) or invoices (`invoice` groups). */
  entries: number;
  grossCents: number;
  refundedCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
}

const KEY_COLUMNS = 'kind, currency, coupon_code, vat_country, vat_rate_bps, reverse_charge';
const KEY = sql.raw(KEY_COLUMNS);
const MEASURES = ['entries', 'gross_cents', 'refunded_cents', 'discount_cents', 'net_cents', 'vat_cents'];

/** Moves the appended revenue changes into their groups; run by `foldStatsChanges` under its lock. */
export async function foldRevenueChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    WITH folded AS (DELETE FROM admin_revenue_changes RETURNING *)
    INSERT INTO admin_revenue AS r (${KEY}, ${sql.raw(MEASURES.join(', '))})
    SELECT ${KEY}, ${sql.raw(MEASURES.map((m) => `sum(${m})`).join(', '))}
    FROM folded GROUP BY ${KEY}
    ON CONFLICT ON CONSTRAINT admin_revenue_pk DO UPDATE SET
      ${sql.raw(MEASURES.map((m) => `${m} = r.${m} + excluded.${m}`).join(', '))}`);
}

/**
 * Every group that holds something, of both kinds, the folded rows and the changes appended since added
 * together (exact even while another reader folds).
 */
export async function revenueGroups(db: Executor): Promise<RevenueGroup[]> {
  const columns = sql.raw(`${KEY_COLUMNS}, ${MEASURES.join(', ')}`);
  const rows = await queryRows<Record<string, string | number | boolean>>(
    db,
    sql`SELECT ${KEY}, ${sql.raw(MEASURES.map((m) => `sum(${m})::bigint AS ${m}`).join(', '))}
        FROM (SELECT ${columns} FROM admin_revenue
              UNION ALL
              SELECT ${columns} FROM admin_revenue_changes) AS groups
        GROUP BY ${KEY}
        HAVING sum(entries) <> 0`,
  );
  return rows.map((row) => ({
    kind: row.kind === 'invoice' ? 'invoice' : 'order',
    currency: row.currency as Currency,
    couponCode: String(row.coupon_code),
    vatCountry: String(row.vat_country),
    vatRateBps: Number(row.vat_rate_bps),
    reverseCharge: row.reverse_charge === true,
    entries: Number(row.entries),
    grossCents: Number(row.gross_cents),
    refundedCents: Number(row.refunded_cents),
    discountCents: Number(row.discount_cents),
    netCents: Number(row.net_cents),
    vatCents: Number(row.vat_cents),
  }));
}
