import { describe, expect, it } from 'vitest';
import { decideSaveOffer, type SaveOfferDecision, type SaveOfferState } from './save-offer-rules';
import { buyerLeaseActions, decideLease, leaseStateOf } from './transitions';

/** A monthly lease that renews, paid up, with no offer taken: the one that gets an offer. */
const renewing: SaveOfferState = {
  status: 'active',
  plan: 'monthly',
  cancelAtPeriodEnd: false,
  licenceStopped: false,
  paused: false,
  offerTaken: false,
};
const show = (decision: SaveOfferDecision) =>
  decision.kind === 'refused'
    ? `refused ${decision.status} ${decision.code}`
    : `= [${decision.effects.join(', ')}]`;
const pause = { type: 'acceptSaveOffer', offer: 'pause' } as const;
const coupon = { type: 'acceptSaveOffer', offer: 'coupon' } as const;

describe('the save offer rules (docs/rules/leases.md, "Cancelling: why, and an offer")', () => {
  it('offers a pause or a coupon to a renewing, paid-up lease that took none before', () => {
    expect(show(decideSaveOffer(renewing, pause))).toBe('= [pauseAtProvider, recordCancellation]');
    expect(show(decideSaveOffer(renewing, coupon))).toBe('= [discountAtProvider, recordCancellation]');
  });

  it('pauses only a monthly plan; a yearly one may still take the coupon', () => {
    const yearly = { ...renewing, plan: 'yearly' as const };
    expect(show(decideSaveOffer(yearly, pause))).toBe('refused 409 leaseSaveOffer.unavailable');
    expect(show(decideSaveOffer(yearly, coupon))).toBe('= [discountAtProvider, recordCancellation]');
  });

  it.each([
    ['an offer taken before', { offerTaken: true }, 'refused 409 leaseSaveOffer.unavailable'],
    ['a pause running', { paused: true }, 'refused 409 leaseSaveOffer.unavailable'],
    ['a licence a refund stopped', { licenceStopped: true }, 'refused 409 leaseSaveOffer.unavailable'],
    ['a payment failed', { status: 'past_due' as const }, 'refused 409 leaseSaveOffer.unavailable'],
    ['already cancelled at period end', { cancelAtPeriodEnd: true }, 'refused 409 lease.alreadyCancelled'],
    ['ended', { status: 'canceled' as const }, 'refused 409 lease.notActive'],
    ['never paid', { status: 'incomplete' as const }, 'refused 404 lease.notFound'],
  ])('refuses an offer to a lease with %s', (_name, facts, answer) => {
    expect(show(decideSaveOffer({ ...renewing, ...facts }, coupon))).toBe(answer);
    expect(show(decideSaveOffer({ ...renewing, ...facts }, pause))).toBe(answer);
  });

  it('ends a running pause at the provider, and refuses when none runs', () => {
    expect(show(decideSaveOffer({ ...renewing, paused: true }, { type: 'endPause' }))).toBe(
      '= [unpauseAtProvider]',
    );
    expect(show(decideSaveOffer(renewing, { type: 'endPause' }))).toBe(
      'refused 409 leaseSaveOffer.notPaused',
    );
    expect(
      show(decideSaveOffer({ ...renewing, status: 'canceled', paused: true }, { type: 'endPause' })),
    ).toBe('refused 409 lease.notActive');
  });

  it("reads a stored lease's pause, offer and plan through the lease's table", () => {
    const stored = {
      status: 'active' as const,
      plan: 'yearly' as const,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      licenceRevokedAt: null,
      pauseResumesAt: new Date('2027-03-01T00:00:00Z'),
      saveOfferTakenAt: new Date('2027-01-10T00:00:00Z'),
    };
    const state = leaseStateOf(stored);
    expect(state).toMatchObject({ plan: 'yearly', paused: true, offerTaken: true });
    expect(decideLease(state, { type: 'endPause' })).toEqual({
      kind: 'unchanged',
      effects: ['unpauseAtProvider'],
    });
    // A paused lease may still be cancelled at period end; its one offer is spent.
    expect(buyerLeaseActions(state)).toEqual(['cancel']);
  });
});
