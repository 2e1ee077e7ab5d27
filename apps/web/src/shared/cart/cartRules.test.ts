import { type CartItem, money } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { priceIn } from '../format';
import {
  addToCart,
  cartItemCount,
  cartTotal,
  clampQuantity,
  DEFAULT_STOCK,
  isFreeCart,
  maxQuantity,
  normalizeCart,
  reconcileCart,
  removeFromCart,
  setQuantity,
  storedLine,
} from './cartRules';

const eur = (euros: number) => money(Math.round(euros * 100), 'eur');
const usd = (dollars: number) => money(Math.round(dollars * 100), 'usd');
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const item = (product: string, overrides: Partial<CartItem> = {}): CartItem => ({
  product,
  slug: product,
  name: `Product ${product}`,
  image: '/x.svg',
  images: ['/x.svg'],
  price: eur(49),
  countInStock: 10,
  downloadLink: 'x.zip',
  updatesMonths: null,
  qty: 1,
  addedAt: now.toISOString(),
  ...overrides,
});

describe('cart rules', () => {
  it('appends a new product and replaces the line of one already in the cart', () => {
    const cart = addToCart([item('a')], item('b'), now);
    expect(cart.map((line) => line.product)).toEqual(['a', 'b']);
    const replaced = addToCart(cart, item('a', { qty: 3, price: eur(59) }), now);
    expect(replaced).toHaveLength(2);
    expect(replaced.find((line) => line.product === 'a')).toMatchObject({ qty: 3, price: eur(59) });
  });

  it('drops items older than 30 days and keeps those younger', () => {
    const cart = normalizeCart(
      [item('old', { addedAt: daysAgo(31) }), item('recent', { addedAt: daysAgo(29) })],
      now,
    );
    expect(cart.map((line) => line.product)).toEqual(['recent']);
  });

  it('stamps items that have no addedAt with now instead of dropping them', () => {
    const [stamped] = normalizeCart([item('a', { addedAt: undefined })], now);
    expect(stamped?.addedAt).toBe(now.toISOString());
  });

  it('removes duplicates by product, keeping the last line', () => {
    const cart = normalizeCart([item('a', { qty: 1 }), item('b'), item('a', { qty: 4 })], now);
    expect(cart).toHaveLength(2);
    expect(cart.find((line) => line.product === 'a')?.qty).toBe(4);
  });

  it('gives a product without stock count the default stock of 100', () => {
    const [line] = addToCart([], item('a', { countInStock: 0, qty: 150 }), now);
    expect(line?.countInStock).toBe(DEFAULT_STOCK);
    expect(line?.qty).toBe(100);
  });

  it('keeps quantities between 1 and the stock count', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(setQuantity([item('a')], 'a', 50)[0]?.qty).toBe(10);
  });

  it('holds one unit of a free product, however many are asked for', () => {
    expect(addToCart([], item('a', { price: eur(0), qty: 100 }), now)[0]?.qty).toBe(1);
    expect(setQuantity([item('a', { price: eur(0) })], 'a', 5)[0]?.qty).toBe(1);
    expect(maxQuantity({ price: eur(0), countInStock: 100 })).toBe(1);
    expect(maxQuantity({ price: eur(49), countInStock: 100 })).toBe(100);
  });

  it('removes a line and counts items and total in cents', () => {
    const cart = [item('a', { qty: 2, price: eur(0.1) }), item('b', { qty: 1, price: eur(0.2) })];
    expect(cartItemCount(cart)).toBe(3);
    expect(cartTotal(cart)).toEqual(eur(0.4));
    expect(removeFromCart(cart, 'a').map((line) => line.product)).toEqual(['b']);
  });

  it('totals the cart in dollars from the dollar prices, leaving out a line not sold in dollars', () => {
    const cart = [
      item('a', { qty: 2, price: eur(49), usdPrice: usd(53.1) }),
      item('b', { qty: 1, price: eur(0), usdPrice: null }),
      item('c', { qty: 1, price: eur(79), usdPrice: null }),
    ];
    expect(cartTotal(cart, 'usd')).toEqual(usd(106.2));
    expect(cartTotal(cart, 'eur')).toEqual(eur(177));
  });

  it('reads a cart stored before prices carried their currency: its amounts become Money', () => {
    const stored = { ...item('a'), price: 45, usdPrice: 40.5 } as unknown as CartItem;
    const euroOnly = { ...item('b'), price: 79, usdPrice: null } as unknown as CartItem;
    const [line, other] = normalizeCart([stored, euroOnly].map(storedLine), now);
    expect(line).toMatchObject({ price: eur(45), usdPrice: usd(40.5) });
    expect(other).toMatchObject({ price: eur(79), usdPrice: null });
    expect(priceIn(line!, 'usd')).toEqual(usd(40.5));
    expect(priceIn(other!, 'usd')).toBeNull();
    expect(priceIn(item('c', { price: eur(0) }), 'usd')).toEqual(usd(0));
  });

  it('knows an all-free cart', () => {
    expect(isFreeCart([item('a', { price: eur(0) })])).toBe(true);
    expect(isFreeCart([item('a', { price: eur(0) }), item('b')])).toBe(false);
    expect(isFreeCart([])).toBe(false);
  });
});

describe('reconcileCart', () => {
  const current = (product: string, overrides: Partial<CartItem> = {}) => {
    const {
      product: _id,
      slug,
      name,
      image,
      images,
      price,
      countInStock,
      downloadLink,
      updatesMonths = null,
    } = item(product, overrides);
    return {
      _id,
      slug,
      name,
      image,
      images,
      price,
      usdPrice: null,
      countInStock,
      downloadLink,
      updatesMonths,
      licensing: 'shop' as const,
    };
  };

  it('takes current prices, names and stock, and reports each price that moved as old → new', () => {
    const cart = [item('a', { price: eur(49), qty: 3 }), item('b', { price: eur(0) })];
    const result = reconcileCart(cart, {
      products: [
        current('a', { price: eur(59), name: 'Produit A', countInStock: 2 }),
        current('b', { price: eur(0) }),
      ],
      missing: [],
    });
    expect(result.changes).toEqual([{ product: 'a', name: 'Produit A', from: eur(49), to: eur(59) }]);
    expect(result.removed).toEqual([]);
    expect(result.items[0]).toMatchObject({
      product: 'a',
      price: eur(59),
      name: 'Produit A',
      qty: 2,
      countInStock: 2,
    });
    // Unchanged but for the dollar price (none here) and the licensing the refresh brings.
    expect(result.items[1]).toEqual({ ...cart[1], usdPrice: null, licensing: 'shop' });
  });

  it("takes the product's current updates period, for a cart stored before it had one too", () => {
    const { updatesMonths: _absent, ...stored } = item('a');
    const result = reconcileCart([stored], { products: [current('a', { updatesMonths: 12 })], missing: [] });
    expect(result.items[0]?.updatesMonths).toBe(12);
    expect(result.changes).toEqual([]);
  });

  it('removes lines whose product no longer exists or is out of stock, naming them', () => {
    const cart = [item('gone'), item('sold-out'), item('kept')];
    const result = reconcileCart(cart, {
      products: [current('sold-out', { countInStock: 0, name: 'Sold out now' }), current('kept')],
      missing: ['gone'],
    });
    expect(result.items.map((line) => line.product)).toEqual(['kept']);
    expect(result.removed).toEqual(['Product gone', 'Sold out now']);
    expect(result.changes).toEqual([]);
  });
});
