import { descriptionPaths, productCategories, productSorts } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, contract } from '@/shared/api/client';
import { type CatalogQuery, catalogKeys } from './keys';

/** The query string of a catalogue request: its filters, and the language its texts are asked in. */
function toQueryString(query: CatalogQuery, language: Language): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  params.set('lang', language);
  return `?${params}`;
}

/**
 * The catalogue page's filter, sort and search, as its URL holds them (?category=&sort=&search=). Checked
 * against the contract's lists, not its zod enums: the storefront's pages load without zod.
 */
export function catalogQuery(params: URLSearchParams): CatalogQuery {
  return {
    category: productCategories.find((value) => value === params.get('category')),
    sort: productSorts.find((value) => value === params.get('sort')),
    search: params.get('search') || undefined,
  };
}

/**
 * GET /api/products with the catalogue's filter, sort and search, in `language` (previous list kept while
 * refetching, so a filter or a language switch does not blank the grid).
 */
export function useProducts(query: CatalogQuery, language: Language) {
  return useQuery({
    queryKey: catalogKeys.products(query, language),
    queryFn: ({ signal }) =>
      apiRequest(`/products${toQueryString(query, language)}`, {
        schema: contract('productListSchema'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/:idOrSlug in `language` (a legacy slug is answered with a redirect the browser follows). */
export function useProduct(idOrSlug: string, language: Language) {
  return useQuery({
    queryKey: catalogKeys.product(idOrSlug, language),
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(idOrSlug)}${toQueryString({}, language)}`, {
        schema: contract('productSchema'),
        signal,
      }),
    // The product stays on screen while a language switch fetches its texts in the other language.
    placeholderData: (previous) =>
      previous?.slug === idOrSlug || previous?._id === idOrSlug ? previous : undefined,
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiRequestError && error.status === 404),
  });
}

async function fetchMarkdown(path: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(path, { signal, headers: { accept: 'text/markdown, text/plain' } });
  // An unknown static path is answered with the SPA's index.html: that is "missing" too.
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) return null;
  return response.text();
}

/** The long description, from the first of its files there is (`descriptionPaths`). */
export function useProductDescription(slug: string | undefined, language: Language) {
  return useQuery({
    queryKey: catalogKeys.description(slug, language),
    enabled: Boolean(slug),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      for (const path of descriptionPaths(slug!, language)) {
        const text = await fetchMarkdown(path, signal);
        if (text !== null) return text;
      }
      return null;
    },
  });
}

/** GET /api/products/:slug/releases: the changelog section's releases, newest first (docs/rules/releases.md). */
export function useProductReleases(slug: string, language: Language) {
  return useQuery({
    queryKey: catalogKeys.releases(slug, language),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(slug)}/releases${toQueryString({}, language)}`, {
        schema: contract('publicReleaseListSchema'),
        signal,
      }),
  });
}
