import { type AdminRefundRequestRow, formatMoney, shortOrderId } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { FormModal } from '@/shared/ui/FormModal';
import { TextField } from '@/shared/ui/TextField';
import { AdminTable, QueryView } from '../components/AdminTable';
import { useDecideRefundRequest, useOpenRefundRequests } from './requestsApi';

type Decision = { row: AdminRefundRequestRow; kind: 'approve' | 'decline' };

/**
 * The queue of buyers' refund requests above the orders list (docs/rules/refunds.md): approving refunds the
 * asked lines through the refund path, declining sends the buyer the reason given here.
 */
export function RefundRequestsPanel() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const requests = useOpenRefundRequests();
  const decide = useDecideRefundRequest();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const approve = async (row: AdminRefundRequestRow) => {
    setDeciding(null);
    setOutcome(null);
    try {
      await decide.mutateAsync({ id: row._id, decision: 'approve' });
      setOutcome({ ok: true, text: t('refundRequests.approved', { id: shortOrderId(row.orderId) }) });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error, t('refundRequests.error')) });
    }
  };

  return (
    <section aria-labelledby="refund-requests-title" className="mb-8" data-testid="admin-refund-requests">
      <QueryView query={requests}>
        {(rows) => (
          <>
            <h2 id="refund-requests-title" className="mb-3 text-lg font-semibold text-white">
              {t('refundRequests.title', { count: rows.length })}
            </h2>
            {outcome && !outcome.ok && <ErrorAlert message={outcome.text} className="mb-3" />}
            <div role="status">
              {outcome?.ok && (
                <p data-testid="refund-request-outcome" className="mb-3 text-green-300">
                  {outcome.text}
                </p>
              )}
            </div>
            <AdminTable
              headers={[
                t('refundRequests.columns.order'),
                t('refundRequests.columns.customer'),
                t('refundRequests.columns.date'),
                t('refundRequests.columns.lines'),
                t('refundRequests.columns.amount'),
                t('refundRequests.columns.reason'),
                t('shared.actions'),
              ]}
              empty={rows.length === 0 && t('refundRequests.empty')}
            >
              {rows.map((row) => {
                const id = shortOrderId(row.orderId);
                return (
                  <tr key={row._id} data-testid="refund-request-row" data-order-id={row.orderId}>
                    <td className="font-mono">{id}</td>
                    <td>
                      {row.customer.name}
                      <span className="block text-xs text-slate-400">{row.customer.email}</span>
                    </td>
                    <td>{formatDateTime(row.createdAt, language)}</td>
                    <td>
                      <ul>
                        {row.lines.map((line) => (
                          <li key={line.itemId}>
                            {line.name} × {line.quantity}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{formatMoney(row.amount, language)}</td>
                    <td className="max-w-xs break-words">{row.reason || t('refundRequests.noReason')}</td>
                    <td className="space-x-3 whitespace-nowrap">
                      <button
                        type="button"
                        className="text-brand-400 hover:underline"
                        aria-label={t('refundRequests.approveLabel', { id })}
                        disabled={decide.isPending}
                        onClick={() => setDeciding({ row, kind: 'approve' })}
                      >
                        {t('refundRequests.approve')}
                      </button>
                      <button
                        type="button"
                        className="text-red-300 hover:underline"
                        aria-label={t('refundRequests.declineLabel', { id })}
                        disabled={decide.isPending}
                        onClick={() => setDeciding({ row, kind: 'decline' })}
                      >
                        {t('refundRequests.decline')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          </>
        )}
      </QueryView>
      {deciding?.kind === 'approve' && (
        <ConfirmDialog
          title={t('refundRequests.confirmTitle')}
          message={t('refundRequests.confirmMessage', {
            amount: formatMoney(deciding.row.amount, language),
            name: deciding.row.customer.name,
            id: shortOrderId(deciding.row.orderId),
          })}
          confirmLabel={t('refundRequests.approve')}
          cancelLabel={t('refundRequests.cancel')}
          closeLabel={t('refundRequests.close')}
          onConfirm={() => void approve(deciding.row)}
          onCancel={() => setDeciding(null)}
        />
      )}
      {deciding?.kind === 'decline' && (
        <DeclineDialog
          row={deciding.row}
          onClose={() => setDeciding(null)}
          onDeclined={(text) => setOutcome({ ok: true, text })}
        />
      )}
    </section>
  );
}

function DeclineDialog({
  row,
  onClose,
  onDeclined,
}: {
  row: AdminRefundRequestRow;
  onClose(): void;
  onDeclined(text: string): void;
}) {
  const { t } = useTranslation('admin');
  const decide = useDecideRefundRequest();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const id = shortOrderId(row.orderId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await decide.mutateAsync({ id: row._id, decision: 'decline', reason });
      const text = t('refundRequests.declined', { id });
      setOutcome({ ok: true, text });
      onDeclined(text);
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error, t('refundRequests.error')) });
    }
  };

  return (
    <FormModal
      texts={{
        title: t('refundRequests.declineTitle', { id }),
        close: t('refundRequests.close'),
        cancel: t('refundRequests.cancel'),
        save: t('refundRequests.save'),
        saving: t('refundRequests.saving'),
        success: outcome?.ok ? outcome.text : '',
      }}
      testId="refund-request-decline"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={decide.isPending}
      failure={outcome && !outcome.ok ? outcome.text : null}
      saved={outcome?.ok === true}
      afterSaved={onClose}
    >
      <TextField
        label={t('refundRequests.declineReason')}
        hint={t('refundRequests.declineHint')}
        value={reason}
        minLength={3}
        maxLength={500}
        required
        onChange={(event) => setReason(event.target.value)}
      />
    </FormModal>
  );
}
