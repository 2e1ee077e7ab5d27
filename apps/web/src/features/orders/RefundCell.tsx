import { type Order, type RefundRequest, shortOrderId } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { downloadCreditNote } from './api';
import { RefundRequestDialog } from './RefundRequestDialog';

/**
 * The server says whether the refund request route would accept this order (`refundRequestable`, its own rule:
 * docs/rules/entitlements.md), so an order an upgrade or a bundle credit depends on offers no vain button; a
 * request sent since the list was read closes it too.
 */
export function mayRequest(order: Order, latest: RefundRequest | undefined): boolean {
  return order.refundRequestable === true && latest?.status !== 'open';
}

/**
 * A paid order's refunds (docs/rules/refunds.md): its refund status and credit notes, each a PDF button, the
 * state of the buyer's latest refund request, and the button to ask for one within the guarantee.
 */
export function RefundCell({
  order,
  latest,
  onError,
}: {
  order: Order;
  latest: RefundRequest | undefined;
  onError(message: string): void;
}) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const status =
    order.status === 'refunded' || order.status === 'partially_refunded' || order.status === 'cancelled'
      ? order.status
      : null;
  const canAsk = mayRequest(order, latest);
  // An open dialog keeps its place (and what the buyer typed) while a refetch briefly answers that nothing
  // may be asked: the request just sent closes the offer before the request itself is read.
  if (!status && !latest && !canAsk && !asking) return t('history.na');
  const download = async (note: Order['creditNotes'][number]) => {
    setBusy(note._id);
    try {
      await downloadCreditNote(note);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : t('history.creditNoteFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-1">
      {status && <span data-testid="order-refund-status">{t(`history.status.${status}`)}</span>}
      {order.creditNotes.map((note) => (
        <Button
          key={note._id}
          size="xs"
          className="block"
          data-testid="credit-note-button"
          disabled={busy !== null}
          aria-label={t('history.creditNoteLabel', { number: note.number })}
          onClick={() => void download(note)}
        >
          {busy === note._id ? t('history.downloading') : note.number}
        </Button>
      ))}
      {latest && (
        <p data-testid="refund-request-status" className="text-sm text-slate-300">
          {t(`refundRequest.status.${latest.status}`, { reason: latest.declineReason ?? '' })}
        </p>
      )}
      {canAsk && (
        <Button
          size="xs"
          className="block"
          data-testid="refund-request-button"
          aria-label={t('refundRequest.actionLabel', { id: shortOrderId(order._id) })}
          onClick={() => setAsking(true)}
        >
          {t('refundRequest.action')}
        </Button>
      )}
      {asking && <RefundRequestDialog orderId={order._id} onClose={() => setAsking(false)} />}
    </div>
  );
}
