import { type ArchivePeriodQuery, eReportingSchema } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export const periodSearch = ({ from, to }: ArchivePeriodQuery) => `?${new URLSearchParams({ from, to })}`;

/** GET /api/admin/e-reporting: the period's e-reporting data; the last answer stays while the next loads. */
export function useEReporting(period: ArchivePeriodQuery) {
  return useQuery({
    queryKey: ['admin', 'e-reporting', period],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/e-reporting${periodSearch(period)}`, { schema: eReportingSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: period.from !== '' && period.to !== '',
  });
}
