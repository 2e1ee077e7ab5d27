import { productListSchema } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** GET /api/products: the catalogue in the server's default order (the home grid shows the first six). */
export function useHomeProducts() {
  return useQuery({
    queryKey: ['products', {}],
    queryFn: ({ signal }) => apiRequest('/products', { schema: productListSchema, signal }),
  });
}
