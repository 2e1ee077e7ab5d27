import { money, type UpgradeOffer } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { inArray } from 'drizzle-orm';
import { products } from '../../lib/db/schema';
import { namedProduct, upgradePathsFrom } from '../catalog';
import { liveLines } from '../entitlements';
import type { BuyerPricingDeps } from './deps';
import { paidPerSeatCents, upgradeUnitCents, upgradeWindowEnd } from './owned-credit-rules';
import { chargedUnitPrice, saleTermsOf } from './sale-terms';
import { upgradeRefusals } from './upgrade-rule';

/**
 * The upgrades the signed-in buyer may buy now (docs/rules/upgrades.md): for each lower line they still own
 * (`liveLine`, docs/rules/entitlements.md) and each path leaving its product to a product on sale, those
 * checkout would accept (`upgradeRefusals`, the rule `priceUpgrade` refuses with), at the difference per seat.
 */
export async function upgradeOffers(
  deps: BuyerPricingDeps,
  userId: string,
  language: Language,
  now: Date = new Date(),
): Promise<UpgradeOffer[]> {
  const { db } = deps;
  const lines = await liveLines(db, { userId });
  const productRows = lines.length
    ? await db
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(lines.map(({ line }) => line.productId))]))
    : [];
  const owned = lines.flatMap(({ line, order }) => {
    const product = productRows.find((row) => row.id === line.productId);
    return product ? [{ line, order, product }] : [];
  });
  const paths = await upgradePathsFrom(
    db,
    owned.map(({ product }) => product.id),
  );
  const terms = await saleTermsOf(deps, db, userId, false);
  const candidates = owned.flatMap(({ line, order, product }) =>
    paths
      .filter(({ path, to }) => path.fromProductId === product.id && to.published && to.countInStock !== 0)
      .map(({ path, to }) => ({ line, order, product, to, withinDays: path.withinDays })),
  );
  const refusals = await upgradeRefusals(db, userId, candidates, now);
  const offers: UpgradeOffer[] = [];
  for (const [index, { line, order, product, to, withinDays }] of candidates.entries()) {
    if (refusals[index]) continue;
    // Priced in the original order's currency, never converted (docs/rules/currencies.md).
    const targetCents = order.currency === 'usd' ? to.usdPriceCents : to.priceCents;
    if (targetCents === null) continue;
    const targetPaid = chargedUnitPrice(deps, targetCents, terms);
    offers.push({
      fromOrderId: order.id,
      from: namedProduct(product, language),
      to: namedProduct(to, language),
      seats: line.quantity - line.refundedQuantity,
      price: money(upgradeUnitCents(targetPaid, paidPerSeatCents(line)), order.currency),
      windowEndsAt: upgradeWindowEnd(order.paidAt ?? order.createdAt, withinDays)?.toISOString() ?? null,
    });
  }
  return offers;
}
