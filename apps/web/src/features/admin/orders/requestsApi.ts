import { adminRefundRequestListSchema, refundRequestSchema } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** The open refund requests of buyers, oldest first (docs/rules/refunds.md). */
export function useOpenRefundRequests() {
  return useQuery({
    queryKey: ['admin', 'refund-requests'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/refund-requests', { schema: adminRefundRequestListSchema, signal }),
    staleTime: 0,
  });
}

/** Approve (the lines are refunded through Stripe) or decline (with the reason the buyer is sent). */
export function useDecideRefundRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: 'approve' | 'decline';
      reason?: string;
    }) =>
      apiRequest(`/admin/refund-requests/${id}/${decision}`, {
        schema: refundRequestSchema,
        method: 'POST',
        body: decision === 'decline' ? { reason } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
