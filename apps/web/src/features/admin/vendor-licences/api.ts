import {
  type VendorLicenceTaskState,
  vendorLicenceTaskListSchema,
  vendorLicenceTaskSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'vendor-licences'] as const;

/** GET /api/admin/vendor-licences?state&page: the NinjaTrader licences to create or revoke. */
export function useVendorLicenceTasks(state: VendorLicenceTaskState, page: number) {
  return useQuery({
    queryKey: [...KEY, state, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/vendor-licences?state=${state}&page=${page}`, {
        schema: vendorLicenceTaskListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/vendor-licences/:id/done: marks a task done or undoes the mark; both lists reload. */
export function useMarkVendorLicenceTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      apiRequest(`/admin/vendor-licences/${id}/done`, {
        schema: vendorLicenceTaskSchema,
        method: 'POST',
        body: { done },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
