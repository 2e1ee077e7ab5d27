import type { OrderStatus } from '@shop/contracts';
import type { LifecycleState } from '../orders';

export type { LifecycleState, OrderStatus };

/** What happens to an order, from outside the lifecycle (docs/rules/orders.md, "What each event means"). */
export type OrderEvent =
  /** The provider says the payment went through (webhook, success-page poll, reconciliation), or a free checkout. */
  /**
   * `dependencyGone`: an upgrade or a credited bundle whose earlier line was refunded or unmarked before the
   * payment came (docs/rules/entitlements.md): like a closed account's, the payment is given back.
   */
  | { type: 'pay'; buyerClosed: boolean; dependencyGone?: boolean }
  | { type: 'fail' }
  | { type: 'expire' }
  | { type: 'unmark' }
  /** An admin marks the order paid by hand; `partlyRefunded` when refunds were recorded on it already. */
  | { type: 'remark'; partlyRefunded: boolean }
  /** A refund was recorded (ours or one made at the provider); `full` when nothing is left to give back. */
  | { type: 'refund'; full: boolean }
  /** An admin "refunds" a free order. */
  | { type: 'cancel'; free: boolean }
  | { type: 'closeAccount' };

/** The side effects a transition declares; `OrderLifecycle` carries them out in the same transaction. */
export type Effect =
  /** The invoice (a receipt for a free order) and the confirmation e-mail, unless the order has its invoice. */
  | 'issueInvoice'
  /** The buyer's free trials of the order's products become licences on the same machines (docs/rules/trials.md). */
  | 'convertTrials'
  /** Every live licence of the order revoked. */
  | 'revokeLicences'
  /** The licences above the seats left on each line revoked (a partial refund). */
  | 'revokeRefundedSeats'
  /** Units given back on the lines, the refunded sum raised, a credit note when an invoice exists. */
  | 'recordRefund'
  /** The order's coupon use, reserved at checkout, counted as redeemed (docs/rules/coupons.md). */
  | 'redeemCoupon'
  /** The order's coupon use given back to the coupon's limits: its payment will not come. */
  | 'releaseCoupon'
  /** The whole payment given back at the provider, and the shop's admins told (a closed account's order, an order whose dependency is gone). */
  | 'refundAtProvider';

export type Decision =
  | { kind: 'move'; to: LifecycleState; effects: readonly Effect[] }
  /** Nothing changes and the caller is answered as usual: a repeat, a late or an overruled fact. */
  | { kind: 'unchanged'; effects: readonly Effect[] }
  /** A request that makes no sense in this state: the caller gets a 409. */
  | { kind: 'refused' };

const move = (to: LifecycleState, ...effects: Effect[]): Decision => ({ kind: 'move', to, effects });
const unchanged = (...effects: Effect[]): Decision => ({ kind: 'unchanged', effects });
const refused: Decision = { kind: 'refused' };

/** States in which an order grants its products (downloads, licences); `isPaid` is true in exactly these. */
export const grantingStates: readonly LifecycleState[] = ['paid', 'partially_refunded'];
/** Nothing ever moves an order out of these. */
export const finalStates: readonly LifecycleState[] = ['refunded', 'cancelled'];
/** States in which money may have been taken and not all of it given back: a refund applies. */
const refundableStates: readonly LifecycleState[] = [
  'pending',
  'paid',
  'partially_refunded',
  'unmarked',
  'failed',
  'expired',
];

function onRefund(state: LifecycleState, full: boolean): Decision {
  if (!refundableStates.includes(state)) return unchanged();
  if (full) return move('refunded', 'recordRefund', 'revokeLicences');
  if (grantingStates.includes(state))
    return move('partially_refunded', 'recordRefund', 'revokeRefundedSeats');
  // Money given back on an order that grants nothing: recorded, and the order keeps its state.
  return move(state, 'recordRefund');
}

/**
 * The one table of an order's life: what `event` does to an order in `state`. Pure, so every cell is unit
 * tested without a database; `OrderLifecycle` applies the answer.
 */
export function decide(state: LifecycleState, event: OrderEvent): Decision {
  switch (event.type) {
    case 'pay':
      // A payment for an order nobody can receive any more, or that no longer stands on what its price
      // counted, is given back, whatever the order's state, and its coupon use with it: the order never grants.
      if (state === 'pending' || state === 'failed' || state === 'expired') {
        return event.buyerClosed || event.dependencyGone
          ? unchanged('refundAtProvider', 'releaseCoupon')
          : move('paid', 'issueInvoice', 'convertTrials', 'redeemCoupon');
      }
      // Paid already (a repeat), unmarked (an admin's decision wins over an old payment fact), or final.
      return unchanged();
    case 'fail':
    case 'expire':
      return state === 'pending'
        ? move(event.type === 'fail' ? 'failed' : 'expired', 'releaseCoupon')
        : unchanged();
    case 'unmark':
      if (grantingStates.includes(state)) return move('unmarked', 'revokeLicences');
      return state === 'unmarked' || state === 'pending' ? unchanged() : refused;
    case 'remark':
      if (state === 'unmarked')
        return move(
          event.partlyRefunded ? 'partially_refunded' : 'paid',
          'issueInvoice',
          'convertTrials',
          'redeemCoupon',
        );
      if (state === 'pending' || state === 'failed' || state === 'expired')
        return move('paid', 'issueInvoice', 'convertTrials', 'redeemCoupon');
      return grantingStates.includes(state) ? unchanged() : refused;
    case 'refund':
      return onRefund(state, event.full);
    case 'cancel':
      if (!event.free) return refused;
      if (state === 'paid' || state === 'unmarked') return move('cancelled', 'revokeLicences');
      return state === 'cancelled' ? unchanged() : refused;
    case 'closeAccount':
      return state === 'pending' ? move('expired', 'releaseCoupon') : unchanged();
  }
}

/** Every state and every kind of event, for the table's exhaustive tests and the rules page. */
export const lifecycleStates: readonly LifecycleState[] = [
  'pending',
  'paid',
  'unmarked',
  'partially_refunded',
  'refunded',
  'cancelled',
  'failed',
  'expired',
];
