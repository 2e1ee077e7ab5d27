import type { Language } from '@shop/i18n/web';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

/** The home grid's query key (its texts' language included), shared with the server's render that fills it in advance. */
export const homeProductsKey = (language: Language) => ['products', {}, language] as const;

/** GET /api/products in `language`: the catalogue in the server's default order (the home grid shows the first six). */
export function useHomeProducts(language: Language) {
  return useQuery({
    queryKey: homeProductsKey(language),
    queryFn: ({ signal }) =>
      apiRequest(`/products?lang=${language}`, { schema: contract('productListSchema'), signal }),
  });
}
