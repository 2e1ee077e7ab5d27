import type {
  AdminAuditList,
  MailOutboxEntry,
  MailOutboxList,
  MailStatus,
  MaintenanceResult,
  MaintenanceTask,
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
      apiRequest<MaintenanceResult>('/admin/maintenance/run', {
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
      apiRequest<AdminAuditList>(`/admin/audit-log${queryString({ page, limit: 20 })}`, { signal }),
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
      apiRequest<MailOutboxList>(`/admin/mail-outbox${queryString({ ...filters, limit: 20 })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/mail-outbox/:id/retry */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MailOutboxEntry>(`/admin/mail-outbox/${id}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
