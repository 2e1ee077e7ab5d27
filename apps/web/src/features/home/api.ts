import { useQuery } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

/** The home grid's query key, shared with the server's render that fills it in advance. */
export const homeProductsKey = ['products', {}] as const;

/** GET /api/products: the catalogue in the server's default order (the home grid shows the first six). */
export function useHomeProducts() {
  return useQuery({
    queryKey: homeProductsKey,
    queryFn: ({ signal }) => apiRequest('/products', { schema: contract('productListSchema'), signal }),
  });
}
