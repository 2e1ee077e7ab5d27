import {
  adminCancellationNotesSchema,
  adminSaveOfferListSchema,
  adminSubscriptionListSchema,
  type LeaseDunningSettingsBody,
  leaseDunningSettingsSchema,
  leaseSchema,
  type leaseStatuses,
  type SaveOffer,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** POST /api/admin/subscriptions/:id/grace; the list reloads, whatever the answer (the lease may have moved on). */
export function useExtendLeaseGrace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: string; days: number }) =>
      apiRequest(`/admin/subscriptions/${encodeURIComponent(id)}/grace`, {
        schema: leaseSchema,
        method: 'POST',
        body: { days },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}

const SAVE_OFFERS = ['admin', 'subscriptions', 'save-offers'] as const;

/** GET /api/admin/subscriptions/save-offers: each leased product's offer and its cancellations counted. */
export function useAdminSaveOffers() {
  return useQuery({
    queryKey: SAVE_OFFERS,
    queryFn: ({ signal }) =>
      apiRequest('/admin/subscriptions/save-offers', { schema: adminSaveOfferListSchema, signal }),
  });
}

/** GET /api/admin/subscriptions/cancellation-notes?page: the buyers' notes, newest first, 20 a page. */
export function useAdminCancellationNotes(page: number) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', 'cancellation-notes', page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/subscriptions/cancellation-notes?page=${page}`, {
        schema: adminCancellationNotesSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/subscriptions/save-offers/:productId; the answer is the list, stored as the query's data. */
export function useSetSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, offer }: { productId: string; offer: SaveOffer }) =>
      apiRequest(`/admin/subscriptions/save-offers/${encodeURIComponent(productId)}`, {
        schema: adminSaveOfferListSchema,
        method: 'PUT',
        body: offer,
      }),
    onSuccess: (list) => client.setQueryData(SAVE_OFFERS, list),
  });
}

const dunningKey = ['admin', 'lease-dunning'];

/** GET /api/admin/lease-dunning: the dunning e-mails' days and the grace they fit in. */
export function useLeaseDunning() {
  return useQuery({
    queryKey: dunningKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/lease-dunning', { schema: leaseDunningSettingsSchema, signal }),
  });
}

/** PUT /api/admin/lease-dunning; the form shows what the server kept. */
export function useSaveLeaseDunning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseDunningSettingsBody) =>
      apiRequest('/admin/lease-dunning', { schema: leaseDunningSettingsSchema, method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(dunningKey, saved),
  });
}
