import type { ReviewBody } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';

export const REVIEWS_PER_PAGE = 10;

/** GET /api/products/:id/reviews: one page, in the reader's language or both. */
export function useProductReviews(
  productId: string,
  language: Language,
  otherLanguage: boolean,
  page: number,
) {
  return useQuery({
    queryKey: ['reviews', productId, language, otherLanguage, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        lang: language,
        page: String(page),
        limit: String(REVIEWS_PER_PAGE),
      });
      if (otherLanguage) params.set('otherLanguage', 'true');
      return apiRequest(`/products/${productId}/reviews?${params}`, {
        schema: contract('reviewListSchema'),
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

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

/** GET /api/reviews/highlights: the home page's testimonials. */
export function useReviewHighlights(language: Language) {
  return useQuery({
    queryKey: ['reviews', 'highlights', language],
    queryFn: ({ signal }) =>
      apiRequest(`/reviews/highlights?lang=${language}`, {
        schema: contract('reviewHighlightListSchema'),
        signal,
      }),
  });
}
