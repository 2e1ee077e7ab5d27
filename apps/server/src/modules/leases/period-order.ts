import { type Language, languages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orders, products, type subscriptions } from '../../lib/db/schema';
import { formatDay, translate } from '../../lib/i18n';
import { insertPendingOrder, type PricedLine } from '../checkout';
import type { ProviderRefund } from '../order-lifecycle';
import type { LeaseDeps } from './deps';

export type LeaseRow = typeof subscriptions.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A lease's paid period, from the provider's invoice (its test clock included). */
export interface LeasePeriod {
  start: Date;
  end: Date;
}

/**
 * A lease's line, as Stripe shows it and as the period's order records it, in both languages; a paid period's
 * line states its dates (docs/rules/leases.md), so the buyer tells two periods apart on every document.
 */
export function leaseLine(
  product: ProductRow,
  plan: LeaseRow['plan'],
  language: Language,
  cents: number,
  period?: LeasePeriod,
): PricedLine {
  const names = Object.fromEntries(
    languages.map((lang) => {
      const name = lang === 'fr' ? product.nameFr : product.nameEn;
      return [
        lang,
        period
          ? translate(lang, `orders:leaseLine.${plan}Period`, {
              name,
              start: formatDay(period.start, lang),
              end: formatDay(period.end, lang),
            })
          : translate(lang, `orders:leaseLine.${plan}`, { name }),
      ];
    }),
  ) as Record<Language, string>;
  const descriptions = { fr: product.descriptionFr, en: product.descriptionEn };
  return {
    productId: product.id,
    name: names[language],
    description: descriptions[language],
    names,
    descriptions,
    unitPriceCents: cents,
    quantity: 1,
    // A lease has no one-time updates plan: its holder gets every release while the lease runs.
    updatesMonths: null,
  };
}

/**
 * One paid period of a lease becomes one paid order, through the order lifecycle, so it gets its invoice with
 * the next number of the one gap-free sequence (docs/rules/invoices.md) and later refunds and credit notes work
 * as for any order. The provider's invoice id is unique on orders: the same invoice paid twice (a redelivered
 * or a second event) bills once: `billed` false then. A period paid after its buyer closed the account is not
 * billed but given back, as any payment then (docs/rules/orders.md): the caller sends `giveBack` after its
 * commit. Call with the lease row locked.
 */
export async function billPaidPeriod(
  deps: Pick<LeaseDeps, 'sales' | 'orderLifecycle'>,
  tx: Transaction,
  lease: LeaseRow,
  invoice: {
    id: string;
    amountCents: number;
    /** What a save coupon took off the price (0 without one). */
    discountCents: number;
    paymentIntentId: string | null;
    period: LeasePeriod | null;
    /** When the provider's test clock paid it; null on the real clock (paid now). */
    clockPaidAt: Date | null;
  },
): Promise<{ billed: boolean; giveBack: ProviderRefund[]; orderId?: string }> {
  const [known] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.providerInvoiceId, invoice.id));
  if (known) return { billed: false, giveBack: [] };
  const [product] = await tx.select().from(products).where(eq(products.id, lease.productId));
  // Every period is billed in the currency the lease started in, whatever the buyer or the catalogue say now.
  const vatTerms = await deps.sales.saleTermsOf(tx, lease.userId, false, lease.currency);
  // The consent was given once, at the lease's checkout, for every period it bills.
  const { withdrawalConsentAt: at, withdrawalConsentVersion: version } = lease;
  const consented = at && version ? { ...vatTerms, withdrawalConsent: { at, version } } : vatTerms;
  // Each period keeps the NinjaTrader account the lease's checkout named (docs/rules/vendor-licences.md).
  const terms = { ...consented, ninjaTraderEmail: lease.ninjaTraderEmail };
  const { discountCents } = invoice;
  const line = leaseLine(
    product!,
    lease.plan,
    lease.language,
    invoice.amountCents + discountCents,
    invoice.period ?? undefined,
  );
  // A save coupon's period shows the plan's price, the coupon and what it took off (docs/rules/leases.md).
  const discount = discountCents > 0 ? { code: lease.saveCouponCode ?? 'SAVE', discountCents } : undefined;
  const order = await insertPendingOrder(tx, {
    userId: lease.userId,
    lines: [discount ? { ...line, discountCents } : line],
    language: lease.language,
    terms,
    lease: { subscriptionId: lease.id, providerInvoiceId: invoice.id },
    ...(discount ? { providerDiscount: discount } : {}),
  });
  const { giveBack } = await deps.orderLifecycle.pay(
    tx,
    [{ order, paymentIntentId: invoice.paymentIntentId }],
    null,
    invoice.clockPaidAt ? { paidAt: invoice.clockPaidAt } : {},
  );
  return { billed: giveBack.length === 0, giveBack, orderId: order.id };
}
