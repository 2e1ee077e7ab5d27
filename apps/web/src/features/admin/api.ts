import type {
  AdminOrderList,
  AdminOrderSummary,
  AdminOrderUpdate,
  Dashboard,
  SubscriberList,
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
    queryFn: () => apiRequest<Dashboard>('/admin/dashboard'),
    staleTime: 0,
  });
}

export interface OrderFilters {
  page: number;
  search: string;
  status: '' | 'paid' | 'pending';
}

export function useAdminOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['admin', 'orders', filters],
    queryFn: () => apiRequest<AdminOrderList>(`/admin/orders${queryString({ ...filters, limit: 20 })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminOrderUpdate }) =>
      apiRequest<AdminOrderSummary>(`/admin/orders/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export interface SubscriberFilters {
  page: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
}

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery({
    queryKey: ['admin', 'subscribers', filters],
    queryFn: () =>
      apiRequest<SubscriberList>(`/newsletter/subscribers${queryString({ ...filters, limit: 20 })}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/newsletter/subscribers/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
