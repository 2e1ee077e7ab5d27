import {
  type CheckoutRequest,
  type Currency,
  FREE_LINE_MAX_QUANTITY,
  formatMoney,
  money,
  type OrderLineInput,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { products } from '../../lib/db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { availableStock, stockedProductColumns } from '../catalog';

/** A cart line priced from the database (the client's prices are never read). */
export interface PricedLine {
  productId: string;
  /** In the buyer's language (Stripe, invoice, e-mail). */
  name: string;
  description: string;
  /** Both languages, kept in the order's snapshot for readers of the other language. */
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  unitPriceCents: number;
  quantity: number;
  /** The product's updates plan at checkout (null: every update), kept on the order line. */
  updatesMonths: number | null;
  /** This line's share of the coupon's discount, all units together (docs/rules/coupons.md); 0 without one. */
  discountCents?: number;
  /** A bundle's line (docs/rules/bundles.md): what it grants and what the buyer's owned indicators took off. */
  bundle?: BundleTerms;
  /** An upgrade line (docs/rules/upgrades.md): the lower line it ends when paid. */
  upgrade?: { fromItemId: string; fromOrderId: string };
}

/** A contained indicator as its order line keeps it (at 0, with the bundle line's quantity). */
export interface ContainedLine {
  productId: string;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  updatesMonths: number | null;
  /** The buyer's owned line of this indicator the bundle took credit for: the contained line adds no seat. */
  creditedItemId: string | null;
}

export interface BundleTerms {
  /** The bundle's own names, without the credit the line's names state: what its indicators are included in. */
  names: Record<Language, string>;
  contents: ContainedLine[];
  /** Taken off the unit price already: `unitPriceCents` is after it. */
  creditCents: number;
  /** The owned indicators the credit is for, in the buyer's language. */
  creditedNames: string[];
  listUnitCents: number;
}

/**
 * Prices the lines from the database in the buyer's language and the order's currency (docs/rules/currencies.md:
 * a product without a dollar price is not sold in dollars, 400 `currency.productNotSold`; a free product is free in
 * both): an unknown or off-sale product, one out of
 * stock (0), a quantity above the stock or more than one unit of a free product (each unit is a licence seat) answers 400. Lines naming
 * the same product are merged.
 */
export async function priceLines(
  db: Executor,
  lines: OrderLineInput[],
  language: Language,
  currency: Currency = 'eur',
): Promise<PricedLine[]> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.qty);
  const rows = await db
    .select(stockedProductColumns)
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...quantities].map(([productId, quantity]) => {
    const product = byId.get(productId);
    if (!product) throw badRequest('checkout.unknownProduct');
    const name = localized(product, 'name', language);
    if (!product.published) throw new AppError(400, 'checkout.productUnavailable', { product: name });
    // A bundle is out of stock when one of its indicators is (docs/rules/bundles.md).
    const stock = availableStock(product);
    if (stock === 0) throw new AppError(400, 'checkout.outOfStock', { product: name });
    if (quantity > stock) {
      throw new AppError(400, 'checkout.quantityUnavailable', { product: name, max: stock });
    }
    if (product.priceCents === 0 && quantity > FREE_LINE_MAX_QUANTITY) {
      throw new AppError(400, 'checkout.freeOnePerAccount', { product: name });
    }
    const unitPriceCents = unitPriceIn(product, currency);
    if (unitPriceCents === null) throw new AppError(400, 'currency.productNotSold', { product: name });
    const descriptions = { fr: product.descriptionFr, en: product.descriptionEn };
    return {
      productId,
      name,
      description: descriptions[language],
      names: { fr: product.nameFr, en: product.nameEn },
      descriptions,
      unitPriceCents,
      quantity,
      updatesMonths: product.updatesMonths,
    };
  });
}

/** A product's one-off price in the currency, in its cents; null when it is not sold in it. */
function unitPriceIn(
  product: { priceCents: number; usdPriceCents: number | null },
  currency: Currency,
): number | null {
  if (currency === 'eur') return product.priceCents;
  return product.priceCents === 0 ? 0 : product.usdPriceCents;
}

/** What the lines cost, after their share of a coupon's discount. */
export const totalOf = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity - (line.discountCents ?? 0), 0);

/**
 * The refusal detail of a line whose `expectedPrice`, the unit price the buyer was shown, is not the line's
 * current one in the order's currency (a price shown in another currency is a changed price,
 * docs/rules/currencies.md); null when it is the same or none was sent.
 */
export function changedPriceDetail(
  item: CheckoutRequest['cartItems'][number],
  index: number,
  line: PricedLine,
  currency: Currency,
  language: Language,
) {
  const shown = item.expectedPrice;
  if (!shown || (shown.currency === currency && shown.amount === line.unitPriceCents)) return null;
  const message = translate(language, 'checkout.priceChangedLine', {
    product: line.name,
    from: formatMoney(shown, language, { plainSpaces: true }),
    to: formatMoney(money(line.unitPriceCents, currency), language, { plainSpaces: true }),
  });
  return { path: `cartItems.${index}.expectedPrice`, message, code: 'checkout.pricesChanged' };
}

/**
 * Prices a checkout's cart, and refuses (409 `checkout.pricesChanged`, one detail per changed line saying
 * old → new) when a line's `expectedPrice` is not the current one (docs/rules/cart.md).
 */
export async function priceCheckout(
  db: Executor,
  items: CheckoutRequest['cartItems'],
  language: Language,
  currency: Currency = 'eur',
): Promise<PricedLine[]> {
  const lines = await priceLines(db, items, language, currency);
  const details = items.flatMap((item, index) => {
    const line = lines.find((candidate) => candidate.productId === item.product)!;
    return changedPriceDetail(item, index, line, currency, language) ?? [];
  });
  if (details.length > 0) throw new AppError(409, 'checkout.pricesChanged', {}, details);
  return lines;
}
