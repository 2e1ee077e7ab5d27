import { leaseLicenceEnd } from '../../src/modules/entitlements';
import { foldLeaseTable } from './order-model-lease-table';
import type { Snapshot } from './order-model-snapshot';
import type { OrderModel } from './order-model-state';
import type { CapturedEvent, OrderWorld } from './order-model-world';

type Told = NonNullable<CapturedEvent['invoice']>;

/** The lease's invoices the provider told paid: every one captured, or only those the shop has heard. */
const paidInvoices = (world: OrderWorld, leaseId: string, heard: boolean): Told[] =>
  world.events
    .filter((event) => event.leaseId === leaseId && event.invoice?.paid && (!heard || event.deliveries > 0))
    .map((event) => event.invoice!);

const latestEnd = (invoices: Told[]) => Math.max(0, ...invoices.map((invoice) => invoice.periodEnd)) * 1000;

/** Whether the lease's licence runs at the snapshot's time, by the shop's one rule (leaseLicenceEnd). */
export function leaseLive(snapshot: Snapshot, row: Snapshot['leases'][number], graceDays: number): boolean {
  const end = leaseLicenceEnd(row, graceDays);
  return end !== null && end > snapshot.now;
}

/**
 * 7. Every paid period has one invoice (none when given back automatically), and its money adds up. Each period order bills an invoice the provider
 * told paid, once, for its amount, with exactly one invoice of the shop; every paid invoice the shop has heard
 * of is billed; and the provider holds what the order says is kept (paid − refunded).
 */
export function leasePeriodsInvoiced(snapshot: Snapshot, model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  const told = new Map(
    world.events.filter((event) => event.invoice?.paid).map((event) => [event.invoice!.id, event]),
  );
  const periods = snapshot.orders.filter((order) => order.subscriptionId);
  const billed = new Set<string>();
  for (const order of periods) {
    const name = `period order ${order.id}`;
    const invoice = told.get(order.providerInvoiceId ?? '')?.invoice;
    if (!invoice)
      problems.push(`${name} bills ${order.providerInvoiceId}, which the provider never told paid`);
    else if (invoice.amount !== order.totalCents)
      problems.push(`${name} is ${order.totalCents} cents, its invoice ${invoice.amount}`);
    if (billed.has(order.providerInvoiceId!)) problems.push(`${order.providerInvoiceId} billed twice`);
    billed.add(order.providerInvoiceId!);
    const back = snapshot.providerRefunds
      .filter((refund) => refund.paymentIntent === order.stripePaymentIntentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const invoiceRows = snapshot.invoices.filter((row) => row.orderId === order.id).length;
    // A period paid after its buyer closed the account is given back at once, without an invoice, as any
    // payment then (docs/rules/orders.md): pending until the provider's refund event records it.
    const buyer = world.buyers.findIndex((candidate) => candidate.id === order.userId);
    if (order.status === 'pending') {
      if (!model.buyers[buyer]?.closed) problems.push(`${name} is pending, its buyer's account open`);
      if (invoiceRows > 0 || (invoice && invoice.amount !== back))
        problems.push(`${name}: given back, yet ${invoiceRows} invoices and ${back} of it refunded`);
      continue;
    }
    const givenBack = snapshot.audit.some(
      (row) => row.target === `order:${order.id}` && row.action === 'order.autoRefund',
    );
    if (invoiceRows !== (givenBack ? 0 : 1))
      problems.push(`${name} (${order.status}) has ${invoiceRows} invoices (given back: ${givenBack})`);
    if (invoice && invoice.amount - back !== order.totalCents - order.refundedCents)
      problems.push(
        `${name}: the provider holds ${invoice.amount - back}, the shop says ${order.totalCents - order.refundedCents}`,
      );
  }
  for (const event of told.values()) {
    if (event.deliveries > 0 && !billed.has(event.invoice!.id))
      problems.push(`paid invoice ${event.invoice!.id} of lease ${event.leaseId} heard, not billed`);
  }
  return problems;
}

/**
 * 8. A licence is live exactly while its plan entitles it. Its end, by the shop's one rule, never reaches past
 * the latest period the provider told paid plus the grace days (or an admin's extension of the grace); it is
 * at least the latest paid period the shop has heard of, unless a refund ended the licence and no period has
 * been billed since (then none). The product's zip follows it (deliveryFollowsStatus). Open accounts only.
 */
export function leaseLicenceFollowsPlan(snapshot: Snapshot, model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  const graceMs = world.app.config.leaseGraceDays * 86_400_000;
  // A closed account's lease is no one's to use: its periods are given back (leasePeriodsInvoiced).
  for (const lease of model.leases.filter((candidate) => !model.buyers[candidate.buyer]!.closed)) {
    const row = snapshot.leases.find((candidate) => candidate.id === lease.id);
    if (!row) {
      problems.push(`lease ${lease.id}: missing`);
      continue;
    }
    const end = leaseLicenceEnd(row, world.app.config.leaseGraceDays)?.getTime() ?? null;
    const heard = latestEnd(paidInvoices(world, lease.id, true));
    const ceiling = Math.max(
      latestEnd(paidInvoices(world, lease.id, false)) + graceMs,
      lease.graceExtendedTo,
    );
    const name = `lease ${lease.id}`;
    if (end !== null && end > ceiling)
      problems.push(
        `${name}: licence until ${new Date(end).toISOString()}, paid and grace end ${new Date(ceiling).toISOString()}`,
      );
    if (lease.revoked && end !== null) problems.push(`${name}: a refund ended its licence, which still runs`);
    if (!lease.revoked && heard > 0 && (end === null || end < heard))
      problems.push(
        `${name}: paid until ${new Date(heard).toISOString()}, licence until ${end && new Date(end).toISOString()}`,
      );
  }
  return problems;
}

/**
 * 9. Each subscription's state is the one the lease's table (`decideLease`) gives it for the events the shop
 * received: its status, and whether it is in a grace period. The buyer's, the admin's and the refunds' own
 * events move neither (the provider's answer comes back as an event), so the webhook's events decide both.
 */
export function leaseFollowsTable(snapshot: Snapshot, model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  for (const lease of model.leases) {
    const row = snapshot.leases.find((candidate) => candidate.id === lease.id);
    if (!row) continue;
    const events = world.leaseTableEvents.get(lease.id) ?? [];
    const expected = foldLeaseTable(events);
    const held = { status: row.status, inGrace: row.graceUntil !== null };
    if (held.status !== expected.status || held.inGrace !== expected.inGrace) {
      problems.push(
        `lease ${lease.id}: ${JSON.stringify(held)} at the shop, the table says ${JSON.stringify(expected)} for ${events.map((event) => event.type).join(', ')}`,
      );
    }
  }
  return problems;
}
