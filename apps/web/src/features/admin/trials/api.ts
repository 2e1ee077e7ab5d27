import { adminTrialListSchema, adminTrialSchema } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'trials'] as const;

/** GET /api/admin/trials?page&limit=20 */
export function useAdminTrials(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/trials?page=${page}&limit=20`, { schema: adminTrialListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/trials/:id/extend; the list reloads. */
export function useExtendTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: string; days: number }) =>
      apiRequest(`/admin/trials/${id}/extend`, { schema: adminTrialSchema, method: 'POST', body: { days } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
