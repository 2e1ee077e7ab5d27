import type { DeviceDecisionBody } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';

const MY_MACHINES = ['devices', 'machines'] as const;

/** GET /api/device/authorization: what a typed code would activate (machine, product, NinjaTrader version). */
export function useDeviceAuthorization(userCode: string | null) {
  return useQuery({
    queryKey: ['devices', 'authorization', userCode],
    enabled: userCode !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/device/authorization?userCode=${encodeURIComponent(userCode ?? '')}`, {
        schema: contract('deviceAuthorizationSchema'),
        signal,
      }),
    staleTime: 0,
  });
}

/** POST /api/device/approve or /deny from the signed-in session (never a link); the machines reload after. */
export function useDeviceDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ...body }: DeviceDecisionBody & { decision: 'approve' | 'deny' }) =>
      apiRequest(`/device/${decision}`, {
        schema: contract('deviceDecisionResponseSchema'),
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_MACHINES }),
  });
}

/** GET /api/device/machines: the buyer's machines per product, both kinds. */
export function useMyMachines() {
  return useQuery({
    queryKey: MY_MACHINES,
    queryFn: ({ signal }) =>
      apiRequest('/device/machines', { schema: contract('myMachinesResponseSchema'), signal }),
    staleTime: 0,
  });
}

/** DELETE /api/device/machines/:id; the list reloads on success. */
export function useFreeMachine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/device/machines/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_MACHINES }),
  });
}
