import { pickLanguage } from '@shop/i18n/web';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { withRedirect } from '@/features/account/redirect';
import { AppProviders, createQueryClient } from './app/App';
import { routes } from './app/router';
import { SERVER_STATE_ID, type ServerState } from './app/serverState';
import { setUnauthorizedListener } from './shared/api/client';
import { i18next } from './shared/i18n';
import { markHydrated } from './shared/useHydrated';

function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}

/**
 * The lazy pages of the opened URL, loaded before the first render: hydrating while one is still loading
 * would show the fallback where the server rendered the page.
 */
async function loadLazyRoutes(table: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(table, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Marks the page interactive once the app has hydrated (or rendered) it, as effects run only after that commit.
 * Before it, a server-rendered control is only HTML: the browser tests wait for the mark before acting.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // Server answers carry texts in the reader's language (order lines, purchases, products): read them
  // again after a language switch instead of showing the other language from the cache.
  i18next.on('languageChanged', () => void queryClient.invalidateQueries());

  const state = readServerState();
  // The server rendered in the URL's language, else the cookie's, else Accept-Language: the same choice as
  // the detector's unless the stored choice predates the cookie; then the page is rendered here afresh.
  const hydrating = state !== undefined && state.language === pickLanguage(i18next.language);
  if (hydrating) {
    hydrate(queryClient, state.queries);
    await loadLazyRoutes(routes);
  }
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: state.router } : undefined);

  // A 401 has already cleared the stored user; send the person to sign in again, back to where they were.
  setUnauthorizedListener(() => {
    const { pathname, search } = window.location;
    if (pathname !== '/login') void router.navigate(withRedirect('/login', `${pathname}${search}`));
  });

  const app = (
    <StrictMode>
      <AppProviders i18n={i18next} queryClient={queryClient}>
        <RouterProvider router={router} />
        <InteractiveMark />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (hydrating) {
    // Preact hydrates at once, in this task: the stored cart and user are applied right after, over markup
    // that matched the server's.
    hydrateRoot(container, app);
    markHydrated();
  } else {
    markHydrated();
    createRoot(container).render(app);
  }
}

void start();
