import { type CheckoutQuote, type CheckoutRequest, type Currency, money } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { reverseChargePending, vatOfTotal } from '../vat';
import { creditBundles } from './bundle-lines';
import type { BuyerPricingDeps, PricingDeps } from './deps';
import { changedPriceDetail, type PricedLine, priceCheckout, priceLines, totalOf } from './pricing';
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
    const changed = changedPriceDetail(item, index, line, currency, language);
    if (changed) throw new AppError(409, 'checkout.pricesChanged', {}, [changed]);
    upgrades.push(line);
  }
  return [...credited, ...upgrades];
}

/**
 * The buyer's sale terms and the cart priced under them: the one path by which the cart's quote, the coupon
 * check and the checkout that charges decide the VAT treatment and the prices (docs/rules/vat.md), so the
 * total the cart shows is the total charged. `consented` carries the checkout's withdrawal consent.
 */
export async function priceCartFor(
  deps: PricingDeps,
  db: Executor,
  userId: string,
  cart: { cartItems: CartItems; currency?: Currency | undefined },
  language: Language,
  consented = false,
): Promise<{ terms: SaleTerms; lines: PricedLine[] }> {
  const terms = await saleTermsOf(deps, db, userId, consented, cart.currency ?? 'eur');
  return { terms, lines: await priceForBuyer(deps, db, userId, cart.cartItems, language, terms) };
}

/**
 * `POST /api/checkout/quote`: the cart priced for the signed-in buyer, before any coupon, with its VAT
 * treatment and the total's net, VAT and gross: what the checkout will charge (docs/rules/vat.md).
 */
export async function quoteCart(
  deps: BuyerPricingDeps,
  userId: string,
  cart: { cartItems: CartItems; currency?: Currency | undefined },
  language: Language,
): Promise<CheckoutQuote> {
  const { terms, lines } = await priceCartFor(deps, deps.db, userId, cart, language);
  const inCurrency = (cents: number) => money(cents, terms.currency);
  const total = totalOf(lines);
  const { treatment, rateBps, country, netCents, vatCents } = vatOfTotal(terms.vat, total);
  return {
    lines: lines.map((line) => ({
      product: line.productId,
      qty: line.quantity,
      price: inCurrency(line.unitPriceCents),
      listPrice: inCurrency(line.bundle?.listUnitCents ?? line.unitPriceCents),
      bundleCredit: inCurrency(line.bundle?.creditCents ?? 0),
      creditedProducts: line.bundle?.creditedNames ?? [],
      upgradeFrom: line.upgrade ? { orderId: line.upgrade.fromOrderId, productName: line.name } : null,
    })),
    total: inCurrency(total),
    vat: {
      treatment,
      rateBps,
      country,
      net: inCurrency(netCents),
      vat: inCurrency(vatCents),
      gross: inCurrency(total),
      reverseChargePending: reverseChargePending(terms.vat, terms.vies?.status),
    },
  };
}
