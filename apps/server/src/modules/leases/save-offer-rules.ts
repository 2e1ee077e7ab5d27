import type { ErrorCode } from '@shop/i18n';
import type { subscriptions } from '../../lib/db/schema';

type LeaseRow = typeof subscriptions.$inferSelect;

/** What the save offer's rules read of a lease (docs/rules/leases.md, "Cancelling: why, and an offer"). */
export interface SaveOfferState {
  status: LeaseRow['status'];
  plan: LeaseRow['plan'];
  cancelAtPeriodEnd: boolean;
  licenceStopped: boolean;
  /** A pause the buyer accepted still runs. */
  paused: boolean;
  /** The buyer accepted a save offer on this lease before (one per lease). */
  offerTaken: boolean;
}

/** The buyer accepts the product's offer instead of cancelling, or ends an accepted pause early. */
export type SaveOfferEvent = { type: 'acceptSaveOffer'; offer: 'pause' | 'coupon' } | { type: 'endPause' };

export type SaveOfferEffect =
  /** Collection paused at the provider until the chosen months have passed, its answer kept. */
  | 'pauseAtProvider'
  /** A repeating coupon put on the subscription at the provider for the next periods, its answer kept. */
  | 'discountAtProvider'
  /** The pause ended at the provider: the next period end bills again. */
  | 'unpauseAtProvider'
  /** The buyer's reason and the offer's answer recorded (the back-office's counts). */
  | 'recordCancellation';

export type SaveOfferDecision =
  | { kind: 'unchanged'; effects: readonly SaveOfferEffect[] }
  | { kind: 'refused'; status: 404 | 409; code: ErrorCode };

const refused = (status: 404 | 409, code: ErrorCode): SaveOfferDecision => ({
  kind: 'refused',
  status,
  code,
});

/**
 * An offer is made to a renewing, paid-up lease (active, not cancelled at period end, no refund stopped its
 * licence) that has taken none before and is not paused; a pause only to a monthly plan (a yearly one would
 * skip a whole year).
 */
export function decideSaveOffer(state: SaveOfferState, event: SaveOfferEvent): SaveOfferDecision {
  if (state.status === 'incomplete') return refused(404, 'lease.notFound');
  if (state.status === 'canceled') return refused(409, 'lease.notActive');
  if (event.type === 'endPause') {
    return state.paused
      ? { kind: 'unchanged', effects: ['unpauseAtProvider'] }
      : refused(409, 'leaseSaveOffer.notPaused');
  }
  if (state.cancelAtPeriodEnd) return refused(409, 'lease.alreadyCancelled');
  const open = state.status === 'active' && !state.licenceStopped && !state.paused && !state.offerTaken;
  if (!open || (event.offer === 'pause' && state.plan !== 'monthly')) {
    return refused(409, 'leaseSaveOffer.unavailable');
  }
  const atProvider = event.offer === 'pause' ? 'pauseAtProvider' : 'discountAtProvider';
  return { kind: 'unchanged', effects: [atProvider, 'recordCancellation'] };
}
