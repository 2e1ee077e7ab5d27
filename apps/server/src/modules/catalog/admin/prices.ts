import { type Money, money } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../../lib/db/client';
import { productPriceHistory, products } from '../../../lib/db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { type ProductRow, saveProduct } from '../service';

export interface PriceChangeOutcome {
  before: ProductRow;
  after: ProductRow;
  reason: string | null;
}

interface PriceChangeInput {
  productId: string;
  /** The new euro price (the contract refuses any other currency). */
  price: Money;
  reason?: string | undefined;
}

/**
 * Applies price changes inside the caller's transaction, all or nothing: every product is checked first,
 * so one unknown id or a repeated product changes nothing and the error names its line (1-based).
 * An unchanged price writes no history row.
 */
export async function applyPriceChanges(
  tx: Transaction,
  changes: PriceChangeInput[],
  adminId: string,
): Promise<PriceChangeOutcome[]> {
  const ids = changes.map((change) => change.productId);
  // Row locks: two admins changing the same price serialise, so each history row holds the true old price.
  const rows = await tx.select().from(products).where(inArray(products.id, ids)).for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  changes.forEach((change, index) => {
    const params = { line: index + 1, productId: change.productId };
    if (!byId.has(change.productId)) throw new AppError(404, 'adminCatalog.bulkProductNotFound', params);
    if (seen.has(change.productId)) throw new AppError(400, 'adminCatalog.bulkDuplicateProduct', params);
    seen.add(change.productId);
  });

  const outcomes: PriceChangeOutcome[] = [];
  const history: (typeof productPriceHistory.$inferInsert)[] = [];
  for (const change of changes) {
    const before = byId.get(change.productId)!;
    const newPriceCents = change.price.amount;
    if (newPriceCents === before.priceCents) {
      outcomes.push({ before, after: before, reason: change.reason || null });
      continue;
    }
    const after = await saveProduct(tx, { id: before.id, patch: { priceCents: newPriceCents } });
    outcomes.push({ before, after: after!, reason: change.reason || null });
    history.push({
      productId: before.id,
      changedBy: adminId,
      oldPriceCents: before.priceCents,
      newPriceCents,
      reason: change.reason || null,
    });
  }
  if (history.length > 0) await tx.insert(productPriceHistory).values(history);
  return outcomes;
}

/** The single-product form of a price change: an unknown product is a plain 404. */
export async function changeProductPrice(
  tx: Transaction,
  change: PriceChangeInput,
  adminId: string,
): Promise<PriceChangeOutcome> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, change.productId));
  if (!row) throw notFound('productNotFound');
  const [outcome] = await applyPriceChanges(tx, [change], adminId);
  return outcome!;
}

/** A bulk change's result (docs/rules/back-office.md): productId, productName (request language), newPrice. */
export function bulkResults(outcomes: PriceChangeOutcome[], language: Language) {
  return outcomes.map(({ after }) => ({
    productId: after.id,
    productName: localized(after, 'name', language),
    newPrice: money(after.priceCents, 'eur'),
  }));
}
