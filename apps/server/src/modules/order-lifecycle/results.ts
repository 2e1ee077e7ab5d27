// What the order lifecycle is told (a recorded refund, a provider's payment) and what it answers.
import type { RefundLine } from '../../lib/db/schema';
import type { AutomaticRefundReason } from '../../lib/mail/templates/index';
import type { OrderRow } from '../orders';
import type { LifecycleState } from './transitions';

/** A refund as the refunds module recorded it: what the order's `refund` transition applies. */
export interface RecordedRefundFacts {
  id: string;
  amountCents: number;
  reason: string;
  lines: readonly RefundLine[];
  licenceIds: readonly string[];
  /** A lease period's refund that leaves the lease's licence running (docs/rules/leases.md). */
  keepLeaseLicence?: boolean;
  /**
   * Given back by the shop itself, not asked for by anyone, and why: a payment for a closed account's order, or
   * for an order whose earlier order was refunded meanwhile (docs/rules/entitlements.md); null otherwise.
   */
  automatic: AutomaticRefundReason | null;
}

/** What one order became in a transition. */
export interface TransitionResult {
  orderId: string;
  state: LifecycleState;
  /** Whether the order grants its products now. */
  grants: boolean;
  moved: boolean;
}

/** A payment the provider reports for a locked order. */
export interface ProviderPayment {
  order: OrderRow;
  paymentIntentId: string | null;
}
