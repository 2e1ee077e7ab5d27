import { describe, expect, it } from 'vitest';
import {
  buyerLeaseActions,
  decideLease,
  type LeaseDecision,
  type LeaseEvent,
  type LeaseState,
  type LeaseStatus,
  leaseStatuses,
} from './transitions';

/** Each status as it usually stands: a past-due lease is in its grace period, nothing else is set. */
const usual = (status: LeaseStatus): LeaseState => ({
  status,
  cancelAtPeriodEnd: false,
  inGrace: status === 'past_due',
  licenceStopped: false,
});

const show = (decision: LeaseDecision) => {
  if (decision.kind === 'refused') return `refused ${decision.status} ${decision.code}`;
  const effects = `[${decision.effects.join(', ')}]`;
  return decision.kind === 'move' ? `→ ${decision.to} ${effects}` : `= ${effects}`;
};

const stage = (name: 'started' | 'midway' | 'reminder' | 'ended', entitled: boolean): LeaseEvent => ({
  type: 'graceStage',
  stage: name,
  entitled,
  accountClosed: false,
  toldRecently: false,
});

/** Every event of the table, each variant that changes the answer, named for the cells below. */
const events: Record<string, LeaseEvent> = {
  'synced incomplete': { type: 'synced', status: 'incomplete' },
  'synced active': { type: 'synced', status: 'active' },
  'synced past_due': { type: 'synced', status: 'past_due' },
  deleted: { type: 'deleted' },
  'renewed (new period)': { type: 'renewed', newPeriod: true },
  'renewed (told again)': { type: 'renewed', newPeriod: false },
  'payment failed': { type: 'paymentFailed', invoicePaid: false },
  'payment failed (invoice paid)': { type: 'paymentFailed', invoicePaid: true },
  cancel: { type: 'cancel' },
  resume: { type: 'resume' },
  'grace started (entitled)': stage('started', true),
  'grace midway (entitled)': stage('midway', true),
  'grace reminder (entitled)': stage('reminder', true),
  'grace ended (not entitled)': stage('ended', false),
  'grace ended (still entitled)': stage('ended', true),
  'extend grace': { type: 'extendGrace' },
  'period revoked': { type: 'periodRevoked', keepLicence: false },
  'period revoked (licence kept)': { type: 'periodRevoked', keepLicence: true },
  'refunded by the shop': { type: 'refundedByShop', keepLicence: false },
  'refunded by the shop (licence kept)': { type: 'refundedByShop', keepLicence: true },
  'close account': { type: 'closeAccount' },
  'trial converted': { type: 'trialConverted', hasMachine: false },
  'trial converted (machine bound)': { type: 'trialConverted', hasMachine: true },
  'accept pause': { type: 'acceptSaveOffer', offer: 'pause' },
  'accept coupon': { type: 'acceptSaveOffer', offer: 'coupon' },
  'end pause': { type: 'endPause' },
};

const copy = '[copyProvider]';
/** The whole table, status × event, for each status as it usually stands. */
const cells: Record<string, Record<LeaseStatus, string>> = {
  'synced incomplete': {
    incomplete: `→ incomplete ${copy}`,
    active: `→ incomplete ${copy}`,
    past_due: `→ incomplete ${copy}`,
    canceled: '= []',
  },
  'synced active': {
    incomplete: '→ active [copyProvider, clearGrace]',
    active: '→ active [copyProvider, clearGrace]',
    past_due: '→ active [copyProvider, clearGrace]',
    canceled: '= []',
  },
  'synced past_due': {
    incomplete: '→ past_due [copyProvider, startGrace]',
    active: '→ past_due [copyProvider, startGrace]',
    past_due: `→ past_due ${copy}`,
    canceled: '= []',
  },
  deleted: {
    incomplete: `→ canceled ${copy}`,
    active: `→ canceled ${copy}`,
    past_due: `→ canceled ${copy}`,
    canceled: `→ canceled ${copy}`,
  },
  'renewed (new period)': {
    incomplete: '→ active [extendPaidUntil, clearGrace]',
    active: '→ active [extendPaidUntil, clearGrace]',
    past_due: '→ active [extendPaidUntil, clearGrace]',
    canceled: '= [extendPaidUntil, clearGrace]',
  },
  'renewed (told again)': {
    incomplete: '→ active [extendPaidUntil, clearGrace]',
    active: '→ active [extendPaidUntil, clearGrace]',
    past_due: '→ active [extendPaidUntil, clearGrace]',
    canceled: '= [extendPaidUntil, clearGrace]',
  },
  'payment failed': {
    incomplete: '= []',
    active: '→ past_due [startGrace, countFailure]',
    past_due: '→ past_due [countFailure]',
    canceled: '= []',
  },
  'payment failed (invoice paid)': { incomplete: '= []', active: '= []', past_due: '= []', canceled: '= []' },
  cancel: {
    incomplete: 'refused 404 lease.notFound',
    active: '= [cancelAtProvider]',
    past_due: '= [cancelAtProvider]',
    canceled: 'refused 409 lease.notActive',
  },
  resume: {
    incomplete: 'refused 404 lease.notFound',
    active: 'refused 409 lease.notCancelled',
    past_due: 'refused 409 lease.notCancelled',
    canceled: 'refused 409 lease.notActive',
  },
  'grace started (entitled)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= [claimGraceMail, mailGraceStarted]',
    canceled: '= []',
  },
  'grace midway (entitled)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= [claimGraceMail, mailGraceMidway]',
    canceled: '= []',
  },
  'grace reminder (entitled)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= [claimGraceMail, mailGraceReminder]',
    canceled: '= []',
  },
  'grace ended (not entitled)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= [claimGraceMail, mailGraceEnded]',
    canceled: '= []',
  },
  'grace ended (still entitled)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= [claimGraceMail]',
    canceled: '= []',
  },
  'extend grace': {
    incomplete: 'refused 409 lease.notInGrace',
    active: 'refused 409 lease.notInGrace',
    past_due: '= [extendGrace, audit]',
    canceled: 'refused 409 lease.notInGrace',
  },
  'period revoked': {
    incomplete: '= []',
    active: '= [stopLicence]',
    past_due: '= [stopLicence]',
    canceled: '= [stopLicence]',
  },
  'period revoked (licence kept)': { incomplete: '= []', active: '= []', past_due: '= []', canceled: '= []' },
  'refunded by the shop': {
    incomplete: '= []',
    active: '= [cancelAtProvider]',
    past_due: '= [cancelAtProvider]',
    canceled: '= []',
  },
  'refunded by the shop (licence kept)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= []',
    canceled: '= []',
  },
  'close account': {
    incomplete: '= []',
    active: '= [endAtProvider]',
    past_due: '= [endAtProvider]',
    canceled: '= []',
  },
  'trial converted': {
    incomplete: '= [bindTrialMachine]',
    active: '= [bindTrialMachine]',
    past_due: '= [bindTrialMachine]',
    canceled: '= [bindTrialMachine]',
  },
  'trial converted (machine bound)': {
    incomplete: '= []',
    active: '= []',
    past_due: '= []',
    canceled: '= []',
  },
  // A monthly lease, renewing, no offer taken yet (save-offer-rules.test.ts has the other facts).
  'accept pause': {
    incomplete: 'refused 404 lease.notFound',
    active: '= [pauseAtProvider, recordCancellation]',
    past_due: 'refused 409 leaseSaveOffer.unavailable',
    canceled: 'refused 409 lease.notActive',
  },
  'accept coupon': {
    incomplete: 'refused 404 lease.notFound',
    active: '= [discountAtProvider, recordCancellation]',
    past_due: 'refused 409 leaseSaveOffer.unavailable',
    canceled: 'refused 409 lease.notActive',
  },
  'end pause': {
    incomplete: 'refused 404 lease.notFound',
    active: 'refused 409 leaseSaveOffer.notPaused',
    past_due: 'refused 409 leaseSaveOffer.notPaused',
    canceled: 'refused 409 lease.notActive',
  },
};

/** Every combination of a status and the facts beside it. */
const allStates: LeaseState[] = leaseStatuses.flatMap((status) =>
  [false, true].flatMap((cancelAtPeriodEnd) =>
    [false, true].flatMap((inGrace) =>
      [false, true].map((licenceStopped) => ({ status, cancelAtPeriodEnd, inGrace, licenceStopped })),
    ),
  ),
);

describe("the lease's table", () => {
  it('answers every status × event cell as written in docs/rules/leases.md', () => {
    expect(Object.keys(cells).sort()).toEqual(Object.keys(events).sort());
    for (const [name, event] of Object.entries(events)) {
      for (const status of leaseStatuses) {
        expect(show(decideLease(usual(status), event)), `${status} × ${name}`).toBe(cells[name]![status]);
      }
    }
  });

  it('names every kind of event in the cells above', () => {
    const kinds = new Set(Object.values(events).map((event) => event.type));
    const declared: LeaseEvent['type'][] = [
      'synced',
      'deleted',
      'renewed',
      'paymentFailed',
      'cancel',
      'resume',
      'graceStage',
      'extendGrace',
      'periodRevoked',
      'refundedByShop',
      'closeAccount',
      'trialConverted',
      'acceptSaveOffer',
      'endPause',
    ];
    expect([...kinds].sort()).toEqual([...declared].sort());
  });

  it('asks the provider only for a change of what the shop holds, and never resumes a lease a refund stopped', () => {
    const cancelling = { ...usual('active'), cancelAtPeriodEnd: true };
    expect(show(decideLease(cancelling, { type: 'cancel' }))).toBe('refused 409 lease.alreadyCancelled');
    expect(show(decideLease(cancelling, { type: 'resume' }))).toBe('= [resumeAtProvider]');
    expect(show(decideLease(cancelling, events['refunded by the shop']!))).toBe('= [cancelAtProvider]');
    expect(show(decideLease({ ...cancelling, licenceStopped: true }, { type: 'resume' }))).toBe(
      'refused 409 lease.notActive',
    );
    expect(show(decideLease({ ...usual('active'), licenceStopped: true }, { type: 'cancel' }))).toBe(
      '= [cancelAtProvider]',
    );
  });

  it('offers the buyer exactly the changes the table accepts, in every state', () => {
    for (const state of allStates) {
      const accepted = (['cancel', 'resume'] as const).filter(
        (type) => decideLease(state, { type }).kind !== 'refused',
      );
      expect(buyerLeaseActions(state), JSON.stringify(state)).toEqual(accepted);
    }
    expect(buyerLeaseActions(usual('active'))).toEqual(['cancel']);
    expect(buyerLeaseActions({ ...usual('past_due'), cancelAtPeriodEnd: true })).toEqual(['resume']);
    // A refund stopped the licence and cancelled the renewals: nothing is left to change.
    expect(buyerLeaseActions({ ...usual('active'), cancelAtPeriodEnd: true, licenceStopped: true })).toEqual(
      [],
    );
    expect(buyerLeaseActions(usual('canceled'))).toEqual([]);
  });

  it('restores a licence a refund ended only when a new period is billed', () => {
    for (const status of leaseStatuses) {
      const stopped = { ...usual(status), licenceStopped: true };
      const fresh = decideLease(stopped, { type: 'renewed', newPeriod: true });
      const repeat = decideLease(stopped, { type: 'renewed', newPeriod: false });
      expect(fresh.kind !== 'refused' && fresh.effects, status).toContain('restoreLicence');
      expect(repeat.kind !== 'refused' && repeat.effects, status).not.toContain('restoreLicence');
    }
  });

  it('starts a grace period on the first failure of an episode only', () => {
    const cancelling = { ...usual('active'), cancelAtPeriodEnd: true };
    expect(show(decideLease(cancelling, { type: 'paymentFailed', invoicePaid: false }))).toBe(
      '→ past_due [startGrace, countFailure]',
    );
    // Provider-ended after its last retry, the lease keeps the grace it was told and counts nothing more.
    expect(show(decideLease({ ...usual('canceled'), inGrace: true }, events['payment failed']!))).toBe(
      '= []',
    );
  });

  it('sends a grace e-mail only while it is true, and claims the stage either way', () => {
    const pastDue = usual('past_due');
    const told = { ...stage('reminder', true), toldRecently: true } as LeaseEvent;
    expect(show(decideLease(pastDue, told))).toBe('= [claimGraceMail]');
    const closed = { ...stage('started', true), accountClosed: true } as LeaseEvent;
    expect(show(decideLease(pastDue, closed))).toBe('= [claimGraceMail]');
    expect(show(decideLease({ ...pastDue, licenceStopped: true }, stage('ended', false)))).toBe(
      '= [claimGraceMail]',
    );
    expect(show(decideLease(pastDue, stage('started', false)))).toBe('= [claimGraceMail]');
    // Ended by the provider after its retries, the lease is still in the grace the buyer was told.
    expect(show(decideLease({ ...usual('canceled'), inGrace: true }, stage('ended', false)))).toBe(
      '= [claimGraceMail, mailGraceEnded]',
    );
    // ... but no card update can pay it any more: no reminder to update the card.
    for (const reminder of ['midway', 'reminder'] as const) {
      expect(show(decideLease({ ...usual('canceled'), inGrace: true }, stage(reminder, true)))).toBe(
        '= [claimGraceMail]',
      );
    }
    const midwayTold = { ...stage('midway', true), toldRecently: true } as LeaseEvent;
    expect(show(decideLease(pastDue, midwayTold))).toBe('= [claimGraceMail]');
  });

  it('stops a licence once', () => {
    const stopped = { ...usual('active'), licenceStopped: true };
    expect(show(decideLease(stopped, events['period revoked']!))).toBe('= []');
  });

  it('holds in every state: an ended lease never moves back, refusals are the buyer’s and the admin’s own requests, the provider is reached only while it bills', () => {
    const providerEffects = [
      'cancelAtProvider',
      'resumeAtProvider',
      'endAtProvider',
      'pauseAtProvider',
      'discountAtProvider',
      'unpauseAtProvider',
    ];
    for (const state of allStates) {
      for (const [name, event] of Object.entries(events)) {
        const decision = decideLease(state, event);
        const cell = `${JSON.stringify(state)} × ${name}: ${show(decision)}`;
        if (state.status === 'canceled' && decision.kind === 'move')
          expect(decision.to, cell).toBe('canceled');
        if (decision.kind === 'refused') {
          expect(['cancel', 'resume', 'extendGrace', 'acceptSaveOffer', 'endPause'], cell).toContain(
            event.type,
          );
          continue;
        }
        if (decision.effects.some((effect) => providerEffects.includes(effect))) {
          expect(['active', 'past_due'], cell).toContain(state.status);
        }
        if ('keepLicence' in event && event.keepLicence) expect(decision.effects, cell).toEqual([]);
        if (decision.effects.includes('restoreLicence')) expect(event.type, cell).toBe('renewed');
      }
    }
  });
});
