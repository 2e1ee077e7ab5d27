import {
  type AdminSaveOfferStats,
  type LeaseCancelReason,
  leaseCancelReasons,
  type SaveOffer,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { leaseCancellations, leaseSaveOffers, products } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { saveOfferOf } from './save-offers';

type ReasonKey = LeaseCancelReason | 'none';
const noReasons = (): Record<ReasonKey, number> =>
  Object.fromEntries([...leaseCancelReasons, 'none'].map((key) => [key, 0])) as Record<ReasonKey, number>;

/**
 * The back-office's save offers (docs/rules/leases.md): every product with a lease plan or a cancellation,
 * its offer, and its cancellations counted by reason, with the offers shown, accepted and declined.
 */
export async function adminSaveOfferStats(db: Executor, language: Language): Promise<AdminSaveOfferStats[]> {
  const [rows, counted] = await Promise.all([
    db
      .select({ product: products, offer: leaseSaveOffers })
      .from(products)
      .leftJoin(leaseSaveOffers, eq(leaseSaveOffers.productId, products.id))
      .where(
        or(
          isNotNull(products.monthlyPriceCents),
          isNotNull(products.yearlyPriceCents),
          sql`exists (select 1 from ${leaseCancellations} where ${leaseCancellations.productId} = ${products.id})`,
        ),
      )
      .orderBy(products.slug),
    db
      .select({
        productId: leaseCancellations.productId,
        reason: leaseCancellations.reason,
        offer: leaseCancellations.offer,
        accepted: leaseCancellations.accepted,
        count: count(),
      })
      .from(leaseCancellations)
      .groupBy(
        leaseCancellations.productId,
        leaseCancellations.reason,
        leaseCancellations.offer,
        leaseCancellations.accepted,
      ),
  ]);
  return rows.map(({ product, offer }) => {
    const stats = { reasons: noReasons(), shown: 0, accepted: 0, declined: 0 };
    for (const group of counted.filter((entry) => entry.productId === product.id)) {
      stats.reasons[group.reason ?? 'none'] += group.count;
      if (group.offer === 'none') continue;
      stats.shown += group.count;
      stats[group.accepted ? 'accepted' : 'declined'] += group.count;
    }
    return {
      productId: product.id,
      productName: localized(product, 'name', language),
      offer: saveOfferOf(offer ?? undefined),
      ...stats,
    };
  });
}

/**
 * PUT /api/admin/subscriptions/save-offers/:productId: the product's offer from now on (`none` removes it),
 * audited by `audit` in the same transaction. Leases that took an offer keep theirs.
 */
export async function setProductSaveOffer(
  db: Database,
  productId: string,
  offer: SaveOffer,
  audit: (tx: Executor, before: SaveOffer) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('productNotFound');
    const [previous] = await tx
      .select()
      .from(leaseSaveOffers)
      .where(eq(leaseSaveOffers.productId, productId))
      .for('update');
    if (offer.kind === 'none') {
      await tx.delete(leaseSaveOffers).where(eq(leaseSaveOffers.productId, productId));
    } else {
      const values = {
        kind: offer.kind,
        maxPauseMonths: offer.kind === 'pause' ? offer.maxMonths : null,
        percentOff: offer.kind === 'coupon' ? offer.percentOff : null,
        periods: offer.kind === 'coupon' ? offer.periods : null,
      };
      await tx
        .insert(leaseSaveOffers)
        .values({ productId, ...values })
        .onConflictDoUpdate({ target: leaseSaveOffers.productId, set: { ...values, updatedAt: new Date() } });
    }
    await audit(tx, saveOfferOf(previous));
  });
}
