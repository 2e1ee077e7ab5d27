import { PassThrough } from 'node:stream';
import {
  type Currency,
  defaultCurrency,
  type PageEntry,
  pageIds,
  pageTable,
  type RenderedPage,
  type StorefrontData,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/App';
import { pageDataLoaders } from './app/pageData';
import { routes } from './app/router';
import type { ServerState } from './app/serverState';
import { textsIn } from './shared/i18n';
import { publicConfigKey } from './shared/site/useSellerIdentity';

const handler = createStaticHandler(routes);

/** Fills the queries the page's first render reads: the site's settings, and the data its page table entry names. */
async function prefetch(queryClient: QueryClient, url: URL, language: Language, data: StorefrontData) {
  queryClient.setQueryData(publicConfigKey, data.publicConfig);
  for (const id of pageIds) {
    const page: PageEntry = pageTable[id];
    const match = matchPath(page.path, url.pathname);
    if (!match) continue;
    if (page.data) {
      const request = { params: match.params, searchParams: url.searchParams, language, data };
      await pageDataLoaders[page.data](queryClient, request);
    }
    return;
  }
}

/**
 * The app rendered by React's streaming server render, once every Suspense boundary has its content (the forms,
 * the Markdown): the page is cached whole and read by crawlers, so a boundary must not go out as its fallback.
 * Each boundary keeps its markers (`<!--$-->`), which the browser hydrates on its own (selective hydration).
 */
function renderApp(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString();
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(app, {
      // Every boundary written in place, however large: React would otherwise send a big one after the rest
      // with an inline script to move it, which the shop's CSP (no inline script) refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

/**
 * What React hoists: rendering into `<div id="root">` rather than a whole document, it writes the page's
 * `<title>` and the preloads it finds (the image marked `fetchPriority="high"`: the product's first image, the
 * catalogue's first card) before the app's markup. They go into `<head>`, except the title: the page's head
 * (apps/server seo) already carries it, and React in the browser adopts that element.
 */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)*/;

function splitHoisted(rendered: string): { head: string; html: string } {
  const hoisted = rendered.match(HOISTED)![0];
  return { head: hoisted.replace(/<title>[^<]*<\/title>/g, ''), html: rendered.slice(hoisted.length) };
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A storefront page rendered on the server in `language` and `currency`, with the catalogue's answers it shows, and the
 * state the browser starts from (entry-client hydrates the same tree with it).
 */
export async function render({
  url,
  language,
  currency = defaultCurrency,
  data,
}: {
  url: string;
  language: Language;
  currency?: Currency;
  data: StorefrontData;
}): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  await prefetch(queryClient, location, language, data);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`${url} redirects: not a page to render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { head, html } = splitHoisted(
    await renderApp(
      <AppProviders i18n={textsIn(language)} currency={currency} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  const state: ServerState = {
    language,
    currency,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { head, html, state: scriptJson(state) };
}
