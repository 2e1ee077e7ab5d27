import { type AdminOrderSummary, shortOrderId } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useUpdateOrder } from '../api';
import { SaveActions } from '../components/SaveActions';

/** Sets an order's paid and delivered flags; paid runs the payment fulfilment on the server. */
export function OrderEditDialog({ order, onClose }: { order: AdminOrderSummary; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [isPaid, setIsPaid] = useState(order.isPaid);
  const [isDelivered, setIsDelivered] = useState(order.isDelivered);
  const update = useUpdateOrder();
  const save = () =>
    update.mutate({ id: order._id, body: { isPaid, isDelivered } }, { onSuccess: () => onClose() });
  return (
    <Dialog
      labelledBy="order-edit-title"
      onClose={onClose}
      testId="order-edit-dialog"
      className="w-full max-w-md rounded-xl border border-slate-700 bg-slate-900 p-6"
    >
      <h2 id="order-edit-title" className="mb-4 text-lg font-semibold text-white">
        {t('orders.editTitle', { id: shortOrderId(order._id) })}
      </h2>
      <label className="mb-3 flex items-center gap-2 text-slate-200">
        <input type="checkbox" checked={isPaid} onChange={(event) => setIsPaid(event.target.checked)} />
        {t('orders.markPaid')}
      </label>
      <label className="mb-4 flex items-center gap-2 text-slate-200">
        <input
          type="checkbox"
          checked={isDelivered}
          onChange={(event) => setIsDelivered(event.target.checked)}
        />
        {t('orders.markDelivered')}
      </label>
      {update.isError && <ErrorAlert message={update.error.message} className="mb-4" />}
      <SaveActions className="" onCancel={onClose} pending={update.isPending} onSubmit={save} />
    </Dialog>
  );
}
