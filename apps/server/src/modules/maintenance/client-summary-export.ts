import { formatMoney, liveLicenceStatuses, money, toMajorUnits } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { csvChunks } from '../../lib/csv';
import type { Executor } from '../../lib/db/client';
import { keysetBatches, mapBatches } from '../../lib/db/keyset';
import { queryRows } from '../../lib/db/raw';

/** Licence requests that hold a live licence (docs/rules/licences.md), as an SQL list. */
export const liveLicenceStatusList = sql`(${sql.join(
  liveLicenceStatuses.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** A customer's line in the client summary (the task's table and the export): spent per currency, never added. */
export type ClientRow = {
  id: string;
  name: string;
  email: string;
  orders: number;
  paid: number;
  spentEurCents: string | number;
  spentUsdCents: string | number;
  licences: number;
};

/** What paid orders brought, net of refunds, in each currency apart (docs/rules/currencies.md): SQL columns. */
export const spentByCurrency = sql`
  coalesce(sum(total_cents - refunded_cents) FILTER (WHERE is_paid AND currency = 'eur'), 0)::bigint AS spent_eur,
  coalesce(sum(total_cents - refunded_cents) FILTER (WHERE is_paid AND currency = 'usd'), 0)::bigint AS spent_usd`;

/** Spent as people read it: euros, and dollars beside them when there are any (`120,00 € · 40,50 $US`). */
export function spentText(
  row: Pick<ClientRow, 'spentEurCents' | 'spentUsdCents'>,
  language: Language,
): string {
  const amounts = [money(Number(row.spentEurCents), 'eur')];
  if (Number(row.spentUsdCents) !== 0) amounts.push(money(Number(row.spentUsdCents), 'usd'));
  return amounts.map((amount) => formatMoney(amount, language, { plainSpaces: true })).join(' · ');
}

/** How many customers the export will list: every one who placed an order. */
export async function countClients(db: Executor): Promise<number> {
  const [row] = await queryRows<{ clients: number }>(
    db,
    sql`SELECT count(DISTINCT user_id)::int AS clients FROM orders`,
  );
  return row?.clients ?? 0;
}

/**
 * Every customer who placed an order, with what the `clientSummary` task shows for the best ones (orders,
 * paid, spent net of refunds, live licences), by account id: a keyset on users' primary key, each customer's
 * figures read through the orders' and licence requests' user indexes, so no batch sorts the whole history.
 */
export function clientSummaryCsv(db: Executor, batchRows?: number): AsyncGenerator<string> {
  const batches = keysetBatches(
    (after: string | undefined, limit) =>
      queryRows<ClientRow>(
        db,
        sql`SELECT u.id, u.name, u.email, o.orders, o.paid, o.spent_eur AS "spentEurCents",
                   o.spent_usd AS "spentUsdCents", l.licences
            FROM users u
            CROSS JOIN LATERAL (
              SELECT count(*)::int AS orders, (count(*) FILTER (WHERE is_paid))::int AS paid, ${spentByCurrency}
              FROM orders WHERE user_id = u.id) o
            CROSS JOIN LATERAL (
              SELECT count(*)::int AS licences FROM license_requests
              WHERE user_id = u.id AND status IN ${liveLicenceStatusList}) l
            WHERE o.orders > 0 ${after ? sql`AND u.id > ${after}::uuid` : sql``}
            ORDER BY u.id
            LIMIT ${limit}`,
      ),
    (row) => row.id,
    batchRows,
  );
  return csvChunks(
    ['customerId', 'name', 'email', 'orders', 'paidOrders', 'spentEur', 'spentUsd', 'liveLicences'],
    mapBatches(batches, (row) => [
      row.id,
      row.name,
      row.email,
      row.orders,
      row.paid,
      toMajorUnits(money(Number(row.spentEurCents), 'eur')).toFixed(2),
      toMajorUnits(money(Number(row.spentUsdCents), 'usd')).toFixed(2),
      row.licences,
    ]),
  );
}
