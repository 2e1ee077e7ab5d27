import type { Currency } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/App';
import { i18next, textsIn } from '@/shared/i18n';

export interface RenderOptions {
  language?: Language;
  currency?: Currency;
  /** The URL the page is opened at. */
  url?: string;
  /** The route pattern the component is mounted at (its params come from `url`). */
  path?: string;
}

/** Shows where the app navigated to, so a test can assert a redirect or a link followed. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Renders a component inside the app's own providers (app/App.tsx: the texts fixed in one language, the
 * currency, a query cache) and a memory router, as entry-client does with the browser router. Queries are not
 * retried, so an error state shows at once.
 */
export async function renderWithApp(
  ui: ReactElement,
  { language = 'fr', currency = 'eur', url = '/', path = '*' }: RenderOptions = {},
) {
  // The API client sends the global instance's language; components read the copy the providers hand them.
  await i18next.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        // Any other path renders nothing: a link or redirect followed shows in the location probe.
        children: [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: null }])],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={textsIn(language)} currency={currency} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, t: textsIn(language).t };
}
