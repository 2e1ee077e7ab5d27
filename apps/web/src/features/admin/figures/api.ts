import { businessFiguresSchema, type FiguresQuery } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** The query string of a figures request: only what the admin chose (docs/rules/figures.md). */
export function figuresSearch(query: FiguresQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/admin/figures: the business figures of the range, per currency; the last answer stays while the next loads. */
export function useFigures(query: FiguresQuery) {
  return useQuery({
    queryKey: ['admin', 'figures', query],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/figures${figuresSearch(query)}`, { schema: businessFiguresSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
