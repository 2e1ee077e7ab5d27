import { money, type Order, type RefundRequest } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { mayRequest } from './RefundCell';

const order = (refundRequestable: boolean | undefined): Order => ({
  _id: 'order-1',
  user: 'user-1',
  orderItems: [],
  totalPrice: money(4900, 'eur'),
  currency: 'eur',
  status: 'paid',
  isPaid: true,
  paidAt: new Date().toISOString(),
  isDelivered: false,
  isFree: false,
  createdAt: new Date().toISOString(),
  invoiceNumber: null,
  invoicePending: false,
  reverseChargePending: false,
  refundedPrice: money(0, 'eur'),
  creditNotes: [],
  ...(refundRequestable === undefined ? {} : { refundRequestable }),
});

describe('the refund request button (docs/rules/entitlements.md)', () => {
  it('follows the server’s refundRequestable, so a paid order an upgrade replaced offers nothing', () => {
    expect(mayRequest(order(true), undefined)).toBe(true);
    expect(mayRequest(order(false), undefined)).toBe(false);
    expect(mayRequest(order(undefined), undefined)).toBe(false);
  });

  it('hides it once a request of the order is open, before the list is read again', () => {
    expect(mayRequest(order(true), { status: 'open' } as RefundRequest)).toBe(false);
    expect(mayRequest(order(true), { status: 'declined' } as RefundRequest)).toBe(true);
  });
});
