import type { MailStatus, MaintenanceTask } from '@shop/contracts';
import {
  adminAuditListSchema,
  mailOutboxEntrySchema,
  mailOutboxListSchema,
  maintenanceResultSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryString } from '../api';

/** A task can take a while on a big database (vacuum, exports): wait longer than the usual 30 s. */
const TASK_TIMEOUT_MS = 120_000;

/** POST /api/admin/maintenance/run; the audit log and the outbox reload after it. */
export function useRunTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: MaintenanceTask) =>
      apiRequest('/admin/maintenance/run', {
        schema: maintenanceResultSchema,
        method: 'POST',
        body: { task },
        timeoutMs: TASK_TIMEOUT_MS,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /api/admin/audit-log?page&limit=20, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/audit-log${queryString({ page, limit: 20 })}`, {
        schema: adminAuditListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface OutboxFilters {
  page: number;
  status: 'all' | MailStatus;
}

/** GET /api/admin/mail-outbox?page&limit=20&status */
export function useMailOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: ['admin', 'mail-outbox', filters],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/mail-outbox${queryString({ ...filters, limit: 20 })}`, {
        schema: mailOutboxListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/mail-outbox/:id/retry */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/mail-outbox/${id}/retry`, { schema: mailOutboxEntrySchema, method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
