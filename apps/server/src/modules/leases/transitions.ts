import { type LeaseChange, leaseChanges } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n';
import type { subscriptions } from '../../lib/db/schema';
import {
  decideSaveOffer,
  type SaveOfferEffect,
  type SaveOfferEvent,
  type SaveOfferState,
} from './save-offer-rules';

/** A lease's stored status, the provider's subscription as the shop keeps it (docs/rules/leases.md). */
export type LeaseStatus = (typeof subscriptions.$inferSelect)['status'];

/**
 * What the table reads of a lease: its status and the three facts beside it that change what an event does
 * (cancelled at period end, in a grace period, licence ended by a refund or an unmark).
 */
export interface LeaseState extends Partial<Pick<SaveOfferState, 'plan' | 'paused' | 'offerTaken'>> {
  status: LeaseStatus;
  cancelAtPeriodEnd: boolean;
  inGrace: boolean;
  licenceStopped: boolean;
}

/** A dunning e-mail's stage, sent by the due task (docs/rules/leases.md, "The dunning e-mails"). */
export type GraceStage = 'started' | 'midway' | 'reminder' | 'ended';

/** What happens to a lease, from outside the table. */
export type LeaseEvent =
  /** The provider's subscription, read fresh (checkout completed, subscription created or updated), not ended. */
  | { type: 'synced'; status: Exclude<LeaseStatus, 'canceled'> }
  /** The provider's subscription, read fresh, has ended (deleted, or its last retry failed). */
  | { type: 'deleted' }
  /** A period was paid (`invoice.paid`: the first, a renewal or a retry); `newPeriod` when it billed an order. */
  | { type: 'renewed'; newPeriod: boolean }
  /** A payment failed (a renewal or one of its retries); `invoicePaid` when the same invoice was paid already. */
  | { type: 'paymentFailed'; invoicePaid: boolean }
  /** The buyer cancels at period end, or resumes (undoes that). */
  | { type: LeaseChange }
  /**
   * The hourly task reached a grace e-mail's stage: `entitled` whether the licence still runs then,
   * `accountClosed` the buyer's, `toldRecently` a reminder already told by an e-mail sent since it fell due, or
   * overtaken by a later reminder due as well.
   */
  | {
      type: 'graceStage';
      stage: GraceStage;
      entitled: boolean;
      accountClosed: boolean;
      toldRecently: boolean;
    }
  /** An admin extends the grace period. */
  | { type: 'extendGrace' }
  /** A period's order was refunded (by the shop or at the provider) or marked unpaid. */
  | { type: 'periodRevoked'; keepLicence: boolean }
  /** The shop itself refunded a period: the renewals stop too. */
  | { type: 'refundedByShop'; keepLicence: boolean }
  /** The buyer is closing the account. */
  | { type: 'closeAccount' }
  /** A paid period converted the buyer's trial of the product; `hasMachine` when the lease has one bound. */
  | { type: 'trialConverted'; hasMachine: boolean }
  /** The buyer takes the save offer instead of cancelling, or ends its pause early (`save-offer-rules.ts`). */
  | SaveOfferEvent;

/** The side effects a decision declares; the leases module carries them out. */
export type LeaseEffect =
  /** Status, period end, cancellation at period end and end date copied from the provider's subscription. */
  | 'copyProvider'
  /** The grace period and its e-mails' claims cleared (a payment came). */
  | 'clearGrace'
  /** A grace period started, `LEASE_GRACE_DAYS` after the provider's failure time. */
  | 'startGrace'
  /** One more failed payment counted (the back-office's figure). */
  | 'countFailure'
  /** The lease paid up to the latest period end told. */
  | 'extendPaidUntil'
  /** A licence a refund had ended runs again (a new period was billed). */
  | 'restoreLicence'
  /** The lease's licence stops at once: no file, refresh or download. */
  | 'stopLicence'
  /** Cancelled at period end at the provider, its answer kept. */
  | 'cancelAtProvider'
  /** The cancellation at period end undone at the provider, its answer kept. */
  | 'resumeAtProvider'
  /** The subscription ended at the provider at once: nothing more is charged. */
  | 'endAtProvider'
  /** The grace end moved later, the reminder and end e-mails free to go again; audited. */
  | 'extendGrace'
  | 'audit'
  /** The stage's e-mail claimed (sent once per grace period), and the e-mail itself queued. */
  | 'claimGraceMail'
  | 'mailGraceStarted'
  | 'mailGraceMidway'
  | 'mailGraceReminder'
  | 'mailGraceEnded'
  /** The lease's licence bound to the converted trial's machine. */
  | 'bindTrialMachine'
  | SaveOfferEffect;

export type LeaseDecision =
  | { kind: 'move'; to: LeaseStatus; effects: readonly LeaseEffect[] }
  /** The status stays; the effects (maybe none: a repeat, a late fact) are carried out. */
  | { kind: 'unchanged'; effects: readonly LeaseEffect[] }
  /** A request that makes no sense in this state: the caller answers `status` with `code`. */
  | { kind: 'refused'; status: 404 | 409; code: ErrorCode };

const move = (to: LeaseStatus, ...effects: LeaseEffect[]): LeaseDecision => ({ kind: 'move', to, effects });
const unchanged = (...effects: LeaseEffect[]): LeaseDecision => ({ kind: 'unchanged', effects });
const refused = (status: 404 | 409, code: ErrorCode): LeaseDecision => ({ kind: 'refused', status, code });

/** Statuses the provider still bills: a buyer's change, a refund or an account closing reaches the provider. */
export const runningStatuses: readonly LeaseStatus[] = ['active', 'past_due'];
export const leaseStatuses: readonly LeaseStatus[] = ['incomplete', 'active', 'past_due', 'canceled'];

const graceMails = {
  started: 'mailGraceStarted',
  midway: 'mailGraceMidway',
  reminder: 'mailGraceReminder',
  ended: 'mailGraceEnded',
} as const satisfies Record<GraceStage, LeaseEffect>;

/** Whether the grace stage's e-mail is still true to send (docs/rules/leases.md, "The grace e-mails"). */
function graceMailDue(state: LeaseState, event: Extract<LeaseEvent, { type: 'graceStage' }>): boolean {
  if (event.accountClosed || state.licenceStopped) return false;
  if (event.stage === 'ended') return !event.entitled;
  // A card update helps only while the provider still retries its invoice: none once it ended the subscription.
  if (event.stage !== 'started' && state.status !== 'past_due') return false;
  // A reminder already told (an e-mail sent since it fell due) or overtaken by a later one: no e-mail so soon.
  return event.entitled && !(event.stage !== 'started' && event.toldRecently);
}

/**
 * The buyer's own change at the provider: a checkout never paid is no lease yet, an ended one moves no more. A
 * running lease asks the provider only for a change of what the shop holds (a cancel of a renewing lease, a
 * resume of one cancelled at period end), so the customer area offers exactly these (`buyerLeaseActions`); the
 * provider may still be ahead (an end whose event is on its way), and its answer is kept.
 */
function buyerChange(state: LeaseState, event: { type: LeaseChange }): LeaseDecision {
  if (state.status === 'incomplete') return refused(404, 'lease.notFound');
  if (state.status === 'canceled') return refused(409, 'lease.notActive');
  if (event.type === 'cancel') {
    return state.cancelAtPeriodEnd ? refused(409, 'lease.alreadyCancelled') : unchanged('cancelAtProvider');
  }
  // A licence a refund ended is not resumed: it would bill for a licence that no longer runs.
  if (state.licenceStopped) return refused(409, 'lease.notActive');
  return state.cancelAtPeriodEnd ? unchanged('resumeAtProvider') : refused(409, 'lease.notCancelled');
}

/** What the buyer may ask of a lease in `state`: each change the table accepts, as the lease's answer lists it. */
export function buyerLeaseActions(state: LeaseState): LeaseChange[] {
  return leaseChanges.filter((type) => decideLease(state, { type }).kind !== 'refused');
}

/**
 * The one table of a lease's life: what `event` does to a lease in `state`. Pure, so every cell is unit tested
 * without a database or a provider; the leases module carries out the answer.
 */
export function decideLease(state: LeaseState, event: LeaseEvent): LeaseDecision {
  const { status } = state;
  switch (event.type) {
    case 'synced':
      // An ended subscription never starts again at the provider: a fresh read saying otherwise is stale.
      if (status === 'canceled') return unchanged();
      if (event.status === 'active') return move('active', 'copyProvider', 'clearGrace');
      // Past due at the provider with no grace here: its failure was told before the lease was known, or lost.
      if (event.status === 'past_due' && !state.inGrace)
        return move('past_due', 'copyProvider', 'startGrace');
      return move(event.status, 'copyProvider');
    case 'deleted':
      return move('canceled', 'copyProvider');
    case 'renewed': {
      const effects: LeaseEffect[] = ['extendPaidUntil', 'clearGrace'];
      // A new period paid after a refund ended the licence is a new entitlement.
      if (event.newPeriod && state.licenceStopped) effects.push('restoreLicence');
      // A period told after the end (a late event) is kept, and the lease stays ended.
      return status === 'canceled' ? unchanged(...effects) : move('active', ...effects);
    }
    case 'paymentFailed':
      // A failure told after its invoice was paid, a never-paid checkout's or an ended lease's moves nothing.
      if (event.invoicePaid || status === 'incomplete' || status === 'canceled') return unchanged();
      // A retry's failure counts, but does not restart the grace period of its episode.
      return state.inGrace
        ? move('past_due', 'countFailure')
        : move('past_due', 'startGrace', 'countFailure');
    case 'cancel':
    case 'resume':
      return buyerChange(state, event);
    case 'graceStage':
      if (!state.inGrace) return unchanged();
      return graceMailDue(state, event)
        ? unchanged('claimGraceMail', graceMails[event.stage])
        : unchanged('claimGraceMail');
    case 'extendGrace':
      return status === 'past_due' && state.inGrace
        ? unchanged('extendGrace', 'audit')
        : refused(409, 'lease.notInGrace');
    case 'periodRevoked':
      if (event.keepLicence || status === 'incomplete' || state.licenceStopped) return unchanged();
      return unchanged('stopLicence');
    case 'refundedByShop':
      // The renewals stop with the licence (asked of the provider even when the shop holds the lease cancelled:
      // the buyer may have resumed it in the Customer Portal); a lease kept or ended has nothing to stop.
      if (event.keepLicence || !runningStatuses.includes(status)) return unchanged();
      return unchanged('cancelAtProvider');
    case 'closeAccount':
      // Ended at once at the provider; its `deleted` event then ends the lease here.
      return runningStatuses.includes(status) ? unchanged('endAtProvider') : unchanged();
    case 'trialConverted':
      // The buyer's own choice of machine wins over the trial's.
      return event.hasMachine ? unchanged() : unchanged('bindTrialMachine');
    case 'acceptSaveOffer':
    case 'endPause':
      return decideSaveOffer(
        {
          ...state,
          plan: state.plan ?? 'monthly',
          paused: state.paused ?? false,
          offerTaken: state.offerTaken ?? false,
        },
        event,
      );
  }
}

/** A stored lease as the table reads it. */
export function leaseStateOf(lease: {
  status: LeaseStatus;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
  licenceRevokedAt: Date | null;
  plan?: SaveOfferState['plan'];
  pauseResumesAt?: Date | null;
  saveOfferTakenAt?: Date | null;
}): LeaseState {
  return {
    ...(lease.plan ? { plan: lease.plan } : {}),
    // The provider clears its pause when it resumes, and its event clears it here.
    paused: lease.pauseResumesAt != null,
    offerTaken: lease.saveOfferTakenAt != null,
    status: lease.status,
    cancelAtPeriodEnd: lease.cancelAtPeriodEnd,
    inGrace: lease.graceUntil !== null,
    licenceStopped: lease.licenceRevokedAt !== null,
  };
}
