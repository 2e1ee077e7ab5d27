import {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type CheckoutRequest,
  formatMoney,
  money,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { creditBundles } from './bundle-lines';
import type { BuyerPricingDeps, PricingDeps } from './deps';
import { type PricedLine, priceCheckout, priceLines, totalOf } from './pricing';
import { chargedLines, type SaleTerms, saleTermsOf } from './sale-terms';
import { priceUpgrade } from './upgrade-lines';

type CartItems = CheckoutRequest['cartItems'];

/**
 * The cart as this buyer is charged for it, on the server's prices only: the catalogue price (409
 * `checkout.pricesChanged` when the buyer was shown another), their VAT terms, the credit of the indicators
 * they own on a bundle (docs/rules/bundles.md), and upgrade lines at the difference (docs/rules/upgrades.md),
 * the price they were shown checked against the difference.
 */
export async function priceForBuyer(
  deps: PricingDeps,
  db: Executor,
  userId: string,
  items: CartItems,
  language: Language,
  terms: SaleTerms,
  now: Date = new Date(),
): Promise<PricedLine[]> {
  const plainItems = items.filter((item) => !item.upgradeFrom);
  const { currency } = terms;
  const plain = plainItems.length > 0 ? await priceCheckout(db, plainItems, language, currency) : [];
  const credited = await creditBundles(db, userId, chargedLines(deps, plain, terms), language, currency);
  const upgrades: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    if (!item.upgradeFrom) continue;
    const [target] = chargedLines(
      deps,
      await priceLines(db, [{ product: item.product, qty: 1 }], language, currency),
      terms,
    );
    const line = await priceUpgrade(db, userId, target!, item.upgradeFrom, language, now, currency);
    if (item.expectedPrice !== undefined && eurosToCents(item.expectedPrice) !== line.unitPriceCents) {
      const message = translate(language, 'checkout.priceChangedLine', {
        product: line.name,
        from: formatMoney(money(eurosToCents(item.expectedPrice), currency), language, { plainSpaces: true }),
        to: formatMoney(money(line.unitPriceCents, currency), language, { plainSpaces: true }),
      });
      throw new AppError(409, 'checkout.pricesChanged', {}, [
        { path: `cartItems.${index}.expectedPrice`, message, code: 'checkout.pricesChanged' },
      ]);
    }
    upgrades.push(line);
  }
  return [...credited, ...upgrades];
}

/** `POST /api/checkout/quote`: the cart priced for the signed-in buyer, before any coupon (the cart shows it). */
export async function quoteCart(
  deps: BuyerPricingDeps,
  userId: string,
  request: CheckoutQuoteRequest,
  language: Language,
): Promise<CheckoutQuote> {
  const terms = await saleTermsOf(deps, deps.db, userId, false, request.currency ?? 'eur');
  const lines = await priceForBuyer(deps, deps.db, userId, request.cartItems, language, terms);
  return {
    lines: lines.map((line) => ({
      product: line.productId,
      qty: line.quantity,
      price: centsToEuros(line.unitPriceCents),
      listPrice: centsToEuros(line.bundle?.listUnitCents ?? line.unitPriceCents),
      bundleCredit: centsToEuros(line.bundle?.creditCents ?? 0),
      creditedProducts: line.bundle?.creditedNames ?? [],
      upgradeFrom: line.upgrade ? { orderId: line.upgrade.fromOrderId, productName: line.name } : null,
    })),
    total: centsToEuros(totalOf(lines)),
  };
}
