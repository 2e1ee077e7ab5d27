import type { Order } from '@shop/contracts';
import { invoiceResponseSchema, orderListSchema, purchasedProductListSchema } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/shared/api/client';
import { i18next } from '@/shared/i18n';
import { saveBlob } from '@/shared/saveFile';

/** GET /api/orders/mine: the signed-in user's orders, newest first. */
export function useMyOrders() {
  return useQuery({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => apiRequest('/orders/mine', { schema: orderListSchema, signal }),
    staleTime: 0,
  });
}

/** GET /api/users/purchases: one entry per product and paid order, newest first. */
export function usePurchases() {
  return useQuery({
    queryKey: ['users', 'purchases'],
    queryFn: ({ signal }) => apiRequest('/users/purchases', { schema: purchasedProductListSchema, signal }),
    staleTime: 0,
  });
}

/**
 * GET /api/invoices/:orderId gives a 5-minute signed link; the PDF is fetched from it and saved under a name
 * made from the order id.
 */
export async function downloadInvoice(order: Order): Promise<void> {
  const { invoicePdfUrl } = await apiRequest(`/invoices/${encodeURIComponent(order._id)}`, {
    schema: invoiceResponseSchema,
  });
  if (!invoicePdfUrl) throw new ApiRequestError(i18next.t('orders:history.invoiceUnavailable'), 0, 'invoice');
  const response = await fetch(invoicePdfUrl, { credentials: 'include' });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(
      payload.message ?? i18next.t('orders:history.invoiceUnavailable'),
      response.status,
      'invoice',
    );
  }
  saveBlob(await response.blob(), `invoice-${order._id}.pdf`);
}
