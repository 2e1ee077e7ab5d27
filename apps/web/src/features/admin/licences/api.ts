import type { AdminLicenceUpdate, LicenceAlerts, LicenceStatus } from '@shop/contracts';
import {
  adminLicenceCheckInsSchema,
  adminLicenceListSchema,
  licenceAlertsSchema,
  licenceRequestSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const KEY = ['admin', 'licences'] as const;

/** GET /api/admin/license-requests?page&limit=20&status */
export function useAdminLicences(page: number, status: LicenceStatus | 'all') {
  return useQuery({
    queryKey: [...KEY, page, status],
    queryFn: ({ signal }) =>
      apiRequest(
        `/admin/license-requests?page=${page}&limit=20${status === 'all' ? '' : `&status=${status}`}`,
        { schema: adminLicenceListSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/license-requests/:id and POST …/:id/export; the list reloads after either. */
export function useLicenceActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminLicenceUpdate }) =>
      apiRequest(`/admin/license-requests/${id}`, { schema: licenceRequestSchema, method: 'PUT', body }),
    onSuccess,
  });
  const exportLicence = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/license-requests/${id}/export`, { schema: licenceRequestSchema, method: 'POST' }),
    onSuccess,
  });
  return { update, exportLicence };
}

const ALERTS_KEY = ['admin', 'licence-alerts'] as const;

/** GET and PUT /api/admin/licence-alerts: the signed-in admin's own way of hearing of new requests. */
export function useLicenceAlerts() {
  const client = useQueryClient();
  const current = useQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/licence-alerts', { schema: licenceAlertsSchema, signal }),
  });
  const save = useMutation({
    mutationFn: (body: LicenceAlerts) =>
      apiRequest('/admin/licence-alerts', { schema: licenceAlertsSchema, method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(ALERTS_KEY, saved),
  });
  return { current, save };
}

/** GET /api/admin/licence-check-ins: active machines per product and the versions they run. */
export function useLicenceCheckIns() {
  return useQuery({
    queryKey: ['admin', 'licence-check-ins'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/licence-check-ins', { schema: adminLicenceCheckInsSchema, signal }),
  });
}
