import type { Currency } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CurrencyContext } from '@/shared/currency';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * What every page sits in, in the browser and in the server's render alike (the same tree on both sides,
 * so hydration matches): the texts in one language, the visitor's currency and the query cache; the router
 * goes inside.
 */
export function AppProviders({
  i18n,
  currency,
  queryClient,
  children,
}: {
  i18n: I18n;
  currency: Currency;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <CurrencyContext.Provider value={currency}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </CurrencyContext.Provider>
    </I18nextProvider>
  );
}
