import { PassThrough } from 'node:stream';
import { pages, type RenderedPage, type StorefrontData } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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

/** The whole page once every lazy part has rendered: it is cached as one string, so nothing streams. */
function renderToString(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      // Every Suspense boundary inline, however large (the lazy forms, the Markdown): an outlined one is
      // completed by an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // No half-rendered page: the server then sends the page's shell and the browser renders it.
      onError: reject,
    });
  });
}

/**
 * React writes what it hoists (image preloads, each page's `<title>`) ahead of the markup when it renders
 * less than a whole document: the preloads belong in `<head>`, where the LCP image then starts loading
 * first; the title is already there (the server writes the page's head).
 */
function splitHoisted(rendered: string): { head: string; html: string } {
  const hoisted = rendered.match(/^(?:<link [^>]*\/>|<title>[^<]*<\/title>)*/)![0];
  return {
    head: hoisted.replace(/<title>[^<]*<\/title>/g, ''),
    html: rendered.slice(hoisted.length),
  };
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
  const rendered = await renderToString(
    <AppProviders i18n={texts[language]} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const state: ServerState = {
    language,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { ...splitHoisted(rendered), state: scriptJson(state) };
}
