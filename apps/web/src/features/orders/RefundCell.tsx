import type { Order } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { downloadCreditNote } from './api';

/** A refunded or cancelled order's status and its credit notes, each a PDF button (docs/rules/refunds.md). */
export function RefundCell({ order, onError }: { order: Order; onError(message: string): void }) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<string | null>(null);
  const status =
    order.status === 'refunded' || order.status === 'partially_refunded' || order.status === 'cancelled'
      ? order.status
      : null;
  if (!status) return t('history.na');
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
      <span data-testid="order-refund-status">{t(`history.status.${status}`)}</span>
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
    </div>
  );
}
