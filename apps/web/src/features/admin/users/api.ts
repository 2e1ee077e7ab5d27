import type { AdminUserListQuery, AdminUserUpdate } from '@shop/contracts';
import { adminUserListSchema, adminUserSchema, myMachinesResponseSchema } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryString } from '../api';

export type UserFilters = Required<Pick<AdminUserListQuery, 'page' | 'search'>>;

/** GET /api/admin/users?page&limit=20&search */
export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users${queryString({ ...filters, limit: 20 })}`, {
        schema: adminUserListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PUT /api/admin/users/:id; the lists and the dashboard reload after it. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) =>
      apiRequest(`/admin/users/${id}`, { schema: adminUserSchema, method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

const machinesKey = (userId: string) => ['admin', 'users', userId, 'machines'] as const;

/** GET /api/admin/users/:id/machines: the buyer's machines per product, both kinds, as they see them. */
export function useBuyerMachines(userId: string) {
  return useQuery({
    queryKey: machinesKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${userId}/machines`, { schema: myMachinesResponseSchema, signal }),
    staleTime: 0,
  });
}

/** DELETE /api/admin/users/:id/machines/:machineId: frees a seat machine; the buyer's list reloads after it. */
export function useFreeBuyerMachine(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (machineId: string) =>
      apiRequest(`/admin/users/${userId}/machines/${machineId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: machinesKey(userId) }),
  });
}
