import { adminSubscriptionListSchema, type leaseStatuses } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

export type SubscriptionStatusFilter = (typeof leaseStatuses)[number] | '';

/** GET /api/admin/subscriptions?page&limit=20&status */
export function useAdminSubscriptions(page: number, status: SubscriptionStatusFilter) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', page, status],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/subscriptions?${new URLSearchParams({ page: String(page), limit: '20', status })}`, {
        schema: adminSubscriptionListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
