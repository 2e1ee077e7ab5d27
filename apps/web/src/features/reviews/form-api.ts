import type { ReviewBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';

// The review form's calls, apart from the reviews list's (api.ts): they come with the form's chunk, so the
// product page's first load carries no mutation code.

/** GET /api/products/:id/reviews/mine, only when signed in. */
export function useMyReview(productId: string) {
  const userId = useSession((state) => state.userInfo?._id);
  return useQuery({
    queryKey: ['reviews', productId, 'mine', userId],
    enabled: userId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest(`/products/${productId}/reviews/mine`, { schema: contract('myReviewSchema'), signal }),
  });
}

/**
 * POST (first review) or PUT …/mine (edit). Afterwards the product (its rating), its reviews and the home
 * page's testimonials are read again.
 */
export function useSaveReview(productId: string, editing: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      apiRequest(editing ? `/products/${productId}/reviews/mine` : `/products/${productId}/reviews`, {
        schema: contract('reviewSchema'),
        method: editing ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['reviews'] }),
        client.invalidateQueries({ queryKey: ['product'] }),
        client.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
