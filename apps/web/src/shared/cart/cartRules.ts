import {
  type CartItem,
  type Currency,
  FREE_LINE_MAX_QUANTITY,
  fromMajorUnits,
  type Money,
  money,
  type Product,
  sumMoney,
} from '@shop/contracts';

const CART_EXPIRY_DAYS = 30;
export const DEFAULT_STOCK = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A price as the cart keeps it: a Money (docs/rules/currencies.md). A bare number is an amount in major units of
 * `currency`, as carts stored before prices carried their currency, and the catalogue's answers, hold it.
 */
export function cartPrice(value: number | Money, currency: Currency): Money {
  return typeof value === 'number' ? fromMajorUnits(value, currency) : value;
}

const isFree = (price: number | Money) => cartPrice(price, 'eur').amount === 0;

/** The most of a product one line may hold: its stock, or one of a free product (docs/rules/checkout.md). */
export function maxQuantity(product: { price: number | Money; countInStock: number }): number {
  return isFree(product.price) ? FREE_LINE_MAX_QUANTITY : Math.max(1, product.countInStock || DEFAULT_STOCK);
}

/**
 * A line's unit price in the visitor's currency: its dollar price in dollars (a free product is free in both),
 * null when it is not sold in dollars (docs/rules/currencies.md).
 */
export function unitPriceIn(item: Pick<CartItem, 'price' | 'usdPrice'>, currency: Currency): Money | null {
  if (currency === 'eur') return item.price;
  if (item.price.amount === 0) return money(0, currency);
  return item.usdPrice ?? null;
}

export function clampQuantity(qty: number, countInStock: number): number {
  const max = Math.max(1, countInStock || DEFAULT_STOCK);
  if (!Number.isFinite(qty)) return 1;
  return Math.min(max, Math.max(1, Math.floor(qty)));
}

/**
 * docs/rules/cart.md: items without addedAt are stamped with now, items older than 30 days are dropped and
 * duplicates by product are removed (the last line wins).
 */
export function normalizeCart(items: CartItem[], now: Date = new Date()): CartItem[] {
  const cutoff = now.getTime() - CART_EXPIRY_DAYS * DAY_MS;
  const byProduct = new Map<string, CartItem>();
  for (const stored of items) {
    const item = withMoneyPrices(stored);
    const stamped = item.addedAt ? item : { ...item, addedAt: now.toISOString() };
    const added = Date.parse(stamped.addedAt!);
    if (Number.isNaN(added) || added < cutoff) continue;
    byProduct.delete(stamped.product);
    byProduct.set(stamped.product, stamped);
  }
  return [...byProduct.values()];
}

/** A stored line's prices as Money, whichever way it was stored (`cartPrice`). */
function withMoneyPrices(item: CartItem): CartItem {
  const stored = item as Omit<CartItem, 'price' | 'usdPrice'> & {
    price: number | Money;
    usdPrice?: number | Money | null;
  };
  const usdPrice = stored.usdPrice;
  return {
    ...item,
    price: cartPrice(stored.price, 'eur'),
    ...(usdPrice === undefined ? {} : { usdPrice: usdPrice === null ? null : cartPrice(usdPrice, 'usd') }),
  };
}

/** Adding a product already in the cart replaces its line; otherwise the line is appended. */
export function addToCart(items: CartItem[], item: CartItem, now: Date = new Date()): CartItem[] {
  const line: CartItem = {
    ...item,
    countInStock: item.countInStock || DEFAULT_STOCK,
    qty: clampQuantity(item.qty, maxQuantity(item)),
    addedAt: now.toISOString(),
  };
  const exists = items.some((existing) => existing.product === item.product);
  const next = exists
    ? items.map((existing) => (existing.product === item.product ? line : existing))
    : [...items, line];
  return normalizeCart(next, now);
}

export function setQuantity(items: CartItem[], productId: string, qty: number): CartItem[] {
  return items.map((item) =>
    item.product === productId ? { ...item, qty: clampQuantity(qty, maxQuantity(item)) } : item,
  );
}

export function removeFromCart(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product !== productId);
}

export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/**
 * The catalogue total in the currency (euros unless named), for a visitor the server has not quoted (signed
 * out); a line not sold in that currency adds nothing (checkout refuses it). A signed-in buyer sees the
 * server's quote instead (docs/rules/cart.md).
 */
export function cartTotal(items: CartItem[], currency: Currency = 'eur'): Money {
  return sumMoney(
    items.map((item) => money((unitPriceIn(item, currency)?.amount ?? 0) * item.qty, currency)),
    currency,
  );
}

export function isFreeCart(items: CartItem[]): boolean {
  return items.length > 0 && items.every((item) => item.price.amount === 0);
}

/**
 * The current state of the cart's products, as `POST /api/cart/quote` answers it (its prices read by
 * `cartPrice`, a Money or an amount in major units).
 */
export interface CartQuote {
  products: (Pick<
    Product,
    '_id' | 'slug' | 'name' | 'image' | 'images' | 'countInStock' | 'downloadLink' | 'updatesMonths'
  > & { price: number | Money; usdPrice: number | Money | null })[];
  missing: string[];
}

/** A line whose price moved since it was added: shown as old → new before the buyer pays. */
export interface PriceChange {
  product: string;
  name: string;
  from: Money;
  to: Money;
}

export interface CartReconciliation {
  items: CartItem[];
  changes: PriceChange[];
  /** Names of the lines taken out: the product no longer exists or is out of stock. */
  removed: string[];
}

/**
 * Brings stored lines up to date with the catalogue: current price, name (in the reader's language),
 * images, updates period and stock (quantity clamped to it, and to one for a product now free). A product that no longer exists, or has no stock left,
 * leaves the cart; each price that moved is reported.
 */
export function reconcileCart(items: CartItem[], quote: CartQuote): CartReconciliation {
  const byId = new Map(quote.products.map((product) => [product._id, product]));
  const changes: PriceChange[] = [];
  const removed: string[] = [];
  const kept: CartItem[] = [];
  for (const item of items) {
    const product = byId.get(item.product);
    if (!product || product.countInStock <= 0) {
      removed.push(product?.name ?? item.name);
      continue;
    }
    const price = cartPrice(product.price, 'eur');
    if (price.amount !== item.price.amount) {
      changes.push({ product: item.product, name: product.name, from: item.price, to: price });
    }
    kept.push({
      ...item,
      slug: product.slug,
      name: product.name,
      image: product.image,
      images: product.images,
      price,
      usdPrice: product.usdPrice === null ? null : cartPrice(product.usdPrice, 'usd'),
      countInStock: product.countInStock,
      downloadLink: product.downloadLink,
      updatesMonths: product.updatesMonths,
      qty: clampQuantity(item.qty, maxQuantity(product)),
    });
  }
  return { items: kept, changes, removed };
}
