import { inArray } from 'drizzle-orm';
import {
  adminAuditLog,
  creditNotes,
  invoices,
  licenceRequests,
  mailQueue,
  orderItems,
  orders,
  products,
  refunds,
  sandboxCheckoutSessions,
  sandboxRefunds,
  seatActivations,
  subscriptions,
  trials,
} from '../../src/lib/db/schema';
import type { OrderWorld } from './order-model-world';

/** The lifecycle actions of the audit contract (issue 25): one row per transition, target `order:<id>`. */
export const LIFECYCLE_ACTIONS = [
  'order.pay',
  'order.fail',
  'order.expire',
  'order.unmark',
  'order.remark',
  'order.refund',
  'order.cancel',
  'order.closeAccount',
  'order.autoRefund',
] as const;

/** Everything the invariants read, in one go after each command (the tables are small in a model run). */
export async function readSnapshot(world: OrderWorld) {
  const db = world.app.db;
  const orderRows = await db.select().from(orders);
  const ids = orderRows.map((order) => order.id);
  const none = ids.length === 0;
  return {
    orders: orderRows,
    items: none ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    invoices: await db.select().from(invoices),
    creditNotes: await db.select().from(creditNotes),
    refunds: none ? [] : await db.select().from(refunds).where(inArray(refunds.orderId, ids)),
    sessions: await db.select().from(sandboxCheckoutSessions),
    providerRefunds: await db.select().from(sandboxRefunds),
    mails: await db.select().from(mailQueue),
    audit: none
      ? []
      : await db
          .select()
          .from(adminAuditLog)
          .where(inArray(adminAuditLog.action, [...LIFECYCLE_ACTIONS]))
          .orderBy(adminAuditLog.createdAt, adminAuditLog.id),
    leases: await db.select().from(subscriptions),
    trials: await db.select().from(trials),
    /** The lease clock (the sandbox's test clock) when the snapshot was read. */
    now: await world.app.stripeSandbox!.now(),
    licences: none
      ? []
      : await db.select().from(licenceRequests).where(inArray(licenceRequests.orderId, ids)),
    /** Machines signed in from the indicator, live or freed, and the products' machines per seat. */
    activations: await db.select().from(seatActivations),
    products: await db.select().from(products),
  };
}

export type Snapshot = Awaited<ReturnType<typeof readSnapshot>>;
export type OrderRow = Snapshot['orders'][number];

/** What the provider holds for an order: its completed session's amount minus the refunds of its payment. */
export function providerHeld(snapshot: Snapshot, order: OrderRow): number {
  const session = snapshot.sessions.find((row) => row.id === order.stripeSessionId);
  if (session?.paymentStatus !== 'paid') return 0;
  const paid = (session.details as { amountTotal: number }).amountTotal;
  const back = snapshot.providerRefunds
    .filter((refund) => refund.paymentIntent === session.paymentIntent)
    .reduce((sum, refund) => sum + refund.amount, 0);
  return paid - back;
}
