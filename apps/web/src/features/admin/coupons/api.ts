import { type AdminCouponBody, adminCouponListSchema, adminCouponSchema } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'coupons'] as const;

/** GET /api/admin/coupons?page&limit=20 */
export function useAdminCoupons(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/coupons?page=${page}&limit=20`, { schema: adminCouponListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/coupons (no id) or PUT /api/admin/coupons/:id; the list reloads. */
export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminCouponBody }) =>
      apiRequest(id ? `/admin/coupons/${id}` : '/admin/coupons', {
        schema: adminCouponSchema,
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
