import { type Currency, shortOrderId } from '@shop/contracts';
import { type Language, languages, localized } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders, products } from '../../lib/db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { findUpgradePath } from '../catalog';
import { paidPerSeatCents, upgradeUnitCents } from './owned-credit-rules';
import type { PricedLine } from './pricing';
import { upgradeRefusals, upgradeRefused } from './upgrade-rule';

/**
 * Prices one upgrade line (docs/rules/upgrades.md) for this buyer: `target` is the upgrade's product priced as
 * any line, `fromOrderId` the buyer's order holding the lower product. The lower line must have a path to the
 * target and be one checkout accepts (`upgradeRefusals`: the buyer's, paid, seats left, not upgraded, no refund
 * under way, the path's window open). The line covers every seat left on the lower line, each at the target's
 * price less what a seat of the lower line cost, floor 0; its name says what it upgrades, in both languages.
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
  // The rest of the lower line's rules run below (`upgradeRefusals`); a stranger's order says no more.
  if (!order || order.userId !== userId) throw forbidden('upgrade.notOwned');
  // The difference is worked out in one currency only: prices are never converted (currencies.md).
  if (order.currency !== currency) throw new AppError(400, 'upgrade.otherCurrency');
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
  const candidate = { line: lower, order, withinDays: found.withinDays };
  const [refusal] = await upgradeRefusals(db, userId, [candidate], now);
  if (refusal) throw upgradeRefused(refusal, candidate, lowerName, language);
  const seats = lower.quantity - lower.refundedQuantity;
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
