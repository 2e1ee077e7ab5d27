import type { LeaseAcceptSaveOffer } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';
import { downloadLicenceFileFrom } from '@/shared/licenceFile';

const MY_LEASES = ['leases', 'mine'] as const;

/** GET /api/leases: the buyer's leases, newest first. */
export function useMyLeases() {
  return useQuery({
    queryKey: MY_LEASES,
    queryFn: ({ signal }) => apiRequest('/leases', { schema: contract('leaseListSchema'), signal }),
    staleTime: 0,
  });
}

const changePaths = { resume: 'resume', endPause: 'end-pause' } as const;

/** POST /api/leases/:id/resume (undo a cancellation) or /end-pause (end a pause early); the list reloads on success. */
export function useLeaseCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: keyof typeof changePaths }) =>
      apiRequest(`/leases/${encodeURIComponent(id)}/${changePaths[action]}`, {
        schema: contract('leaseSchema'),
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_LEASES }),
  });
}

/** GET /api/leases/:id/save-offer: the offer the cancel dialog shows before the buyer confirms. */
export function useSaveOffer(id: string) {
  return useQuery({
    queryKey: ['leases', 'save-offer', id],
    queryFn: ({ signal }) =>
      apiRequest(`/leases/${encodeURIComponent(id)}/save-offer`, {
        schema: contract('leaseSaveOfferAnswerSchema'),
        signal,
      }),
    staleTime: 0,
  });
}

/**
 * POST /api/leases/:id/cancel with the buyer's reason (the offer declined), or /save-offer (the offer accepted,
 * with the pause's months); the list reloads on success.
 */
export function useCancelOrKeepLease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keep, body }: { id: string; keep: boolean; body: LeaseAcceptSaveOffer }) =>
      apiRequest(`/leases/${encodeURIComponent(id)}/${keep ? 'save-offer' : 'cancel'}`, {
        schema: contract('leaseSchema'),
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_LEASES }),
  });
}

/** POST /api/leases/:id/machine: binds the lease's licence to a MachineId-Name; the list reloads on success. */
export function useBindLeaseMachine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, machineIdName }: { id: string; machineIdName: string }) =>
      apiRequest(`/leases/${encodeURIComponent(id)}/machine`, {
        schema: contract('leaseSchema'),
        method: 'POST',
        body: { machineIdName },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_LEASES }),
  });
}

/** GET /api/leases/:id/file (signed afresh at each call), then follows its 5-minute link. */
export function downloadLeaseFile(id: string): Promise<void> {
  return downloadLicenceFileFrom(`/leases/${encodeURIComponent(id)}/file`);
}

/** POST /api/leases/:id/portal, then goes to the provider's Customer Portal, which comes back to the profile. */
export function useLeasePortal() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/leases/${encodeURIComponent(id)}/portal`, {
        schema: contract('leasePortalAnswerSchema'),
        method: 'POST',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
