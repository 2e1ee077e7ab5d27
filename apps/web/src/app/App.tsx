import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { withRedirect } from '@/features/account/redirect';
import { setUnauthorizedListener } from '@/shared/api/client';
import { i18next } from '@/shared/i18n';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// Server answers carry texts in the reader's language (order lines, purchases, products): read them
// again after a language switch instead of showing the other language from the cache.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());

// A 401 has already cleared the stored user; send the person to sign in again, back to where they were.
setUnauthorizedListener(() => {
  const { pathname, search } = window.location;
  if (pathname !== '/login') void router.navigate(withRedirect('/login', `${pathname}${search}`));
});

export function App() {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
