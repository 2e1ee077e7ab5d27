import { adminReviewListSchema, adminReviewSchema, type ReviewVisibility } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryString } from '../api';

export type ReviewFilter = 'all' | 'hidden' | 'visible';

/** GET /api/admin/reviews?page&limit=20&hidden */
export function useAdminReviews(filter: ReviewFilter, page: number) {
  const hidden = filter === 'all' ? undefined : String(filter === 'hidden');
  return useQuery({
    queryKey: ['admin', 'reviews', filter, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/reviews${queryString({ page, limit: 20, hidden })}`, {
        schema: adminReviewListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PUT /api/admin/reviews/:id/visibility; the storefront's ratings and lists are read again afterwards. */
export function useSetReviewVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewVisibility }) =>
      apiRequest(`/admin/reviews/${id}/visibility`, { schema: adminReviewSchema, method: 'PUT', body }),
    onSuccess: () =>
      Promise.all(
        [['admin', 'reviews'], ['reviews'], ['product'], ['products']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
