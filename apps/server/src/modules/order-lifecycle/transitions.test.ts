import { describe, expect, it } from 'vitest';
import {
  type Decision,
  decide,
  finalStates,
  grantingStates,
  lifecycleStates,
  type OrderEvent,
} from './transitions';

const pay: OrderEvent = { type: 'pay', buyerClosed: false };
const payClosed: OrderEvent = { type: 'pay', buyerClosed: true };
const events: OrderEvent[] = [
  pay,
  payClosed,
  { type: 'fail' },
  { type: 'expire' },
  { type: 'unmark' },
  { type: 'remark', partlyRefunded: false },
  { type: 'remark', partlyRefunded: true },
  { type: 'refund', full: false },
  { type: 'refund', full: true },
  { type: 'cancel', free: true },
  { type: 'cancel', free: false },
  { type: 'closeAccount' },
];

const show = (decision: Decision) =>
  decision.kind === 'move' ? `→ ${decision.to} [${decision.effects.join(', ')}]` : decision.kind;

describe("the order lifecycle's table", () => {
  it('pays an order awaiting payment, with its invoice and its buyer’s trials converted, and gives a closed account’s payment back instead', () => {
    for (const state of ['pending', 'failed', 'expired'] as const) {
      expect(decide(state, pay)).toEqual({
        kind: 'move',
        to: 'paid',
        effects: ['issueInvoice', 'convertTrials', 'redeemCoupon'],
      });
      expect(decide(state, payClosed)).toEqual({
        kind: 'unchanged',
        effects: ['refundAtProvider', 'releaseCoupon'],
      });
    }
  });

  it('gives a pending order’s coupon use back when its payment fails or its session expires', () => {
    expect(decide('pending', { type: 'fail' })).toEqual({
      kind: 'move',
      to: 'failed',
      effects: ['releaseCoupon'],
    });
    expect(decide('pending', { type: 'expire' })).toEqual({
      kind: 'move',
      to: 'expired',
      effects: ['releaseCoupon'],
    });
  });

  it('answers a payment fact for a paid, unmarked, refunded or cancelled order with nothing to do (idempotent)', () => {
    for (const state of ['paid', 'unmarked', 'partially_refunded', 'refunded', 'cancelled'] as const) {
      expect(decide(state, pay), state).toEqual({ kind: 'unchanged', effects: [] });
      expect(decide(state, payClosed), state).toEqual({ kind: 'unchanged', effects: [] });
      expect(decide(state, { type: 'fail' }).kind, state).toBe('unchanged');
      expect(decide(state, { type: 'expire' }).kind, state).toBe('unchanged');
    }
  });

  it('lets an admin unmark a granting order (licences revoked) and re-mark it to what its refunds left', () => {
    expect(decide('paid', { type: 'unmark' })).toEqual({
      kind: 'move',
      to: 'unmarked',
      effects: ['revokeLicences'],
    });
    expect(decide('partially_refunded', { type: 'unmark' }).kind).toBe('move');
    expect(decide('unmarked', { type: 'remark', partlyRefunded: false })).toEqual({
      kind: 'move',
      to: 'paid',
      effects: ['issueInvoice', 'convertTrials', 'redeemCoupon'],
    });
    expect(decide('unmarked', { type: 'remark', partlyRefunded: true })).toMatchObject({
      to: 'partially_refunded',
    });
    expect(decide('pending', { type: 'remark', partlyRefunded: false })).toMatchObject({ to: 'paid' });
    expect(decide('unmarked', { type: 'unmark' }).kind).toBe('unchanged');
    expect(decide('paid', { type: 'remark', partlyRefunded: false }).kind).toBe('unchanged');
  });

  it('refuses what makes no sense: re-marking or unmarking a final order, unmarking a failed one, cancelling a paid one', () => {
    for (const state of finalStates) {
      expect(decide(state, { type: 'remark', partlyRefunded: false }).kind, state).toBe('refused');
      expect(decide(state, { type: 'unmark' }).kind, state).toBe('refused');
    }
    expect(decide('failed', { type: 'unmark' }).kind).toBe('refused');
    expect(decide('paid', { type: 'cancel', free: false }).kind).toBe('refused');
    expect(decide('refunded', { type: 'cancel', free: true }).kind).toBe('refused');
    expect(decide('cancelled', { type: 'cancel', free: true }).kind).toBe('unchanged');
  });

  it('records a refund in every state money can be in; a full one ends the order, a partial one keeps what it grants', () => {
    expect(decide('paid', { type: 'refund', full: false })).toEqual({
      kind: 'move',
      to: 'partially_refunded',
      effects: ['recordRefund', 'revokeRefundedSeats'],
    });
    for (const state of ['pending', 'unmarked', 'failed', 'expired'] as const) {
      expect(decide(state, { type: 'refund', full: false }), state).toEqual({
        kind: 'move',
        to: state,
        effects: ['recordRefund'],
      });
    }
    for (const state of ['pending', 'paid', 'unmarked', 'partially_refunded', 'failed', 'expired'] as const) {
      expect(decide(state, { type: 'refund', full: true }), state).toEqual({
        kind: 'move',
        to: 'refunded',
        effects: ['recordRefund', 'revokeLicences'],
      });
    }
    for (const state of finalStates)
      expect(decide(state, { type: 'refund', full: true }).kind).toBe('unchanged');
  });

  it('expires only orders awaiting payment when their buyer closes the account', () => {
    expect(decide('pending', { type: 'closeAccount' })).toEqual({
      kind: 'move',
      to: 'expired',
      effects: ['releaseCoupon'],
    });
    for (const state of lifecycleStates.filter((state) => state !== 'pending')) {
      expect(decide(state, { type: 'closeAccount' }).kind, state).toBe('unchanged');
    }
  });

  it('never moves a final order, never grants from an event other than a payment, and revokes whenever grants end', () => {
    for (const state of lifecycleStates) {
      for (const event of events) {
        const decision = decide(state, event);
        const cell = `${state} × ${JSON.stringify(event)}: ${show(decision)}`;
        if (finalStates.includes(state)) expect(decision.kind === 'move', cell).toBe(false);
        if (decision.kind !== 'move') continue;
        const grantsNow = grantingStates.includes(decision.to);
        const granted = grantingStates.includes(state);
        if (grantsNow && !granted) expect(['pay', 'remark'], cell).toContain(event.type);
        if (granted && !grantsNow) expect(decision.effects, cell).toContain('revokeLicences');
      }
    }
  });
});
