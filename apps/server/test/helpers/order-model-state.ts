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
  /** Its share of the order's coupon discount (docs/rules/coupons.md). */
  discountCents: number;
  refundedQuantity: number;
  /** A bundle's contained line: the bundle's line it follows (refunded with it, never on its own). */
  bundleOf?: string;
  /** The owned line a bundle took credit for, or the lower line an upgrade ends (docs/rules/entitlements.md). */
  creditedItemId?: string;
  upgradeFromItemId?: string;
}

export type Currency = 'eur' | 'usd';

export interface ModelOrder {
  id: string;
  buyer: number;
  free: boolean;
  total: number;
  lines: ModelLine[];
  currency: Currency;
  /** What the shop compares to hand an open checkout back: priced lines, currency and coupon. */
  cartKey: string;
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
  /** Its payment is being given back because what it stood on went; the refund's event not yet heard. */
  givingBack?: boolean;
  /** The buyer asked for a refund of it, not decided yet (docs/rules/refunds.md). */
  requestOpen?: boolean;
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

/** A trial of the run (docs/rules/trials.md): who started it, of what, on which machine. */
export interface ModelTrial {
  id: string;
  buyer: number;
  productId: string;
  machineIdName: string;
}

/** A machine signed in from the indicator in the run (docs/rules/seats.md): its activation and latest file. */
export interface ModelSeat {
  activationId: string;
  buyer: number;
  productId: string;
  machineId: string;
  licence: string;
}

export class OrderModel {
  orders: ModelOrder[] = [];
  trials: ModelTrial[] = [];
  seats: ModelSeat[] = [];
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
    // An upgrade or credited bundle whose line went meanwhile: its payment is given back at the provider at
    // once, and the order is refunded when the provider's refund event records it (docs/rules/entitlements.md).
    if (this.dependencyBroken(order)) {
      order.givingBack = true;
      order.providerRefunded = order.total;
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
    // A bundle's contained lines give back the units its line gave back (docs/rules/bundles.md).
    for (const line of order.lines) {
      const given = units.get(line.bundleOf ?? line.itemId) ?? 0;
      line.refundedQuantity = full ? line.quantity : line.refundedQuantity + given;
    }
    if (full) order.status = 'refunded';
    else if (order.status === 'paid') order.status = 'partially_refunded';
  }

  /** A refund event of the provider reached the shop: a payment given back by the shop itself is recorded. */
  learnProviderRefund(paymentIntent: string | undefined): void {
    const order = this.orders.find((each) => each.givingBack && each.paymentIntent === paymentIntent);
    if (!order) return;
    order.givingBack = false;
    autoRefund(order);
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

  /**
   * The buyer's live lines of a product (docs/rules/entitlements.md, `liveLine`): a granting order's line with
   * units left that no standing upgrade ended. What checkout credits, upgrades from and leaves out of a free cart.
   */
  liveLines(buyer: number, productId: string): { order: ModelOrder; line: ModelLine }[] {
    return this.ordersOf(buyer).flatMap((order) =>
      GRANTING.includes(order.status)
        ? order.lines
            .filter((line) => line.productId === productId && line.quantity > line.refundedQuantity)
            .filter((line) => !this.endedByUpgrade(line.itemId))
            .map((line) => ({ order, line }))
        : [],
    );
  }

  /** A standing upgrade ended this line (its order grants). */
  endedByUpgrade(itemId: string): boolean {
    return this.orders.some(
      (order) =>
        GRANTING.includes(order.status) && order.lines.some((line) => line.upgradeFromItemId === itemId),
    );
  }

  /**
   * The standing (granting) order with a line that depends on one of these lines: an upgrade that ends it or a
   * bundle that took credit for it. Giving such a line back is refused (docs/rules/entitlements.md).
   */
  dependentOn(itemIds: readonly string[]): ModelOrder | undefined {
    return this.orders.find(
      (order) =>
        GRANTING.includes(order.status) &&
        order.lines.some((line) =>
          [line.creditedItemId, line.upgradeFromItemId].some((base) => base && itemIds.includes(base)),
        ),
    );
  }

  /**
   * At payment an upgrade or credited bundle is checked again: the line it stands on must still be paid and
   * hold the seats it covers (every seat for an upgrade, one for a credit); otherwise the payment is given back.
   */
  dependencyBroken(order: ModelOrder): boolean {
    return order.lines.some((line) => {
      const baseId = line.upgradeFromItemId ?? line.creditedItemId;
      if (!baseId) return false;
      const base = this.orders.find((candidate) => candidate.lines.some((l) => l.itemId === baseId))!;
      const baseLine = base.lines.find((l) => l.itemId === baseId)!;
      const needed = line.upgradeFromItemId ? line.quantity : 1;
      return !GRANTING.includes(base.status) || baseLine.quantity - baseLine.refundedQuantity < needed;
    });
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
