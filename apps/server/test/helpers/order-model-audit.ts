import type { Snapshot } from './order-model-snapshot';
import type { OrderModel } from './order-model-state';

interface StatusSide {
  status?: string;
}

/**
 * 4. Every status transition is audited once (the issue 25 contract): each lifecycle transition writes one
 * `admin_audit_log` row, target `order:<id>`, action `order.pay` … `order.autoRefund`, `before.status` and
 * `after.status` being lifecycle states (`unmarked` included). For each order, its rows ordered by time and
 * id chain from `pending` (a free order's first row is its payment from pending) to the order's current
 * state, each starting where the previous ended; and its refund rows (order.refund, order.autoRefund) are as
 * many as its succeeded refunds. Kept in this one function, so the contract is adjusted in one place.
 */
export function auditChains(snapshot: Snapshot, model: OrderModel): string[] {
  const problems: string[] = [];
  for (const order of model.orders) {
    const rows = snapshot.audit.filter((row) => row.target === `order:${order.id}`);
    const name = `order ${order.id}`;
    let status = 'pending';
    for (const row of rows) {
      const before = (row.before ?? {}) as StatusSide;
      const after = (row.after ?? {}) as StatusSide;
      if (before.status !== status) {
        problems.push(
          `${name}: ${row.action} starts from ${before.status}, the previous row ended at ${status}`,
        );
      }
      status = after.status ?? `(no status in ${row.action})`;
    }
    if (status !== order.status) {
      problems.push(`${name}: its audit rows end at ${status}, the order is ${order.status}`);
    }
    const refundRows = rows.filter(
      (row) => row.action === 'order.refund' || row.action === 'order.autoRefund',
    );
    const succeeded = snapshot.refunds.filter(
      (refund) => refund.orderId === order.id && refund.status === 'succeeded',
    ).length;
    if (refundRows.length !== succeeded) {
      problems.push(`${name}: ${refundRows.length} refund audit rows for ${succeeded} succeeded refunds`);
    }
  }
  return problems;
}
