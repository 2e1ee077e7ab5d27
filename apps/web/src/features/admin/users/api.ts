import type { AdminUserListQuery, AdminUserUpdate } from '@shop/contracts';
import { adminUserListSchema, adminUserSchema } from '@shop/contracts';
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
