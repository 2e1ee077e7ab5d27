import type {
  AdminOrderListQuery,
  AdminOrderListQueryInput,
  AdminOrderUpdate,
  AdminRefundRequest,
  SubscriberListQuery,
  SubscriberListQueryInput,
} from '@shop/contracts';
import {
  adminOrderListSchema,
  adminOrderSummarySchema,
  adminRefundPlanSchema,
  adminRefundResultSchema,
  adminViesCheckResultSchema,
  dashboardSchema,
  subscriberDeletedSchema,
  subscriberListSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** A query string from the parameters that are set (unset ones are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
}

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => apiRequest('/admin/dashboard', { schema: dashboardSchema }),
    staleTime: 0,
  });
}

/**
 * The orders tab's filters: the contract's query as sent (`status` empty for all), plus `viesUnconfirmed`:
 * orders whose buyer's VAT number VIES could not confirm (docs/rules/vat.md), its own parameter on the server.
 */
export type OrderFilters = Required<Pick<AdminOrderListQuery, 'page' | 'search'>> & {
  status: NonNullable<AdminOrderListQueryInput['status']> | 'viesUnconfirmed';
};

/** The list's query: the VIES choice of the status select is its own parameter on the server. */
const orderQuery = ({ status, ...filters }: OrderFilters) =>
  status === 'viesUnconfirmed' ? { ...filters, vies: 'unconfirmed' } : { ...filters, status };

export function useAdminOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['admin', 'orders', filters],
    queryFn: () =>
      apiRequest(`/admin/orders${queryString({ ...orderQuery(filters), limit: 20 })}`, {
        schema: adminOrderListSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminOrderUpdate }) =>
      apiRequest(`/admin/orders/${id}`, { schema: adminOrderSummarySchema, method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** What the refund dialog shows of an order (docs/rules/refunds.md). */
export function useRefundPlan(orderId: string) {
  return useQuery({
    queryKey: ['admin', 'refund-plan', orderId],
    queryFn: () => apiRequest(`/admin/orders/${orderId}/refunds`, { schema: adminRefundPlanSchema }),
    staleTime: 0,
  });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminRefundRequest }) =>
      apiRequest(`/admin/orders/${id}/refunds`, { schema: adminRefundResultSchema, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/**
 * Asks VIES again about the VAT number of an order charged VAT while waiting for its confirmation
 * (docs/rules/vat.md); a confirmation refunds the VAT, so the lists are read again.
 */
export function useViesCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/orders/${id}/vies-check`, { schema: adminViesCheckResultSchema, method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export type SubscriberFilters = Required<Pick<SubscriberListQuery, 'page' | 'search'>> & {
  status: NonNullable<SubscriberListQueryInput['status']>;
};

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery({
    queryKey: ['admin', 'subscribers', filters],
    queryFn: () =>
      apiRequest(`/newsletter/subscribers${queryString({ ...filters, limit: 20 })}`, {
        schema: subscriberListSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/newsletter/subscribers/${id}`, { schema: subscriberDeletedSchema, method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
