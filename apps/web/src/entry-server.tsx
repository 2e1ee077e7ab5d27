import { pages, type RenderedPage, type StorefrontData } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { catalogKeys, catalogQuery } from '@/features/catalog/api';
import { homeProductsKey } from '@/features/home/api';
import { AppProviders, createQueryClient } from './app/App';
import { routes } from './app/router';
import type { ServerState } from './app/serverState';
import { i18next } from './shared/i18n';
import { lazyPartsLoaded } from './shared/lazyPart';
import { publicConfigKey } from './shared/site/useSellerIdentity';

/** One copy of the texts per language, sharing the catalogues (and the lazily registered namespaces). */
const texts = {
  fr: i18next.cloneInstance({ lng: 'fr' }),
  en: i18next.cloneInstance({ lng: 'en' }),
};
const handler = createStaticHandler(routes);

/** Fills the queries the page's first render reads, from the server's own services. */
async function prefetch(queryClient: QueryClient, url: URL, language: Language, data: StorefrontData) {
  const { pathname, searchParams } = url;
  queryClient.setQueryData(publicConfigKey, data.publicConfig);
  if (pathname === pages.home) {
    queryClient.setQueryData(homeProductsKey, await data.products({}));
  } else if (pathname === pages.catalog) {
    const query = catalogQuery(searchParams);
    queryClient.setQueryData(catalogKeys.products(query), await data.products(query));
  } else if (pathname === pages.free) {
    queryClient.setQueryData(catalogKeys.products({ free: 'true' }), await data.products({ free: 'true' }));
  } else {
    const id = matchPath(pages.product, pathname)?.params.id;
    const product = id ? await data.product(id) : undefined;
    if (!id || !product) return;
    queryClient.setQueryData(catalogKeys.product(id), product);
    queryClient.setQueryData(
      catalogKeys.description(product.slug, language),
      await data.description(product.slug),
    );
  }
}

/**
 * The image a page marks as its largest paint (`fetchPriority="high"`: the product's first image, the
 * catalogue's first card), preloaded from `<head>` with that priority so it starts loading first.
 */
function imagePreloads(html: string): string {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bfetchpriority="high"/i.test(tag))
    .map(
      (tag) =>
        `<link rel="preload" as="image" href="${tag.match(/\bsrc="([^"]*)"/)![1]}" fetchpriority="high">`,
    )
    .join('');
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A storefront page rendered on the server in `language`, with the catalogue's answers it shows, and the
 * state the browser starts from (entry-client hydrates the same tree with it).
 */
export async function render({
  url,
  language,
  data,
}: {
  url: string;
  language: Language;
  data: StorefrontData;
}): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  await Promise.all([prefetch(queryClient, location, language, data), lazyPartsLoaded()]);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`${url} redirects: not a page to render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole page once every lazy part has rendered (the forms, the Markdown): it is cached as one string,
  // so nothing streams. A part that suspended is framed by Preact's `<!--$s-->` markers, which tell the
  // browser's hydration what to keep while that part's code loads.
  const html = await renderToStringAsync(
    // The app is typed with React's types; the aliases make its elements Preact's.
    (
      <AppProviders i18n={texts[language]} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    ) as unknown as VNode,
  );
  const state: ServerState = {
    language,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { head: imagePreloads(html), html, state: scriptJson(state) };
}
