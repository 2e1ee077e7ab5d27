import {
  type WebhookEndpointBody,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const endpointsKey = ['admin', 'webhooks'] as const;
const deliveriesKey = (id: string) => ['admin', 'webhooks', id, 'deliveries'] as const;

/** The owner's webhook endpoints (docs/rules/webhooks.md). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: () => apiRequest('/admin/webhooks', { schema: webhookEndpointListSchema }),
  });
}

/** An endpoint's latest deliveries with their tries, loaded when the owner opens them. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => apiRequest(`/admin/webhooks/${id}/deliveries`, { schema: webhookDeliveryListSchema }),
  });
}

/** Every write of the tab refreshes the list (and the open logs) once it is done. */
function useEndpointWrite<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export const useCreateWebhook = () =>
  useEndpointWrite((body: WebhookEndpointBody) =>
    apiRequest('/admin/webhooks', { schema: webhookEndpointWithSecretSchema, method: 'POST', body }),
  );

export const useUpdateWebhook = () =>
  useEndpointWrite(({ id, body }: { id: string; body: WebhookEndpointBody }) =>
    apiRequest(`/admin/webhooks/${id}`, { schema: webhookEndpointSchema, method: 'PUT', body }),
  );

export const useDeleteWebhook = () =>
  useEndpointWrite((id: string) => apiRequest(`/admin/webhooks/${id}`, { method: 'DELETE' }));

export const useRotateWebhookSecret = () =>
  useEndpointWrite((id: string) =>
    apiRequest(`/admin/webhooks/${id}/secret`, { schema: webhookEndpointWithSecretSchema, method: 'POST' }),
  );

export const useReplayDelivery = () =>
  useEndpointWrite((deliveryId: string) =>
    apiRequest(`/admin/webhooks/deliveries/${deliveryId}/replay`, { method: 'POST' }),
  );
