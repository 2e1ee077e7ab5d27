import { pickLanguage } from '@shop/i18n/web';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { browserCurrency, onCurrencyChange } from '@/shared/currency';
import { i18next, showLanguage, textsIn } from '@/shared/i18n';
import { AppProviders } from './App';

/**
 * The providers, with the texts of the language and the currency chosen last (a currency switch re-renders
 * the prices the same way). A switch (the global instance's `languageChanged`)
 * renders the other language as a transition: the click paints at once, React renders the page's texts in
 * slices that yield to input, and a page whose new data is still loading keeps showing until it has arrived.
 * <html lang> changes in the commit that swaps the texts, so the page is restyled once, after the click's paint.
 */
export function BrowserProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(() => pickLanguage(i18next.language));
  const [currency, setCurrency] = useState(browserCurrency);
  useEffect(() => {
    const follow = (next: string) => startTransition(() => setLanguage(pickLanguage(next)));
    i18next.on('languageChanged', follow);
    const stopCurrency = onCurrencyChange((next) => startTransition(() => setCurrency(next)));
    return () => {
      i18next.off('languageChanged', follow);
      stopCurrency();
    };
  }, []);
  useLayoutEffect(() => showLanguage(language), [language]);
  return (
    <AppProviders i18n={textsIn(language)} currency={currency} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
}
