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
import { priceIn } from '../format';
import { productImages } from '../product';

const CART_EXPIRY_DAYS = 30;
export const DEFAULT_STOCK = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The most of a product one line may hold: its stock, or one of a free product (docs/rules/checkout.md). */
export function maxQuantity(product: { price: Money; countInStock: number }): number {
  return product.price.amount === 0
    ? FREE_LINE_MAX_QUANTITY
    : Math.max(1, product.countInStock || DEFAULT_STOCK);
}

export function clampQuantity(qty: number, countInStock: number): number {
  const max = Math.max(1, countInStock || DEFAULT_STOCK);
  if (!Number.isFinite(qty)) return 1;
  return Math.min(max, Math.max(1, Math.floor(qty)));
}

/**
 * A line stored before prices were Money holds bare amounts (euros, and dollars): read as Money, so the cart
 * shows it until its refresh brings the current prices.
 */
export function storedLine(line: CartItem): CartItem {
  const { price, usdPrice } = line as unknown as { price: Money | number; usdPrice?: Money | number | null };
  return {
    ...line,
    price: typeof price === 'number' ? fromMajorUnits(price, 'eur') : price,
    usdPrice: typeof usdPrice === 'number' ? fromMajorUnits(usdPrice, 'usd') : usdPrice,
  };
}

/**
 * docs/rules/cart.md: items without addedAt are stamped with now, items older than 30 days are dropped and
 * duplicates by product are removed (the last line wins).
 */
export function normalizeCart(items: CartItem[], now: Date = new Date()): CartItem[] {
  const cutoff = now.getTime() - CART_EXPIRY_DAYS * DAY_MS;
  const byProduct = new Map<string, CartItem>();
  for (const item of items) {
    const stamped = item.addedAt ? item : { ...item, addedAt: now.toISOString() };
    const added = Date.parse(stamped.addedAt!);
    if (Number.isNaN(added) || added < cutoff) continue;
    byProduct.delete(stamped.product);
    byProduct.set(stamped.product, stamped);
  }
  return [...byProduct.values()];
}

/** A cart line of `qty` of a product as the catalogue answers it (its name in the reader's language). */
export function cartItemOf(product: Product, qty: number, now: Date = new Date()): CartItem {
  const images = productImages(product);
  return {
    product: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image || images[0]!,
    images,
    price: product.price,
    usdPrice: product.usdPrice,
    countInStock: product.countInStock,
    downloadLink: product.downloadLink,
    updatesMonths: product.updatesMonths,
    licensing: product.licensing,
    qty,
    addedAt: now.toISOString(),
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
    items.map((item) => money((priceIn(item, currency)?.amount ?? 0) * item.qty, currency)),
    currency,
  );
}

/** Whether checkout asks the buyer's NinjaTrader account e-mail: a line licensed by NinjaTrader (vendor-licences.md). */
export function needsNinjaTraderAccount(items: CartItem[]): boolean {
  return items.some((item) => item.licensing === 'ninjatrader');
}

export function isFreeCart(items: CartItem[]): boolean {
  return items.length > 0 && items.every((item) => item.price.amount === 0);
}

/**
 * The current state of the cart's products, as `POST /api/cart/quote` answers it.
 */
export interface CartQuote {
  products: Pick<
    Product,
    | '_id'
    | 'slug'
    | 'name'
    | 'image'
    | 'images'
    | 'countInStock'
    | 'downloadLink'
    | 'updatesMonths'
    | 'licensing'
    | 'price'
    | 'usdPrice'
  >[];
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
    const price = product.price;
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
      usdPrice: product.usdPrice,
      countInStock: product.countInStock,
      downloadLink: product.downloadLink,
      updatesMonths: product.updatesMonths,
      licensing: product.licensing,
      qty: clampQuantity(item.qty, maxQuantity(product)),
    });
  }
  return { items: kept, changes, removed };
}
