import {
  type Currency,
  formatMoney,
  type LeasePlan,
  type Money,
  type Product,
  zeroMoney,
} from '@shop/contracts';
import { intlLocale, type Language } from '@shop/i18n/web';

/**
 * An amount in its currency (euros unless named), French or English formatting: `49,00 €` / `€49.00`,
 * `49,00 $US` / `$49.00` (docs/rules/currencies.md).
 */
export function formatPrice(amount: number, language: Language, currency: Currency = 'eur'): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** What every price on the site shows: the caller's "Free"/"Gratuit" text for 0, else the formatted price. */
export function priceLabel(
  amount: number,
  language: Language,
  freeLabel: string,
  currency: Currency = 'eur',
): string {
  return amount === 0 ? freeLabel : formatPrice(amount, language, currency);
}

/**
 * A product's one-off price in the visitor's currency: its dollar price in dollars (a free product is free in
 * both), null when it is not sold in dollars (docs/rules/currencies.md).
 */
export function priceIn(
  product: { price: Money; usdPrice?: Money | null | undefined },
  currency: Currency,
): Money | null {
  if (currency === 'eur') return product.price;
  if (product.price.amount === 0) return zeroMoney(currency);
  return product.usdPrice ?? null;
}

/**
 * A product's lease plans priced in the visitor's currency: a plan is offered by its euro price, and leased in
 * dollars only with its dollar twin (null otherwise, docs/rules/currencies.md).
 */
export function leasePricesIn(
  product: Pick<Product, 'monthlyPrice' | 'yearlyPrice' | 'usdMonthlyPrice' | 'usdYearlyPrice'>,
  currency: Currency,
): Record<LeasePlan, Money | null> {
  if (currency === 'eur') return { monthly: product.monthlyPrice, yearly: product.yearlyPrice };
  return {
    monthly: product.monthlyPrice === null ? null : product.usdMonthlyPrice,
    yearly: product.yearlyPrice === null ? null : product.usdYearlyPrice,
  };
}

/** Day, short month, year, hour and minute, as the shop shows dates (docs/rules/languages.md). */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(value));
}

/** A count with the language's digit grouping: `12 000` / `12,000`. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** What every amount on the site shows: the caller's "Free"/"Gratuit" text for 0, else the amount in its currency. */
export function moneyLabel(value: Money, language: Language, freeLabel: string): string {
  return value.amount === 0 ? freeLabel : formatMoney(value, language);
}
