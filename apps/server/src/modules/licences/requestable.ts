import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { licenceRequests, orderItems, type orders } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { lineSeats, type Refusal } from '../entitlements';
import { ACTIVE_LICENCE_STATUSES } from './status';

/** A purchased line a buyer may ask a licence for, with its order. */
export interface LicenceSource {
  line: Pick<
    typeof orderItems.$inferSelect,
    'id' | 'quantity' | 'refundedQuantity' | 'creditedItemId' | 'upgradedAt'
  >;
  order: Pick<typeof orders.$inferSelect, 'isPaid' | 'subscriptionId'>;
}

/**
 * `licenceRequestable` (docs/rules/entitlements.md, licences.md): why a new licence of each of these lines would
 * be refused now, null when `POST /api/license/request` accepts one. The route refuses with this answer and the
 * purchases list tells the customer area, so the indicators tab offers "Get a licence" only then. The line's
 * order must be paid and not a lease's period (a lease has its own licence); the line not upgraded away and
 * not a bundle's own line (its contained lines hold the seats); and a seat left (`lineSeats`: units not given
 * back, none for an indicator a bundle took credit for) beyond the line's active licences.
 */
export async function licenceRequestRefusals(
  db: Executor,
  sources: readonly LicenceSource[],
): Promise<Map<string, Refusal | null>> {
  const answers = new Map<string, Refusal | null>();
  if (sources.length === 0) return answers;
  const active = sql.join(
    ACTIVE_LICENCE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // One query for any number of lines: the purchases list reads it for every line at once.
  const rows = await db
    .select({
      id: orderItems.id,
      // A one-table select names its columns bare, so the outer line is named by its table here.
      taken:
        sql<number>`(select count(*) from ${licenceRequests} as held where held.order_item_id = ${orderItems}.id and held.status in (${active}))`.mapWith(
          Number,
        ),
      ownsContents: sql<boolean>`exists (select 1 from ${orderItems} as contained where contained.bundle_item_id = ${orderItems}.id)`,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        sources.map(({ line }) => line.id),
      ),
    );
  const facts = new Map(rows.map((row) => [row.id, row]));
  for (const { line, order } of sources) {
    const seats = lineSeats(line);
    const fact = facts.get(line.id);
    let refusal: Refusal | null = null;
    if (order.subscriptionId) refusal = { code: 'license.orderNotFound' };
    else if (!order.isPaid) refusal = { code: 'license.orderNotPaid' };
    else if (line.upgradedAt || fact?.ownsContents) refusal = { code: 'license.productNotInOrder' };
    else if ((fact?.taken ?? 0) >= seats)
      refusal = { code: 'license.quotaReached', params: { quantity: seats } };
    answers.set(line.id, refusal);
  }
  return answers;
}

const STATUS: Partial<Record<Refusal['code'], number>> = {
  'license.orderNotFound': 404,
  'license.orderNotPaid': 403,
  'license.quotaReached': 409,
};

/** The translated error the licence request answers for a refusal. */
export const licenceRefused = (refusal: Refusal) =>
  new AppError(STATUS[refusal.code] ?? 400, refusal.code, refusal.params);
