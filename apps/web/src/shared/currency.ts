import {
  CURRENCY_COOKIE,
  type Currency,
  currencyCookie,
  defaultCurrency,
  type Money,
  resolveCurrency,
} from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyLabel, priceIn } from './format';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The currency prices are shown and paid in (docs/rules/currencies.md); the providers set it for the page. */
export const CurrencyContext = createContext<Currency>(defaultCurrency);
export const useCurrency = (): Currency => useContext(CurrencyContext);

/**
 * The currency this browser starts in, by the resolver the server rendered the page with: the `currency` cookie,
 * else dollars for a first browser language of the United States, else euros.
 */
export function browserCurrency(): Currency {
  return resolveCurrency({ stored: currencyCookie(document.cookie), browser: navigator.languages });
}

const listeners = new Set<(currency: Currency) => void>();

/** Follows the visitor's switches (the providers re-render the page in the new currency). */
export function onCurrencyChange(listener: (currency: Currency) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor's switch: kept in the `currency` cookie the server reads, so the next page (or a reload) is
 * rendered in it from the first paint, then shown at once.
 */
export function chooseCurrency(currency: Currency): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop serves
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener(currency);
}

/**
 * How a product's one-off price reads for the visitor: in their currency, `freeLabel` for a free product, or
 * "not sold in US dollars" when it has no dollar price (docs/rules/currencies.md).
 */
export function useProductPrice(freeLabel: string) {
  const currency = useCurrency();
  const { t, i18n } = useTranslation('common');
  const language = pickLanguage(i18n.language);
  return (product: { price: Money; usdPrice?: Money | null | undefined }): string => {
    const price = priceIn(product, currency);
    return price === null ? t('currency.unavailable') : moneyLabel(price, language, freeLabel);
  };
}
