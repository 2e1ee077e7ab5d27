/**
 * The model of the order-lifecycle test (issue 25): what the shop should hold after each command, by the
 * rules of docs/rules/orders.md and refunds.md and the lead's decisions on the order's life:
 * - an admin-unmarked order stays unpaid whatever payment events, status polls, expiry or maintenance runs
 *   arrive, until an admin re-marks it (paid again with the same invoice, no second e-mail; partially
 *   refunded when a refund gave money back meanwhile);
 * - a payment event or status poll for a refunded, partially refunded or cancelled order changes nothing;
 * - a refund reaching an unmarked order is recorded (money, units, credit note); a full one makes it refunded;
 * - a payment for an order of a closed account is refunded at the provider at once: `refunded`, no invoice,
 *   no confirmation e-mail;
 * - closing an account expires its open card checkouts, at the shop and at the provider.
 */
export type Lifecycle =
  | 'pending'
  | 'paid'
  | 'unmarked'
  | 'partially_refunded'
  | 'refunded'
  | 'cancelled'
  | 'failed'
  | 'expired';

export const GRANTING: readonly Lifecycle[] = ['paid', 'partially_refunded'];

export interface ModelLine {
  itemId: string;
  productId: string;
  quantity: number;
  unitCents: number;
  refundedQuantity: number;
}

export interface ModelOrder {
  id: string;
  buyer: number;
  free: boolean;
  total: number;
  lines: ModelLine[];
  sessionId?: string;
  paymentIntent?: string;
  /** The checkout session at the provider ('none' for a free order). */
  provider: 'none' | 'open' | 'complete' | 'expired';
  providerRefunded: number;
  status: Lifecycle;
  refunded: number;
  /** The shop has learnt the payment (its payment intent), so provider refunds find the order. */
  shopKnowsPayment: boolean;
  /** An invoice (or a free order's receipt) was issued, and the confirmation e-mail queued with it. */
  confirmed: boolean;
  /** Aged past the 24 h a checkout session lives (the expiry run looks at it). */
  aged: boolean;
  /** Its payment reached the shop after the buyer closed their account, and was given back at once. */
  autoRefunded?: boolean;
  /** Statuses the rules leave open after the last command: the model adopts the one it reads. */
  accept?: Lifecycle[];
}

export interface ModelBuyer {
  closed: boolean;
}

/** A refund made at the provider's dashboard, not yet known to the shop until one of its events arrives. */
export interface DashboardRefund {
  id: string;
  orderId: string;
  amount: number;
  learnt: boolean;
}

/**
 * A lease of the run (docs/rules/leases.md). What the provider told of it is read from the captured events; the
 * model keeps what only the run's commands know.
 */
export interface ModelLease {
  id: string;
  buyer: number;
  /** A refund of one of its periods ended its licence, and no period has been billed since. */
  revoked: boolean;
  /** The latest grace end an admin's extension answered (ms), 0 when none. */
  graceExtendedTo: number;
}

export class OrderModel {
  orders: ModelOrder[] = [];
  leases: ModelLease[] = [];
  buyers: ModelBuyer[];
  dashboardRefunds: DashboardRefund[] = [];

  constructor(buyerCount: number) {
    this.buyers = Array.from({ length: buyerCount }, () => ({ closed: false }));
  }

  order(id: string): ModelOrder {
    const found = this.orders.find((order) => order.id === id);
    if (!found) throw new Error(`the model has no order ${id}`);
    return found;
  }

  ordersOf(buyer: number): ModelOrder[] {
    return this.orders.filter((order) => order.buyer === buyer);
  }

  /** The shop learns the payment went through (webhook, status poll, expiry run, a new checkout's sweep). */
  learnPayment(order: ModelOrder): void {
    if (order.provider !== 'complete') return;
    order.shopKnowsPayment = true;
    if (!['pending', 'failed', 'expired'].includes(order.status)) return;
    order.accept = undefined;
    if (this.buyers[order.buyer]!.closed) {
      autoRefund(order);
      return;
    }
    order.status = 'paid';
    order.confirmed = true;
  }

  /** A reconciliation read the provider's session: paid is learnt, an expired session expires the order. */
  reconcile(order: ModelOrder): void {
    if (order.provider === 'complete') this.learnPayment(order);
    else if (order.provider === 'expired') this.expire(order);
  }

  expire(order: ModelOrder): void {
    if (order.status === 'pending') order.status = 'expired';
  }

  /** The shop records a refund of `amount` (and `units` by line id; all units when it gives all back). */
  recordRefund(order: ModelOrder, amount: number, units: Map<string, number> = new Map()): void {
    order.refunded += amount;
    const full = order.refunded >= order.total;
    for (const line of order.lines) {
      line.refundedQuantity = full ? line.quantity : line.refundedQuantity + (units.get(line.itemId) ?? 0);
    }
    if (full) order.status = 'refunded';
    else if (order.status === 'paid') order.status = 'partially_refunded';
  }

  /** A dashboard refund's event reached the shop: recorded once, if the shop knows the payment. */
  learnDashboardRefund(refundId: string): void {
    const refund = this.dashboardRefunds.find((candidate) => candidate.id === refundId);
    if (!refund || refund.learnt) return;
    const order = this.order(refund.orderId);
    if (!order.shopKnowsPayment) return;
    refund.learnt = true;
    this.recordRefund(order, refund.amount);
  }

  /** A lease's event reached the shop: a period billed for the first time restores a refunded licence. */
  learnLeaseEvent(event: { leaseId?: string; invoice?: { paid: boolean }; deliveries: number }): void {
    const lease = this.leases.find((candidate) => candidate.id === event.leaseId);
    if (lease && event.invoice?.paid && event.deliveries === 1) lease.revoked = false;
  }

  /** Money the provider holds for an order: what was paid minus what it gave back. */
  providerHolds(order: ModelOrder): number {
    return order.provider === 'complete' ? order.total - order.providerRefunded : 0;
  }
}

/** The closed account's payment given back whole at the provider: refunded, no invoice, no e-mail. */
function autoRefund(order: ModelOrder): void {
  order.autoRefunded = true;
  order.status = 'refunded';
  order.refunded = order.total;
  order.providerRefunded = order.total;
  for (const line of order.lines) line.refundedQuantity = line.quantity;
}

/** What an order's status becomes when an admin re-marks it paid. */
export const remarkedStatus = (order: ModelOrder): Lifecycle =>
  order.refunded > 0 ? 'partially_refunded' : 'paid';

/** The API's view of a lifecycle state: an unmarked order shows as pending, not paid. */
export const storedStatuses = (status: Lifecycle): string[] =>
  status === 'unmarked' ? ['pending', 'unmarked'] : [status];
