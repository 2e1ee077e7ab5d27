import type { CreditNoteSummary, Order, RefundRequestBody } from '@shop/contracts';
import {
  creditNoteResponseSchema,
  invoiceResponseSchema,
  orderListSchema,
  purchasedProductListSchema,
  refundRequestFormSchema,
  refundRequestListSchema,
  refundRequestSchema,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/shared/api/client';
import { i18next } from '@/shared/i18n';
import { fetchSignedFile, saveBlob } from '@/shared/saveFile';
import { useSession } from '@/shared/session/store';

/** GET /api/orders/mine: the signed-in user's orders, newest first. */
export function useMyOrders() {
  return useQuery({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => apiRequest('/orders/mine', { schema: orderListSchema, signal }),
    staleTime: 0,
  });
}

/** The purchases' cache key: a licence request reloads them (`licenceRequestable`). */
export const PURCHASES_KEY = ['users', 'purchases'] as const;

/** GET /api/users/purchases: one entry per product and paid order, newest first. */
export function usePurchases() {
  return useQuery({
    queryKey: PURCHASES_KEY,
    queryFn: ({ signal }) => apiRequest('/users/purchases', { schema: purchasedProductListSchema, signal }),
    staleTime: 0,
  });
}

/** As the other documents' downloads (docs/rules/downloads.md): the wait for the PDF gives up after 30 s. */
const DOCUMENT_TIMEOUT_MS = 30_000;

/**
 * GET /api/invoices/:orderId gives a 5-minute signed link that serves the order's owner (or an admin) alone, so
 * the PDF is fetched with the bearer token and saved under a name made from the order id.
 */
export async function downloadInvoice(order: Order): Promise<void> {
  const { invoicePdfUrl } = await apiRequest(`/invoices/${encodeURIComponent(order._id)}`, {
    schema: invoiceResponseSchema,
  });
  await saveSignedPdf(invoicePdfUrl, `invoice-${order._id}.pdf`);
}

/** GET /api/credit-notes/:id gives a 5-minute signed link to a credit note's PDF (docs/rules/refunds.md). */
export async function downloadCreditNote(note: CreditNoteSummary): Promise<void> {
  const { creditNotePdfUrl } = await apiRequest(`/credit-notes/${encodeURIComponent(note._id)}`, {
    schema: creditNoteResponseSchema,
  });
  await saveSignedPdf(creditNotePdfUrl, `${note.number}.pdf`);
}

/** A refusal keeps the server's translated message; one without a message says the PDF is not available. */
async function saveSignedPdf(url: string, filename: string): Promise<void> {
  const unavailable = i18next.t('orders:history.invoiceUnavailable');
  if (!url) throw new ApiRequestError(unavailable, 0, 'invoice');
  const token = useSession.getState().userInfo?.token;
  try {
    saveBlob(await fetchSignedFile(url, token, DOCUMENT_TIMEOUT_MS), filename);
  } catch (error) {
    if (error instanceof ApiRequestError && !error.message) {
      throw new ApiRequestError(unavailable, error.status, error.code);
    }
    throw error;
  }
}

/** GET /api/refund-requests/mine: the buyer's refund requests, newest first (docs/rules/refunds.md). */
export function useMyRefundRequests() {
  return useQuery({
    queryKey: ['orders', 'refund-requests'],
    queryFn: ({ signal }) => apiRequest('/refund-requests/mine', { schema: refundRequestListSchema, signal }),
    staleTime: 0,
  });
}

/** GET /api/orders/:id/refund-requests: the lines a refund request may ask back, and the deadline. */
export function useRefundRequestForm(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'refund-request-form', orderId],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/refund-requests`, {
        schema: refundRequestFormSchema,
        signal,
      }),
  });
}

/** POST /api/orders/:id/refund-requests; the orders tab reads the new request's state afterwards. */
export function useSendRefundRequest(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/refund-requests`, {
        schema: refundRequestSchema,
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
