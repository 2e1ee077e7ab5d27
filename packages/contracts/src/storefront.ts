import type { Language } from '@shop/i18n/language';
import type { Product, ProductListQuery } from './catalog';
import type { Currency } from './currency-choice';
import type { PublicRelease } from './releases';
import type { PublicConfig } from './site';

/**
 * What the server hands the web app's server render (`apps/web/src/entry-server.tsx`): the catalogue's
 * answers in the page's language, read from the services in the process (no HTTP call to itself).
 */
export interface StorefrontData {
  /** The installation's public settings (seller identity, partner widget), as GET /api/config/public. */
  publicConfig: PublicConfig;
  products(query: Omit<ProductListQuery, 'lang'>): Promise<Product[]>;
  /** A product by id or current slug; undefined when there is none. */
  product(idOrSlug: string): Promise<Product | undefined>;
  /** The long Markdown description of a product (`/descriptions/{slug}.{lang}.md`, else French). */
  description(slug: string): Promise<string | null>;
  /** The kept releases of a product on sale, newest first, changelogs in the page's language. */
  releases(slug: string): Promise<PublicRelease[]>;
}

/** A storefront page rendered on the server: the body's HTML and the state the browser hydrates with. */
export interface RenderedPage {
  /** Tags the render asks for in `<head>` (preloads of the page's images), as HTML. */
  head: string;
  /** The HTML inside `<div id="root">`. */
  html: string;
  /** JSON of what the page was rendered with, `<` escaped so it can sit in a `<script type="application/json">`. */
  state: string;
}

/** The web app's server render, built by Vite as `apps/web/dist-ssr/entry-server.js`. */
export interface StorefrontRenderer {
  /** `currency`: the visitor's (docs/rules/currencies.md); euros when left out (a page that shows no price). */
  render(request: {
    url: string;
    language: Language;
    currency?: Currency;
    data: StorefrontData;
  }): Promise<RenderedPage>;
}
