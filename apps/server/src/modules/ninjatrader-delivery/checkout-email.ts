import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { products } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';

/**
 * The NinjaTrader account e-mail an order keeps (docs/rules/vendor-licences.md): required, 400
 * `checkout.ninjaTraderEmailRequired`, when one of the products (a bundle's contents included) is licensed by
 * NinjaTrader; null when none is, whatever was sent, so no order keeps an address it has no use for.
 */
export async function ninjaTraderEmailFor(
  db: Executor,
  productIds: readonly string[],
  given: string | undefined,
): Promise<string | null> {
  if (productIds.length === 0) return null;
  const [licensed] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.licensing, 'ninjatrader')))
    .limit(1);
  if (!licensed) return null;
  if (!given) throw badRequest('checkout.ninjaTraderEmailRequired');
  return given;
}
