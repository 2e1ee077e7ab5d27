import type { PageData, StorefrontData } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { catalogQuery } from '@/features/catalog/api';
import { catalogKeys } from '@/features/catalog/keys';
import { homeProductsKey } from '@/features/home/api';

interface PageRequest {
  params: Params;
  searchParams: URLSearchParams;
  language: Language;
  data: StorefrontData;
}

/**
 * How the server render fills the query cache for each kind of data a page of the page table declares
 * (`data`), from the server's own services, under the keys the page's hooks read.
 */
export const pageDataLoaders: Record<
  PageData,
  (queryClient: QueryClient, page: PageRequest) => Promise<void>
> = {
  async homeProducts(queryClient, { data, language }) {
    queryClient.setQueryData(homeProductsKey(language), await data.products({}));
  },
  async catalogProducts(queryClient, { data, searchParams, language }) {
    const query = catalogQuery(searchParams);
    queryClient.setQueryData(catalogKeys.products(query, language), await data.products(query));
  },
  async freeProducts(queryClient, { data, language }) {
    const query = { free: 'true' } as const;
    queryClient.setQueryData(catalogKeys.products(query, language), await data.products(query));
  },
  async product(queryClient, { data, params, language }) {
    const product = params.id ? await data.product(params.id) : undefined;
    if (!params.id || !product) return;
    queryClient.setQueryData(catalogKeys.product(params.id, language), product);
    queryClient.setQueryData(
      catalogKeys.description(product.slug, language),
      await data.description(product.slug),
    );
    queryClient.setQueryData(catalogKeys.releases(product.slug, language), await data.releases(product.slug));
  },
};
