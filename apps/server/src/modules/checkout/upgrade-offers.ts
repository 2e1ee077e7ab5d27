import type { UpgradeOffer } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, products } from '../../lib/db/schema';
import { centsToEuros } from '../../lib/money';
import { namedProduct, upgradePathsFrom } from '../catalog';
import {
  paidPerSeatCents,
  upgradeUnitCents,
  upgradeWindowEnd,
  upgradeWindowOpen,
} from './owned-credit-rules';
import { chargedUnitPrice, saleTermsOf } from './sale-terms';

/**
 * The upgrades the signed-in buyer may buy now (docs/rules/upgrades.md): for each lower line they still own
 * (paid, not refunded, not upgraded, not a lease) and each path leaving its product to a product on sale whose
 * window is open, the difference per seat they would pay.
 */
export async function upgradeOffers(
  app: FastifyInstance,
  userId: string,
  language: Language,
  now: Date = new Date(),
): Promise<UpgradeOffer[]> {
  const owned = await app.db
    .select({ line: orderItems, order: orders, product: products })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.isPaid, true),
        isNull(orders.subscriptionId),
        gt(orderItems.quantity, orderItems.refundedQuantity),
        isNull(orderItems.upgradedAt),
      ),
    )
    .orderBy(desc(orders.paidAt));
  const paths = await upgradePathsFrom(
    app.db,
    owned.map(({ product }) => product.id),
  );
  const terms = await saleTermsOf(app, app.db, userId, false);
  const offers: UpgradeOffer[] = [];
  for (const { line, order, product } of owned) {
    const paidAt = order.paidAt ?? order.createdAt;
    for (const { path, to } of paths) {
      if (path.fromProductId !== product.id || !to.published || to.countInStock === 0) continue;
      if (!upgradeWindowOpen(paidAt, path.withinDays, now)) continue;
      // Priced in the original order's currency, never converted (docs/rules/currencies.md).
      const targetCents = order.currency === 'usd' ? to.usdPriceCents : to.priceCents;
      if (targetCents === null) continue;
      const targetPaid = chargedUnitPrice(app, targetCents, terms);
      offers.push({
        fromOrderId: order.id,
        from: namedProduct(product, language),
        to: namedProduct(to, language),
        seats: line.quantity - line.refundedQuantity,
        price: centsToEuros(upgradeUnitCents(targetPaid, paidPerSeatCents(line))),
        currency: order.currency,
        windowEndsAt: upgradeWindowEnd(paidAt, path.withinDays)?.toISOString() ?? null,
      });
    }
  }
  return offers;
}
