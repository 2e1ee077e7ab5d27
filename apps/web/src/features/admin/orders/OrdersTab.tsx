import { type AdminOrderSummary, formatMoney, shortOrderId } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { type OrderFilters, useAdminOrders } from '../api';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { AdminTable, QueryView } from '../components/AdminTable';
import { OrderStatusBadge } from '../components/AdminUi';
import { FilterBar } from '../components/FilterBar';
import { useCustomerIdentity } from '../components/identity';
import { OrderEditDialog } from './OrderEditDialog';
import { RefundDialog } from './RefundDialog';
import { RefundRequestsPanel } from './RefundRequestsPanel';
import { ViesCheck } from './ViesCheck';

const initial: OrderFilters = { page: 1, search: '', status: '' };

/**
 * Orders: search by customer or short id, status filter, reset, 20 a page, edit paid and delivered, refund, and
 * ask VIES again about a VAT number still waiting for its confirmation.
 */
export function OrdersTab() {
  const { t, i18n } = useTranslation('admin');
  const identity = useCustomerIdentity();
  const language = pickLanguage(i18n.language);
  const [filters, setFilters] = useState(initial);
  const [editing, setEditing] = useState<AdminOrderSummary | null>(null);
  const orders = useAdminOrders(filters);
  const [refunding, setRefunding] = useState<AdminOrderSummary | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const closeRefund = useCallback(() => setRefunding(null), []);
  const [viesOutcome, setViesOutcome] = useState<ActionOutcome | null>(null);

  return (
    <div data-testid="admin-orders">
      <RefundRequestsPanel />
      <FilterBar
        searchLabel={t('orders.searchPlaceholder')}
        statusLabel={t('orders.statusLabel')}
        status={filters.status}
        statuses={[
          { value: '', label: t('orders.status.all') },
          { value: 'paid', label: t('orders.status.paid') },
          { value: 'pending', label: t('orders.status.pending') },
          { value: 'refunded', label: t('orders.status.refunded') },
          { value: 'viesUnconfirmed', label: t('orders.status.viesUnconfirmed') },
        ]}
        onSearch={(search) => setFilters({ ...filters, page: 1, search })}
        onStatus={(status) => setFilters({ ...filters, page: 1, status })}
        actions={(clear) => (
          <button
            type="button"
            className="rounded-md border border-slate-700 px-4 py-2 text-slate-200"
            onClick={() => {
              clear();
              setFilters(initial);
            }}
          >
            {t('shared.reset')}
          </button>
        )}
      />
      <ActionOutcomeBanner outcome={viesOutcome} testId="vies-check-outcome" />
      <QueryView query={orders}>
        {(data) => (
          <AdminTable
            headers={[
              t('orders.columns.id'),
              t('orders.columns.customer'),
              t('orders.columns.date'),
              t('orders.columns.total'),
              t('orders.columns.paid'),
              t('orders.columns.delivered'),
              t('shared.actions'),
            ]}
            empty={data.orders.length === 0 && t('orders.empty')}
            pagination={data.pagination}
            onPage={(page) => setFilters({ ...filters, page })}
          >
            {data.orders.map((order) => (
              <tr key={order._id} data-testid="admin-order-row">
                <td className="font-mono">{shortOrderId(order._id)}</td>
                <td>
                  {identity(order.user).name}
                  <span className="block text-xs text-slate-400">{identity(order.user).email}</span>
                </td>
                <td>{formatDateTime(order.createdAt, language)}</td>
                <td>{formatMoney(order.totalPrice, language)}</td>
                <td>
                  <OrderStatusBadge status={order.status} />
                  {order.viesStatus === 'unreachable' && (
                    <span className="block text-xs text-amber-300" data-testid="order-vies-unconfirmed">
                      {t('orders.viesUnconfirmed')}
                    </span>
                  )}
                  {order.viesRecheckUntil && (
                    <ViesCheck
                      order={order}
                      recheckUntil={order.viesRecheckUntil}
                      onOutcome={setViesOutcome}
                    />
                  )}
                </td>
                <td>{order.isDelivered ? t('shared.yes') : t('shared.no')}</td>
                <td className="space-x-3">
                  <button
                    type="button"
                    className="text-brand-400 hover:underline"
                    onClick={() => setEditing(order)}
                  >
                    {t('shared.edit')}
                  </button>
                  {(order.status === 'paid' || order.status === 'partially_refunded') && (
                    <button
                      type="button"
                      className="text-brand-400 hover:underline"
                      data-testid="refund-order"
                      aria-label={`${t('orders.refundAction')} ${shortOrderId(order._id)}`}
                      onClick={() => setRefunding(order)}
                    >
                      {t('orders.refundAction')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
      {editing && <OrderEditDialog order={editing} onClose={close} />}
      {refunding && <RefundDialog orderId={refunding._id} onClose={closeRefund} />}
    </div>
  );
}
