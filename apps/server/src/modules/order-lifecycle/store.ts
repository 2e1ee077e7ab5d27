import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { orders, users } from '../../lib/db/schema';
import type { OrderRow } from '../orders';
import { grantingStates, type LifecycleState, type OrderStatus } from './transitions';

/** The status column a state is stored as: `unmarked` is an unpaid order, `pending` to the API. */
export const statusOf = (state: LifecycleState): OrderStatus => (state === 'unmarked' ? 'pending' : state);

/** States that keep the payment date: the order was paid once, and its refunds count from it. */
const keepsPaidAt: readonly LifecycleState[] = ['refunded', 'partially_refunded', 'cancelled', 'unmarked'];

/** Pending orders an admin has not unmarked: the only ones a checkout clean-up or reconciliation may touch. */
export const awaitingPayment = (): SQL => and(eq(orders.status, 'pending'), isNull(orders.unmarkedAt))!;

/** Locks orders in id order (so two transactions sharing orders never wait on each other in a cycle). */
export async function lockOrders(tx: Transaction, ids: readonly string[]): Promise<Map<string, OrderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(orders.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  return (await lockOrders(tx, [id])).get(id);
}

/** Columns that travel with a move. */
export interface MoveDetails {
  paidAt?: Date;
  /** Each order's payment intent when the provider paid it (kept when already known). */
  paymentIntents?: ReadonlyMap<string, string | null>;
  refundedCents?: number;
}

/**
 * Writes state `to` on orders the caller has locked: the one statement in the server that sets
 * `orders.status`. `isPaid`, `paidAt` and `unmarkedAt` follow the state, so their readers never disagree
 * with it; an order paid once keeps the date it was paid on.
 */
export async function writeState(
  db: Executor,
  ids: readonly string[],
  to: LifecycleState,
  details: MoveDetails = {},
): Promise<void> {
  if (ids.length === 0) return;
  const paidAt =
    to === 'paid'
      ? {
          paidAt: sql`coalesce(${orders.paidAt}, ${(details.paidAt ?? new Date()).toISOString()}::timestamptz)`,
          ...exchangeRateOnPayment,
        }
      : keepsPaidAt.includes(to)
        ? {}
        : { paidAt: null };
  await db
    .update(orders)
    .set({
      status: statusOf(to),
      isPaid: grantingStates.includes(to),
      unmarkedAt: to === 'unmarked' ? sql`coalesce(${orders.unmarkedAt}, now())` : null,
      ...paidAt,
      ...(details.paymentIntents
        ? { stripePaymentIntentId: paymentIntentOfEach(details.paymentIntents) }
        : {}),
      ...(details.refundedCents === undefined ? {} : { refundedCents: details.refundedCents }),
      updatedAt: sql`now()`,
    })
    .where(inArray(orders.id, [...ids]));
}

/**
 * A dollar order records the admin-set exchange rate the first time it is paid (docs/rules/currencies.md): its
 * invoice states the VAT in euros at that rate, whatever the rate becomes later. Euro orders record none.
 */
const rateColumn = (column: 'eur_per_usd_micros' | 'rate_date') =>
  sql.raw(`(select ${column} from exchange_rate where id = 1)`);
const exchangeRateOnPayment = {
  eurPerUsdMicros: sql`case when ${orders.currency} = 'usd' then coalesce(${orders.eurPerUsdMicros}, ${rateColumn('eur_per_usd_micros')}) end`,
  exchangeRateDate: sql`case when ${orders.currency} = 'usd' then coalesce(${orders.exchangeRateDate}, ${rateColumn('rate_date')}) end`,
};

/** The payment intent column of each order, in one update: the provider's when given, else the one known. */
function paymentIntentOfEach(intents: ReadonlyMap<string, string | null>): SQL {
  const known = [...intents].filter(([, intent]) => intent !== null);
  if (known.length === 0) return sql`${orders.stripePaymentIntentId}`;
  return sql`coalesce(${orders.stripePaymentIntentId}, case ${orders.id} ${sql.join(
    known.map(([orderId, intent]) => sql`when ${orderId}::uuid then ${intent}`),
    sql` `,
  )} end)`;
}

/** The delivered flag, apart from the state (an admin may set it on any order). */
export async function setDelivered(db: Executor, orderId: string, delivered: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ isDelivered: delivered, deliveredAt: delivered ? new Date() : null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The buyers among `userIds` whose account is closed: nobody can receive what they would be sold. */
export async function closedBuyers(tx: Transaction, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Set(rows.filter((row) => row.deletedAt).map((row) => row.id));
}
