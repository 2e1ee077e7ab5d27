import type { Language } from '@shop/i18n/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

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
