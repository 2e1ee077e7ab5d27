import type { Currency } from '@shop/contracts';
import { type Language, languages, localized } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders, products } from '../../lib/db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { formatMoment, translate } from '../../lib/i18n';
import { findUpgradePath } from '../catalog';
import {
  paidPerSeatCents,
  upgradeUnitCents,
  upgradeWindowEnd,
  upgradeWindowOpen,
} from './owned-credit-rules';
import type { PricedLine } from './pricing';

/** The short order number shown to buyers and searched by the back-office (the id's last 8 characters). */
export const shortOrderId = (id: string) => id.slice(-8).toUpperCase();

/**
 * Prices one upgrade line (docs/rules/upgrades.md) for this buyer: `target` is the upgrade's product priced as
 * any line, `fromOrderId` the buyer's order holding the lower product. The lower line must be the buyer's,
 * paid, not fully refunded, not upgraded, with a path to the target whose window (if any) is still open. The
 * line covers every seat left on the lower line, each at the target's price less what a seat of the lower
 * line cost, floor 0; its name says what it upgrades, in both languages.
 */
export async function priceUpgrade(
  db: Executor,
  userId: string,
  target: PricedLine,
  fromOrderId: string,
  language: Language,
  now: Date,
  currency: Currency,
): Promise<PricedLine> {
  const [order] = await db.select().from(orders).where(eq(orders.id, fromOrderId));
  if (!order || order.userId !== userId || !order.isPaid) throw forbidden('upgrade.notOwned');
  // The difference is worked out in one currency only: prices are never converted (currencies.md).
  if (order.currency !== currency) throw new AppError(400, 'upgrade.otherCurrency');
  if (order.subscriptionId) throw new AppError(400, 'upgrade.leaseOrder');
  const lines = await db
    .select({ line: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id));
  let found: { line: (typeof lines)[number]; withinDays: number | null } | undefined;
  for (const candidate of lines) {
    const path = await findUpgradePath(db, candidate.product.id, target.productId);
    if (path) {
      found = { line: candidate, withinDays: path.withinDays };
      break;
    }
  }
  if (!found) {
    const lower = lines[0] ? localized(lines[0].product, 'name', language) : '';
    throw new AppError(400, 'upgrade.noPath', { product: lower, target: target.name });
  }
  const { line: lower, product } = found.line;
  const lowerName = localized(product, 'name', language);
  const seats = lower.quantity - lower.refundedQuantity;
  if (seats <= 0) throw forbidden('upgrade.notOwned');
  if (lower.upgradedAt) throw new AppError(409, 'upgrade.alreadyUpgraded', { product: lowerName });
  const paidAt = order.paidAt ?? order.createdAt;
  if (!upgradeWindowOpen(paidAt, found.withinDays, now)) {
    const end = upgradeWindowEnd(paidAt, found.withinDays)!;
    throw new AppError(400, 'upgrade.windowClosed', {
      product: lowerName,
      date: formatMoment(end, language),
    });
  }
  const names = { ...target.names };
  for (const each of languages) {
    names[each] = translate(each, 'documents:invoice.upgradeFrom', {
      product: target.names[each],
      lower: localized(product, 'name', each),
      order: shortOrderId(order.id),
    });
  }
  return {
    ...target,
    name: names[language],
    names,
    quantity: seats,
    unitPriceCents: upgradeUnitCents(target.unitPriceCents, paidPerSeatCents(lower)),
    upgrade: { fromItemId: lower.id, fromOrderId: order.id },
  };
}
