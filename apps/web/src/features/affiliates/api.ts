import type { AffiliateApplication } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

const MY_AREA = ['affiliates', 'me'] as const;

/** GET /api/affiliates/me: the signed-in account's application or partner area (null: never applied). */
export function useAffiliateArea() {
  return useQuery({
    queryKey: MY_AREA,
    queryFn: ({ signal }) =>
      apiRequest('/affiliates/me', { schema: contract('affiliateAreaSchema'), signal }),
    staleTime: 0,
  });
}

/** GET /api/affiliates/commissions?page&limit=20: the partner's ledger, newest first. */
export function useAffiliateCommissions(page: number) {
  return useQuery({
    queryKey: [...MY_AREA, 'commissions', page],
    queryFn: ({ signal }) =>
      apiRequest(`/affiliates/commissions?page=${page}&limit=20`, {
        schema: contract('affiliateCommissionListSchema'),
        signal,
      }),
    staleTime: 0,
  });
}

/** POST /api/affiliates/application; the area reloads and shows the pending application. */
export function useApplyAsPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AffiliateApplication) =>
      // The answer is not read: the area reloads from GET /affiliates/me, whatever the server sends back.
      apiRequest('/affiliates/application', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_AREA }),
  });
}
