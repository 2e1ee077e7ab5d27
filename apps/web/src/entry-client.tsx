import { pickLanguage } from '@shop/i18n/web';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { withRedirect } from '@/features/account/redirect';
import { createQueryClient } from './app/App';
import { BrowserProviders } from './app/BrowserProviders';
import { routes } from './app/router';
import { readServerState } from './app/serverState';
import { replayEarlyInteractions } from './earlyInteractions';
import { nextFrameShown } from './shared/afterPaint';
import { setUnauthorizedListener } from './shared/api/client';
import { browserCurrency } from './shared/currency';
import { i18next } from './shared/i18n';
import { saveAccountLanguage } from './shared/session/accountLanguage';

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
 * Marks the page interactive once the app has hydrated (or rendered) it, as effects run only after that commit
 * (a parent's effect runs after its children's), and replays what the visitor did before (boot.ts held it). The
 * browser tests wait for the mark before acting. It wraps the router rather than standing beside it: a sibling
 * would make the root's children a list, which React counts in every `useId`, so each id would differ from the
 * server's (whose root has one child) and ServerMarkup would not find the server's markup.
 */
function InteractiveMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    // In a task of its own: the parts of the page hydrate apart (HydratedApart), and React hydrates the part an
    // event lands on at once only outside its own commit; replayed from this effect, the event would find its
    // part not hydrated yet and be stopped.
    setTimeout(replayEarlyInteractions);
  }, []);
  return children;
}

/**
 * A hydration mismatch (the browser's first render differs from the server's HTML: React throws the server's
 * markup away and renders afresh) is a defect. It is logged as an error, which fails any browser test that
 * meets it (e2e/fixtures.ts), in production builds as in development.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error(
    'Hydration mismatch (React recovered by rendering in the browser):',
    error,
    info.componentStack,
  );
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // Server answers carry texts in the reader's language (order lines, purchases, products): read them
  // again after a language switch instead of showing the other language from the cache.
  // After the switch has painted: marking and refetching every query costs the click ~20 ms at 4× CPU slowdown.
  i18next.on('languageChanged', () => {
    void nextFrameShown().then(() => queryClient.invalidateQueries());
  });
  i18next.on('languageChanged', saveAccountLanguage);

  const state = readServerState();
  // The server rendered in the language the same resolver chose from the same sources (the URL, the cookie
  // mirroring the stored choice, Accept-Language mirroring navigator.languages); only a stored choice that
  // predates the cookie differs, and then the page is rendered here afresh.
  // The same holds for the currency (the `currency` cookie, Accept-Language mirroring navigator.languages).
  const hydrating =
    state !== undefined &&
    state.language === pickLanguage(i18next.language) &&
    state.currency === browserCurrency();
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
      <BrowserProviders queryClient={queryClient}>
        <InteractiveMark>
          <RouterProvider router={router} />
        </InteractiveMark>
      </BrowserProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Hydration in a transition: React renders a default-priority hydration in one task (a whole product page
  // was one task of 1.7 s at 4× CPU slowdown, bench/results/trace.md), a transition in slices that yield to the
  // browser. Each Suspense boundary (the layout's parts, the pages' sections) is hydrated apart, later, and
  // first the one the visitor touches; one whose code has not arrived stays as the server rendered it.
  if (hydrating)
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  else createRoot(container).render(app);
}

void start();
