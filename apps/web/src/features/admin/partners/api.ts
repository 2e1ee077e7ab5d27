import {
  type AdminAffiliateInvitation,
  type AdminAffiliatePayoutBody,
  type AffiliateStatus,
  type AffiliateTerms,
  adminAffiliateListSchema,
  adminAffiliatePayoutListSchema,
  adminAffiliateSchema,
  affiliatePayoutSchema,
  affiliateSettingsSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'affiliates'] as const;
export type PartnerStatusFilter = AffiliateStatus | '';

/** GET /api/admin/affiliates?page&limit=20&status (with the programme's attribution window). */
export function useAdminAffiliates(page: number, status: PartnerStatusFilter) {
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...KEY, page, status],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/affiliates?${query}`, { schema: adminAffiliateListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/affiliates/payouts?page&limit=20: the payouts recorded, newest first. */
export function useAffiliatePayouts(page: number) {
  return useQuery({
    queryKey: [...KEY, 'payouts', page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/affiliates/payouts?page=${page}&limit=20`, {
        schema: adminAffiliatePayoutListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A change to one partner; the list reloads whatever the answer (another admin may have decided first). */
function usePartnerChange<Body>(method: 'POST' | 'PUT', action: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      apiRequest(`/admin/affiliates/${encodeURIComponent(id)}/${action}`, {
        schema: adminAffiliateSchema,
        method,
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/affiliates/:id/approve with the commission terms. */
export const useApprovePartner = () => usePartnerChange<{ terms: AffiliateTerms }>('POST', 'approve');
/** PUT /api/admin/affiliates/:id/terms: an approved partner's new terms (new orders only). */
export const useSavePartnerTerms = () => usePartnerChange<{ terms: AffiliateTerms }>('PUT', 'terms');
/** POST /api/admin/affiliates/:id/reject with an optional reason. */
export const useRejectPartner = () => usePartnerChange<{ reason: string | null }>('POST', 'reject');
/** PUT /api/admin/affiliates/:id/coupon: tie a coupon by its code, or untie with null. */
export const useTiePartnerCoupon = () => usePartnerChange<{ couponCode: string | null }>('PUT', 'coupon');

/** POST /api/admin/affiliates/:id/payouts: everything payable in one currency, paid under a reference. */
export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminAffiliatePayoutBody }) =>
      apiRequest(`/admin/affiliates/${encodeURIComponent(id)}/payouts`, {
        schema: affiliatePayoutSchema,
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/admin/affiliates/invitations: an existing account made a partner at once, with its terms. */
export function useInvitePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAffiliateInvitation) =>
      apiRequest('/admin/affiliates/invitations', { schema: adminAffiliateSchema, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/admin/affiliates/settings: the attribution window in days. */
export function useSaveAffiliateWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (windowDays: number) =>
      apiRequest('/admin/affiliates/settings', {
        schema: affiliateSettingsSchema,
        method: 'PUT',
        body: { windowDays },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
