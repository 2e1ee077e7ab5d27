import { type Order, shortOrderId } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, priceLabel } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadInvoice, useMyOrders } from './api';
import { EmptyOrders, OrdersLoading } from './QueryStates';

const INVOICE_MESSAGE_MS = 3000;

/** The profile's orders tab: paid orders only, with an invoice PDF button per order. */
export function OrdersTab() {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.language);
  const orders = useMyOrders();
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

  if (orders.isPending || orders.isError)
    return <OrdersLoading query={orders} label={t('history.loading')} />;
  const paid = orders.data.filter((order) => order.isPaid);
  if (paid.length === 0) {
    return <EmptyOrders testId="orders-empty" message={t('history.empty')} browse={t('history.browse')} />;
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
      <div className="overflow-x-auto rounded-xl border border-slate-800">
        <table className="w-full text-left text-sm text-slate-300">
          <thead className="bg-slate-900 text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              {(['id', 'date', 'total', 'paid', 'items', 'invoice'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {t(`history.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {paid.map((order) => (
              <tr key={order._id} data-testid="order-row" data-order-id={order._id}>
                <td className="px-4 py-3 font-mono text-slate-200">{shortOrderId(order._id)}</td>
                <td className="px-4 py-3">{formatDateTime(order.createdAt, language)}</td>
                <td className="px-4 py-3" data-testid="order-total">
                  {priceLabel(order.totalPrice, language, t('history.free'))}
                </td>
                <td className="px-4 py-3">
                  {order.paidAt ? formatDateTime(order.paidAt, language) : t('history.notPaid')}
                </td>
                <td className="px-4 py-3">
                  <ul>
                    {order.orderItems.map((item) => (
                      <li key={item.product._id}>
                        {item.name} × {item.qty}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3">
                  {order.isPaid ? (
                    <button
                      type="button"
                      onClick={() => void invoice(order)}
                      disabled={downloading !== null}
                      aria-label={t('history.invoiceLabel', { id: shortOrderId(order._id) })}
                      data-testid="invoice-button"
                      className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
                    >
                      {downloading === order._id && (
                        <span className="h-3 w-3 animate-spin rounded-full border-2 border-white/40 border-t-white" />
                      )}
                      {downloading === order._id ? t('history.downloading') : t('history.pdf')}
                    </button>
                  ) : (
                    t('history.na')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
