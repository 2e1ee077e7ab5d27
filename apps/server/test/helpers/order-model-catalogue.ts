import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bundleItems, coupons, exchangeRate, products } from '../../src/lib/db/schema';
import type { Currency } from './order-model-state';

type ProductRow = typeof products.$inferSelect;

/** The coupons of a model run: none, 10 % off the cart, 5 € off a euro cart (docs/rules/coupons.md). */
export const COUPONS = ['', 'MODEL-TEN', 'MODEL-FIVE'] as const;
export type CouponCode = (typeof COUPONS)[number];

/** Products whose trial the model starts (docs/rules/trials.md): one in the bundle, one an upgrade target. */
const TRIAL_SLUGS = ['risk-reward', 'volume-profile-premium'];

/** What issue 42's commands sell beside single lines: the seeded bundle and upgrade pairs, coupons, trials. */
export interface SellingCatalogue {
  bundle: ProductRow;
  contents: ProductRow[];
  /** Lower product id → its upgrade target (docs/rules/upgrades.md). */
  upgrades: Map<string, ProductRow>;
  trials: ProductRow[];
}

/**
 * Sets the run's selling terms as an admin would: the dollar exchange rate (a dollar checkout needs it,
 * docs/rules/currencies.md), two coupons without limits, trials on two products; reads the seeded bundle and
 * upgrade pairs.
 */
export async function sellingCatalogue(app: FastifyInstance, adminId: string): Promise<SellingCatalogue> {
  const db = app.db;
  await db
    .insert(exchangeRate)
    .values({ id: 1, eurPerUsdMicros: 920_000, rateDate: '2026-11-01', updatedBy: adminId });
  await db.insert(coupons).values([
    { code: COUPONS[1], kind: 'percent', value: 10 },
    { code: COUPONS[2], kind: 'amount', value: 500 },
  ]);
  await db.update(products).set({ trialDays: 14 }).where(inArray(products.slug, TRIAL_SLUGS));
  const rows = await db.select().from(products);
  const bySlug = (slug: string) => rows.find((row) => row.slug === slug)!;
  const contained = await db
    .select()
    .from(bundleItems)
    .where(eq(bundleItems.bundleId, bySlug('pack-sessions').id));
  return {
    bundle: bySlug('pack-sessions'),
    contents: contained.map((item) => rows.find((row) => row.id === item.productId)!),
    upgrades: new Map([
      [bySlug('volume-profile-lite').id, bySlug('volume-profile-premium')],
      [bySlug('vwap-lite').id, bySlug('vwap-premium')],
    ]),
    trials: TRIAL_SLUGS.map(bySlug),
  };
}

/** A product's list price in a currency, null when it is not sold in it (a free one is free in both). */
export function listPrice(product: ProductRow, currency: Currency): number | null {
  if (currency === 'eur' || product.priceCents === 0) return product.priceCents;
  return product.usdPriceCents;
}

/** What a coupon takes off a cart of `amount` in `currency`; null when the shop refuses it. */
export function couponDiscount(code: CouponCode, amount: number, currency: Currency): number | null {
  if (code === 'MODEL-TEN') return Math.round(amount / 10);
  if (code === 'MODEL-FIVE') return currency === 'eur' ? Math.min(500, amount) : null;
  return 0;
}

/** What one seat of a line cost, its coupon share taken off, rounded half up (docs/rules/bundles.md, upgrades.md). */
export const seatPaid = (line: { unitCents: number; quantity: number; discountCents: number }) =>
  Math.round((line.unitCents * line.quantity - line.discountCents) / line.quantity);
