// Money without its zod schema (money-schema.ts): the storefront's first load formats prices and must not
// carry zod (docs/decisions/0008-initial-js-budget.md).
import type { Language } from '@shop/i18n/language';
import type { Currency } from './currency-choice';

/**
 * An amount with its currency, as every price, total, refund, credit and report figure crosses a boundary (API,
 * page, e-mail, PDF, CSV): integer minor units (cents) and the ISO currency in lower case (docs/rules/currencies.md).
 */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

/** Thrown when code tries to add, subtract or compare amounts in two currencies: a bug, never a buyer's error. */
export class CurrencyMismatchError extends Error {
  constructor(left: Currency, right: Currency) {
    super(`cannot combine ${left} and ${right} amounts`);
    this.name = 'CurrencyMismatchError';
  }
}

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`money amount must be whole minor units: ${amount}`);
  return { amount, currency };
}

export function zeroMoney(currency: Currency): Money {
  return { amount: 0, currency };
}

function sameCurrency(left: Money, right: Money): Currency {
  if (left.currency !== right.currency) throw new CurrencyMismatchError(left.currency, right.currency);
  return left.currency;
}

export function addMoney(left: Money, right: Money): Money {
  return money(left.amount + right.amount, sameCurrency(left, right));
}

export function subtractMoney(left: Money, right: Money): Money {
  return money(left.amount - right.amount, sameCurrency(left, right));
}

/** The sum of amounts that must all be in `currency` (an empty list sums to zero in it). */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(addMoney, zeroMoney(currency));
}

export function compareMoney(left: Money, right: Money): number {
  sameCurrency(left, right);
  return left.amount - right.amount;
}

/** Amounts summed per currency, never across: what a report shows side by side. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<Currency, Money>();
  for (const amount of amounts) {
    totals.set(amount.currency, addMoney(totals.get(amount.currency) ?? zeroMoney(amount.currency), amount));
  }
  return [...totals.values()];
}

/** Minor units from a decimal amount typed by a person or stored in major units (12.5 → 1250). */
export function fromMajorUnits(major: number, currency: Currency): Money {
  return money(Math.round(major * 100), currency);
}

/** The decimal amount for an input field or a CSV cell (1250 → 12.5). */
export function toMajorUnits(value: Money): number {
  return value.amount / 100;
}

/**
 * How each language writes an amount, as `Intl.NumberFormat` of its locale (`intlLocale`) writes it in the style
 * `currency` (money.test.ts compares them over many amounts). Written out rather than asked of Intl: building a
 * currency formatter cost the storefront 80–340 ms of main thread at 4× CPU in the render of its first price
 * (issue 45, bench/results/trace.md), and the server and every browser now write the very same characters.
 */
const moneyShapes: Record<
  Language,
  { group: string; decimal: string; symbolFirst: boolean; symbols: Record<Currency, string> }
> = {
  fr: { group: '\u202f', decimal: ',', symbolFirst: false, symbols: { eur: '\u00a0€', usd: '\u00a0$US' } },
  en: { group: ',', decimal: '.', symbolFirst: true, symbols: { eur: '€', usd: 'US$' } },
};

/**
 * The one way an amount is written for people, in the reader's language: `12,50 €`, `€12.50`, `12,50 $US`,
 * `US$12.50`. Narrow and no-break spaces stay unless `plainSpaces` (the invoice PDF's font has neither).
 */
export function formatMoney(value: Money, language: Language, options?: { plainSpaces?: boolean }): string {
  const shape = moneyShapes[language];
  const cents = Math.abs(Math.round(value.amount));
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, shape.group);
  const number = `${units}${shape.decimal}${String(cents % 100).padStart(2, '0')}`;
  const symbol = shape.symbols[value.currency];
  // As Intl: a negated zero (a credit of nothing) keeps its sign.
  const sign = value.amount < 0 || Object.is(value.amount, -0) ? '-' : '';
  const text = shape.symbolFirst ? `${sign}${symbol}${number}` : `${sign}${number}${symbol}`;
  return options?.plainSpaces ? text.replace(/[\u202f\u00a0]/g, ' ') : text;
}
