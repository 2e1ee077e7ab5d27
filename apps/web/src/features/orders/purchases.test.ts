import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { purchasedProducts } from './purchases';

const line = (id: string, name: string, price: number) => ({
  product: { _id: id, name, description: `${name} text` },
  name,
  description: `${name} text`,
  price,
  qty: 1,
  quantity: 1,
});

const order = (id: string, paidAt: string | null, items: ReturnType<typeof line>[]): Order => ({
  _id: id,
  user: 'u',
  orderItems: items,
  totalPrice: items.reduce((sum, item) => sum + item.price, 0),
  status: paidAt ? 'paid' : 'pending',
  isPaid: Boolean(paidAt),
  paidAt,
  isDelivered: false,
  isFree: false,
  createdAt: paidAt ?? '2026-01-01T00:00:00.000Z',
  invoiceNumber: null,
});

describe('purchasedProducts', () => {
  it('lists each product of paid orders once, with its first purchase date, ignoring unpaid orders', () => {
    const result = purchasedProducts([
      order('o3', '2026-03-01T10:00:00.000Z', [line('p1', 'VWAP', 99)]),
      order('o2', null, [line('p9', 'Unpaid', 10)]),
      order('o1', '2026-02-01T10:00:00.000Z', [line('p1', 'VWAP', 89), line('p2', 'Free', 0)]),
    ]);
    expect(result).toEqual([
      {
        productId: 'p1',
        productName: 'VWAP',
        price: 89,
        purchaseDate: '2026-02-01T10:00:00.000Z',
        orderId: 'o1',
        description: 'VWAP text',
      },
      {
        productId: 'p2',
        productName: 'Free',
        price: 0,
        purchaseDate: '2026-02-01T10:00:00.000Z',
        orderId: 'o1',
        description: 'Free text',
      },
    ]);
  });

  it('is empty without paid orders', () => {
    expect(purchasedProducts([order('o', null, [line('p', 'X', 1)])])).toEqual([]);
  });
});
