import { type Currency, formatMoney, isCountryCode, money } from '@shop/contracts';
import { intlLocale, type Language } from '@shop/i18n';
import { perLanguage, translator } from '../../lib/i18n';

const dateFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocale(language), {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);
const regionNames = perLanguage((language) => new Intl.DisplayNames([language], { type: 'region' }));
export const rateFormat = perLanguage(
  (language) => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }),
);
export const exchangeRateFormat = perLanguage(
  (language) => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 6 }),
);

export function pdfDate(date: string, language: Language): string {
  return dateFormat(language).format(new Date(date));
}

/** An ISO code becomes its name in the given language; an older free-text country is printed as is. */
export function countryName(country: string, language: Language): string {
  if (!isCountryCode(country)) return country;
  return regionNames(language).of(country) ?? country;
}

/**
 * An amount as the PDF prints it: the shop's one format with its currency (docs/rules/currencies.md), plain
 * spaces since Helvetica's WinAnsi set has no narrow no-break space.
 */
export function pdfAmount(cents: number, currency: Currency, language: Language): string {
  return formatMoney(money(cents, currency), language, { plainSpaces: true });
}

export type Params = (language: Language) => Record<string, unknown>;
const noParams: Params = () => ({});

/** A text in each printed language, a repeat of the first left out. */
export type InEach = (key: string, params?: Params) => string[];

/** `InEach` over one namespace prefix of the documents' texts. */
export function inEach(
  printed: readonly Language[],
  prefix: 'documents:invoice.' | 'documents:creditNote.',
): InEach {
  const translators = printed.map((language) => [language, translator(language, prefix)] as const);
  return (key, params = noParams) => {
    const texts = translators.map(([language, t]) => t(key as never, params(language)));
    return texts.filter((text, index) => index === 0 || text !== texts[0]);
  };
}
