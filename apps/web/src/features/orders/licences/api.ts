import type { LicenceKeepBody, LicenceRequest, LicenceRequestBody } from '@shop/contracts';
import { licenceRequestListSchema, licenceRequestSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { downloadLicenceFileFrom } from '@/shared/licenceFile';
import { PURCHASES_KEY } from '../api';

const MY_LICENCES = ['licences', 'mine'] as const;

/** GET /api/license/my-requests; a failure shows an empty list. */
export function useMyLicences() {
  return useQuery({
    queryKey: MY_LICENCES,
    queryFn: ({ signal }) =>
      apiRequest('/license/my-requests', { schema: licenceRequestListSchema, signal }).catch(
        () => [] as LicenceRequest[],
      ),
    staleTime: 0,
  });
}

/**
 * POST /api/license/request (a move when `replacesId` is set); the list reloads on success, and so do the
 * purchases, whose `licenceRequestable` a new licence may turn off.
 */
export function useRequestLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenceRequestBody) =>
      apiRequest('/license/request', { schema: licenceRequestSchema, method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MY_LICENCES }),
        client.invalidateQueries({ queryKey: PURCHASES_KEY }),
      ]),
  });
}

/** POST /api/licences/:id/keep: keeps a licence a partial refund revoked, releasing another; the list reloads. */
export function useKeepLicence(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenceKeepBody) =>
      apiRequest(`/licences/${encodeURIComponent(id)}/keep`, {
        schema: licenceRequestSchema,
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_LICENCES }),
  });
}

/** Follows a 5-minute signed link to the licence file; the server answers it as an attachment. */
export function downloadLicenceFile(id: string): Promise<void> {
  return downloadLicenceFileFrom(`/license/requests/${encodeURIComponent(id)}/file`);
}
