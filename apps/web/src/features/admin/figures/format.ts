import { type Currency, formatMoney, fromMajorUnits, type Money, toMajorUnits } from '@shop/contracts';
import { intlLocale, type Language } from '@shop/i18n/web';

/** How the figures tab writes its numbers in the reader's language. */
export function figureFormats(language: Language) {
  const percent = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
  return {
    /** A chart's major units back to a Money of the currency, written as one. */
    money: (currency: Currency) => (major: number) => formatMoney(fromMajorUnits(major, currency), language),
    percent: (value: number) => `${percent.format(value)} %`,
    count: (value: number) => count.format(value),
    major: (value: Money) => toMajorUnits(value),
  };
}
