import { describe, expect, it } from 'vitest';
import { money } from './money';
import { type Order, shortOrderId, shownOrders } from './orders';

describe('shortOrderId', () => {
  it('shows the last 8 characters, which differ between orders of the same minute', () => {
    const first = '01a2080b-1c2d-7e3f-8a4b-5c6d7e8f9a0b';
    const second = '01a2080b-1c2d-7e3f-8a4b-000011112222';
    expect(shortOrderId(first)).toBe('7e8f9a0b');
    expect(shortOrderId(second)).toBe('11112222');
    expect(shortOrderId(first)).not.toBe(shortOrderId(second));
  });
});

describe('shownOrders', () => {
  const order = (id: string, status: Order['status']): Order => ({
    _id: id,
    user: 'u',
    orderItems: [],
    totalPrice: money(4900, 'eur'),
    currency: 'eur',
    status,
    isPaid: status === 'paid' || status === 'partially_refunded',
    paidAt: ['paid', 'partially_refunded', 'refunded', 'cancelled'].includes(status)
      ? '2026-11-24T00:00:00.000Z'
      : null,
    isDelivered: false,
    isFree: false,
    createdAt: '2026-11-24T00:00:00.000Z',
    invoiceNumber: null,
    invoicePending: false,
    reverseChargePending: false,
    refundedPrice: money(0, 'eur'),
    creditNotes: [],
  });

  it('lists paid orders only: pending (session cut off or still open), failed and expired stay out', () => {
    const orders = [order('a', 'pending'), order('b', 'paid'), order('c', 'failed'), order('d', 'expired')];
    expect(shownOrders(orders).map((shown) => shown._id)).toEqual(['b']);
    expect(shownOrders([])).toEqual([]);
  });

  it('keeps orders paid once: partly refunded, refunded and cancelled stay listed (docs/rules/refunds.md)', () => {
    const orders = [order('a', 'refunded'), order('b', 'partially_refunded'), order('c', 'cancelled')];
    expect(shownOrders(orders).map((shown) => shown._id)).toEqual(['a', 'b', 'c']);
  });
});
