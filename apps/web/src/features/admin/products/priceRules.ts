import { type BulkPriceUpdate, fromMajorUnits, type Money } from '@shop/contracts';

/** The quick price actions of docs/rules/back-office.md, in their order there. */
export const quickActions = [
  'discount10',
  'increase5',
  'roundEuro',
  'discount20',
  'promo',
  'premium',
  'standard',
] as const;
export type QuickAction = (typeof quickActions)[number];

/**
 * The new price of a product, in cents, under a quick action. Whole cents all the way, so 10 % off
 * 49.99 is 44.99 and never 44.991000001.
 */
export function quickPriceCents(action: QuickAction, cents: number): number {
  switch (action) {
    case 'discount10':
      return Math.round((cents * 90) / 100);
    case 'increase5':
      return Math.round((cents * 105) / 100);
    case 'roundEuro':
      return cents % 100 === 0 ? cents : Math.round(cents / 100) * 100;
    case 'discount20':
      return Math.round((cents * 80) / 100);
    case 'promo':
      return 100;
    case 'premium':
      return Math.max(9900, Math.round((cents * 70) / 100));
    case 'standard':
      return Math.max(4900, Math.round((cents * 50) / 100));
  }
}

/** A staged change of bulk mode: the price as typed (euros) and its reason. */
export interface StagedPrice {
  price: string;
  reason: string;
}
export type StagedPrices = Readonly<Record<string, StagedPrice>>;

/**
 * Stages a quick action on every listed product that has no staged change yet. A free product is left
 * alone (a quick action would otherwise put a price on it: "promo" at 1 €, "premium" at 99 €); the admin
 * prices one by staging it by hand. A product whose price the action leaves as it is (rounding a whole-euro
 * price) is not staged.
 */
export function stageQuickAction(
  action: QuickAction,
  products: readonly { _id: string; price: Money }[],
  staged: StagedPrices,
  reason: string,
): StagedPrices {
  const next: Record<string, StagedPrice> = { ...staged };
  for (const product of products) {
    if (next[product._id] || product.price.amount === 0) continue;
    const cents = product.price.amount;
    const newCents = quickPriceCents(action, cents);
    if (newCents !== cents) next[product._id] = { price: (newCents / 100).toFixed(2), reason };
  }
  return next;
}

/** A typed price the API accepts: a number, not negative, at most two decimals. */
export function parsePrice(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** The bulk request body, or the id of the first staged line whose price is not valid. */
export function toBulkUpdates(
  staged: StagedPrices,
  defaultReason: string,
): { updates: BulkPriceUpdate['updates'] } | { invalid: string } {
  const updates: BulkPriceUpdate['updates'] = [];
  for (const [productId, change] of Object.entries(staged)) {
    const price = parsePrice(change.price);
    if (price === null) return { invalid: productId };
    updates.push({
      productId,
      price: fromMajorUnits(price, 'eur'),
      reason: change.reason.trim() || defaultReason,
    });
  }
  return { updates };
}
