import { type Order, pages, shortOrderId, shownOrders } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, moneyLabel } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { EmptyState, QueryState } from '@/shared/ui/QueryState';
import { downloadInvoice, useMyOrders, useMyRefundRequests } from './api';
import { RefundCell } from './RefundCell';

const INVOICE_MESSAGE_MS = 3000;

/**
 * The profile's orders tab: orders paid once, each total in its own currency, with an invoice PDF button per
 * order and their credit notes; on a phone each order is a card of its fields (the seven columns do not fit).
 */
export function OrdersTab() {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.language);
  const orders = useMyOrders();
  const requests = useMyRefundRequests();
  // Newest first: the first request met for an order is its latest.
  const latestRequest = (orderId: string) => requests.data?.find((request) => request.orderId === orderId);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = setTimeout(() => setMessage(null), INVOICE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const invoice = async (order: Order) => {
    setDownloading(order._id);
    setMessage(null);
    try {
      await downloadInvoice(order);
      setMessage({ kind: 'success', text: t('history.invoiceSuccess') });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof Error && error.message ? error.message : t('history.invoiceUnavailable'),
      });
    } finally {
      setDownloading(null);
    }
  };

  const columns: Column<Order>[] = [
    {
      header: t('history.columns.id'),
      cell: (order) => shortOrderId(order._id),
      className: 'font-mono text-slate-200',
    },
    { header: t('history.columns.date'), cell: (order) => formatDateTime(order.createdAt, language) },
    {
      header: t('history.columns.total'),
      cell: (order) => (
        <>
          {moneyLabel(order.totalPrice, language, t('history.free'))}
          {order.reverseChargePending && (
            <p className="mt-1 max-w-xs text-xs text-amber-300" data-testid="order-vat-pending">
              {t('history.reverseChargePending')}
            </p>
          )}
        </>
      ),
      testId: 'order-total',
    },
    {
      header: t('history.columns.paid'),
      cell: (order) => (order.paidAt ? formatDateTime(order.paidAt, language) : t('history.notPaid')),
    },
    {
      header: t('history.columns.items'),
      cell: (order) => (
        <ul>
          {order.orderItems.map((item) => (
            <li key={item.product._id}>
              {item.name} × {item.qty}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: t('history.columns.invoice'),
      cell: (order) =>
        order.invoicePending ? (
          <span className="text-xs text-slate-400" data-testid="invoice-pending">
            {t('history.invoicePending')}
          </span>
        ) : order.paidAt ? (
          <Button
            size="xs"
            onClick={() => void invoice(order)}
            disabled={downloading !== null}
            aria-label={t('history.invoiceLabel', { id: shortOrderId(order._id) })}
            data-testid="invoice-button"
            className="inline-flex items-center gap-2"
          >
            {downloading === order._id && (
              <span className="h-3 w-3 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            )}
            {downloading === order._id ? t('history.downloading') : t('history.pdf')}
          </Button>
        ) : (
          t('history.na')
        ),
    },
    {
      header: t('history.columns.refunds'),
      cell: (order) => (
        <RefundCell
          order={order}
          latest={latestRequest(order._id)}
          onError={(text) => setMessage({ kind: 'error', text })}
        />
      ),
    },
  ];

  return (
    <QueryState query={orders} loadingLabel={t('history.loading')}>
      {(all) => {
        const paid = shownOrders(all);
        if (paid.length === 0) {
          return (
            <EmptyState
              testId="orders-empty"
              message={t('history.empty')}
              link={{ to: pages.catalog, label: t('history.browse') }}
            />
          );
        }
        return (
          <section aria-labelledby="orders-title" data-testid="orders-tab">
            <h2 id="orders-title" className="mb-4 text-xl font-semibold text-white">
              {t('history.title')}
            </h2>
            {message?.kind === 'error' && <ErrorAlert message={message.text} className="mb-4" />}
            {/* Always in the page, so the success text is announced when it lands in it. */}
            <div role="status">
              {message?.kind === 'success' && (
                <p
                  data-testid="invoice-success"
                  className="mb-4 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
                >
                  {message.text}
                </p>
              )}
            </div>
            <DataTable
              spacious
              stackedOnPhone
              rows={paid}
              rowKey={(order) => order._id}
              rowTestId="order-row"
              rowData={(order) => ({ 'data-order-id': order._id })}
              columns={columns}
            />
          </section>
        );
      }}
    </QueryState>
  );
}
