import { describe, expect, it } from 'vitest';
import type { Executor } from '../../lib/db/client';
import { canMove, moveOrders, type OrderStatus, orderTransitions, RefusedTransition } from './order-state';

const statuses = Object.keys(orderTransitions) as OrderStatus[];

describe("an order's life", () => {
  it('allows payment, failure, expiry, late payment, unpaying, refunds and cancelling', () => {
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => canMove(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending → paid',
        'pending → failed',
        'pending → expired',
        'paid → pending',
        'failed → paid',
        'expired → paid',
        'paid → refunded',
        'paid → partially_refunded',
        'paid → cancelled',
        'partially_refunded → partially_refunded',
        'partially_refunded → refunded',
      ].sort(),
    );
  });

  it('refuses every other move: a paid order never fails or expires, refunds are final, only a second partial refund repeats', () => {
    for (const [from, to] of [
      ['paid', 'failed'],
      ['paid', 'expired'],
      ['failed', 'expired'],
      ['expired', 'failed'],
      ['failed', 'pending'],
      ['expired', 'pending'],
      ['pending', 'refunded'],
      ['pending', 'cancelled'],
      ['refunded', 'paid'],
      ['refunded', 'partially_refunded'],
      ['partially_refunded', 'paid'],
      ['partially_refunded', 'pending'],
      ['cancelled', 'paid'],
      ...statuses.filter((status) => status !== 'partially_refunded').map((status) => [status, status]),
    ] as [OrderStatus, OrderStatus][]) {
      expect(canMove(from, to), `${from} → ${to}`).toBe(false);
    }
  });

  it('refuses a move before touching the database', async () => {
    const untouched = new Proxy({} as Executor, {
      get: () => {
        throw new Error('the database was touched');
      },
    });
    await expect(moveOrders(untouched, { from: 'paid', to: 'expired', where: undefined })).rejects.toThrow(
      RefusedTransition,
    );
  });
});
