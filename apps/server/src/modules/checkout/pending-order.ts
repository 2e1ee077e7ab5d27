import type { Language } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import { translate } from '../../lib/i18n';
import { attributeOrder, type Referral } from '../affiliates';
import { type AppliedCoupon, reserveCoupon } from '../coupons';
import { liveLines } from '../entitlements';
import { type NewOrderLine, openOrder } from '../order-lifecycle';
import type { OrderRow } from '../orders';
import { type PricedLine, totalOf } from './pricing';
import { type SaleTerms, saleTermsColumns } from './sale-terms';

/**
 * Inserts a pending order and its line snapshots, at the prices of `lines` (already the charged ones, each with
 * its share of the coupon's discount), with its sale terms, and reserves the coupon's use (docs/rules/coupons.md);
 * call inside the transaction that locked the coupon (`priceCoupon` with `lock`).
 */
export async function insertPendingOrder(
  tx: Executor,
  input: {
    userId: string;
    lines: PricedLine[];
    language: Language;
    isFree?: boolean;
    terms: SaleTerms;
    coupon?: AppliedCoupon | null;
    /** A lease's period: its subscription and the provider's invoice it bills (docs/rules/leases.md). */
    lease?: { subscriptionId: string; providerInvoiceId: string };
    /**
     * A discount the provider applied by itself (a lease's save coupon, docs/rules/leases.md): shown on the order
     * and its invoice as a coupon's, with no shop coupon behind it to reserve.
     */
    providerDiscount?: { code: string; discountCents: number };
    /** The partner link the buyer came through (docs/rules/affiliates.md); a lease's period follows its lease. */
    referral?: Referral | undefined;
  },
): Promise<OrderRow> {
  const coupon = input.coupon ?? null;
  const order = await openOrder(
    tx,
    {
      userId: input.userId,
      totalCents: totalOf(input.lines),
      language: input.language,
      isFree: input.isFree ?? false,
      ...saleTermsColumns(input.terms),
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? input.providerDiscount?.code ?? null,
      discountCents: coupon?.discountCents ?? input.providerDiscount?.discountCents ?? 0,
      ...input.lease,
    },
    input.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      description: line.description,
      nameFr: line.names.fr,
      nameEn: line.names.en,
      descriptionFr: line.descriptions.fr,
      descriptionEn: line.descriptions.en,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      updatesMonths: line.updatesMonths,
      discountCents: line.discountCents ?? 0,
      bundleCreditCents: line.bundle?.creditCents ?? 0,
      upgradeFromItemId: line.upgrade?.fromItemId ?? null,
      upgradeFromOrderId: line.upgrade?.fromOrderId ?? null,
      contents: containedLines(line, input.language),
    })),
  );
  if (coupon) {
    await reserveCoupon(tx, {
      couponId: coupon.couponId,
      orderId: order.id,
      userId: input.userId,
      discountCents: coupon.discountCents,
    });
  }
  if (!input.lease) await attributeOrder(tx, order, input.referral, new Date());
  return order;
}

/**
 * A bundle line's contained indicators (docs/rules/bundles.md), as lines at 0 with the bundle's quantity that
 * name their bundle line: they grant downloads and licence seats like any line.
 */
function containedLines(line: PricedLine, language: Language): NewOrderLine[] {
  if (!line.bundle) return [];
  // The bundle's own name: the credit is stated once, on its line (docs/rules/bundles.md).
  const bundle = line.bundle.names;
  return line.bundle.contents.map((content) => {
    const names = {
      fr: translate('fr', 'documents:invoice.bundleContent', {
        product: content.names.fr,
        bundle: bundle.fr,
      }),
      en: translate('en', 'documents:invoice.bundleContent', {
        product: content.names.en,
        bundle: bundle.en,
      }),
    };
    return {
      productId: content.productId,
      name: names[language],
      description: content.descriptions[language],
      nameFr: names.fr,
      nameEn: names.en,
      descriptionFr: content.descriptions.fr,
      descriptionEn: content.descriptions.en,
      unitPriceCents: 0,
      quantity: line.quantity,
      updatesMonths: content.updatesMonths,
      creditedItemId: content.creditedItemId,
    };
  });
}

/**
 * Which of these products the user already holds (`liveLine`, docs/rules/entitlements.md): product id → the
 * newest order holding it. A lease's period order holds nothing for life (docs/rules/leases.md).
 */
export async function ownedProducts(
  db: Executor,
  userId: string,
  productIds: string[],
): Promise<Map<string, string>> {
  const owned = new Map<string, string>();
  for (const { line, order } of await liveLines(db, { userId, productIds }))
    if (!owned.has(line.productId)) owned.set(line.productId, order.id);
  return owned;
}
