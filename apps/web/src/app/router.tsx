import { pageAliases, pageIds, pageLinks, pages, pageTable } from '@shop/contracts';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { withRedirect } from '@/features/account/redirect';
import { Layout } from './layout/Layout';
import type { PageHandle } from './layout/RouteTitle';
import { pageComponents } from './pageComponents';

/** /signin is not a page: it sends to /login, keeping the `redirect` query. */
function redirectToLogin(request: Request) {
  return redirect(withRedirect(pages.login, new URL(request.url).searchParams.get('redirect')));
}

/**
 * A path that only sends elsewhere. Its `element: null` tells React Router the empty render is intended
 * (otherwise it warns that the leaf route has no element while the loader redirects).
 */
const redirectRoute = (path: string, loader: LoaderFunction) => ({ path, loader, element: null });

/**
 * One route table for the whole app, used by the browser's router (entry-client) and the server's render
 * (entry-server): every page of the page table with its component, then the older paths (`pageAliases`).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // While the first lazy page loads, the shell (header, footer) shows with an empty main area.
    hydrateFallbackElement: <Layout />,
    children: [
      ...pageIds.map((id): RouteObject => {
        const { path, title } = pageTable[id] as { path: string; title?: string };
        const handle: PageHandle = { title };
        return { ...pageComponents[id], path, handle };
      }),
      { ...pageComponents.checkoutSuccess, path: pageAliases.checkoutSuccess },
      redirectRoute(pageAliases.cookies, () => redirect(pages.cookies)),
      redirectRoute(pageAliases.settings, () => redirect(pageLinks.profileTab('profile'))),
      redirectRoute(pageAliases.signin, ({ request }) => redirectToLogin(request)),
      // Any other path: the server answers it 404 (`isPagePath` in @shop/contracts).
      { path: '*', lazy: () => import('./layout/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
