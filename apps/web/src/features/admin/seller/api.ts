import { type SellerIdentityInput, sellerIdentityStateSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { publicConfigKey } from '@/shared/site/useSellerIdentity';

const stateKey = ['admin', 'seller-identity'] as const;

/** The stored identity, what it lacks and the invoices waiting for it (settings tab, dashboard notice). */
export function useSellerIdentityState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: () => apiRequest('/admin/seller-identity', { schema: sellerIdentityStateSchema }),
    staleTime: 0,
  });
}

/** Saves the identity whole; the pages of this browser then read it again. */
export function useSaveSellerIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerIdentityInput) =>
      apiRequest('/admin/seller-identity', { schema: sellerIdentityStateSchema, method: 'PUT', body }),
    onSuccess: (state) => {
      client.setQueryData(stateKey, state);
      void client.invalidateQueries({ queryKey: publicConfigKey });
    },
  });
}
