import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/lib/db/raw';
import { foldStatsChanges, type RevenueGroup, revenueGroups } from '../../src/modules/stats';
import type { OrderWorld } from './order-model-world';

type Group = Omit<RevenueGroup, 'kind' | 'currency'> & { currency: string };

/** A group as one comparable line, its key first. */
const line = (group: Group) =>
  [
    group.currency,
    group.couponCode,
    group.vatCountry,
    group.vatRateBps,
    group.reverseCharge,
    group.entries,
    group.grossCents,
    group.refundedCents,
    group.discountCents,
    group.netCents,
    group.vatCents,
  ].join(' ');

const lines = (groups: Group[]) => groups.map(line).sort();

/** The revenue groups added up afresh from every order and invoice: what the summary must hold. */
async function freshGroups(world: OrderWorld): Promise<{ order: string[]; invoice: string[] }> {
  const db = world.app.db;
  const number = (row: Record<string, unknown>, key: string) => Number(row[key]);
  const orderRows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT currency, upper(coalesce(coupon_code, '')) AS code, count(*) AS entries, sum(total_cents) AS gross,
               sum(refunded_cents) AS refunded, sum(discount_cents) AS discount
        FROM orders WHERE is_paid GROUP BY 1, 2`,
  );
  const invoiceRows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT o.currency, coalesce(o.vat_country, 'FR') AS country, i.vat_rate_bps AS rate, o.reverse_charge AS reverse,
               count(*) AS entries, sum(i.gross_cents) AS gross, sum(i.net_cents) AS net, sum(i.vat_cents) AS vat
        FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.is_paid GROUP BY 1, 2, 3, 4`,
  );
  const zero = {
    couponCode: '',
    vatCountry: '',
    vatRateBps: 0,
    reverseCharge: false,
    netCents: 0,
    vatCents: 0,
  };
  return {
    order: lines(
      orderRows.map((row) => ({
        ...zero,
        currency: String(row.currency),
        couponCode: String(row.code),
        entries: number(row, 'entries'),
        grossCents: number(row, 'gross'),
        refundedCents: number(row, 'refunded'),
        discountCents: number(row, 'discount'),
      })),
    ),
    invoice: lines(
      invoiceRows.map((row) => ({
        ...zero,
        currency: String(row.currency),
        vatCountry: String(row.country),
        vatRateBps: number(row, 'rate'),
        reverseCharge: row.reverse === true,
        entries: number(row, 'entries'),
        grossCents: number(row, 'gross'),
        refundedCents: 0,
        discountCents: 0,
        netCents: number(row, 'net'),
        vatCents: number(row, 'vat'),
      })),
    ),
  };
}

/**
 * 8. The dashboard's maintained revenue summary (by currency, coupon and VAT) holds what the orders and invoices
 * add up to afresh, both before and after its appended changes are folded in.
 */
export async function revenueSummaryMatches(world: OrderWorld): Promise<string[]> {
  const fresh = await freshGroups(world);
  const problems: string[] = [];
  for (const moment of ['before folding', 'after folding']) {
    if (moment === 'after folding') await foldStatsChanges(world.app.db);
    const groups = await revenueGroups(world.app.db);
    for (const kind of ['order', 'invoice'] as const) {
      const kept = lines(groups.filter((group) => group.kind === kind));
      if (kept.join('\n') !== fresh[kind].join('\n'))
        problems.push(
          `${kind} groups ${moment}: kept [${kept.join('; ')}], orders add up to [${fresh[kind].join('; ')}]`,
        );
    }
  }
  return problems;
}
