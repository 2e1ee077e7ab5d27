import { formatMoney, type RefundRequestForm, shortOrderId } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format';
import { FormModal } from '@/shared/ui/FormModal';
import { QueryState } from '@/shared/ui/QueryState';
import { TextField } from '@/shared/ui/TextField';
import { useRefundRequestForm, useSendRefundRequest } from './api';

type Quantities = Record<string, number>;

/**
 * The buyer asks for lines of an order back under the 7-day guarantee (docs/rules/refunds.md): a box per
 * single-unit line, a number of units for a multi-unit one, and an optional reason. The server decides.
 */
export function RefundRequestDialog({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const { t } = useTranslation('orders');
  const form = useRefundRequestForm(orderId);
  const send = useSendRefundRequest(orderId);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (lines.length === 0) {
      setOutcome({ ok: false, text: t('refundRequest.noLine') });
      return;
    }
    setOutcome(null);
    try {
      await send.mutateAsync({ lines, reason });
      setOutcome({ ok: true, text: t('refundRequest.success') });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error, t('refundRequest.error')) });
    }
  };

  return (
    <FormModal
      texts={{
        title: t('refundRequest.title', { id: shortOrderId(orderId) }),
        close: t('refundRequest.close'),
        cancel: t('refundRequest.cancel'),
        save: t('refundRequest.save'),
        saving: t('refundRequest.saving'),
        success: outcome?.ok ? outcome.text : '',
      }}
      testId="refund-request-dialog"
      successTestId="refund-request-success"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={send.isPending}
      failure={outcome && !outcome.ok ? outcome.text : null}
      saved={outcome?.ok === true}
      afterSaved={onClose}
    >
      <QueryState query={form}>
        {(data) => (
          <RequestFields data={data} quantities={quantities} onQuantities={setQuantities}>
            <TextField
              label={t('refundRequest.reason')}
              hint={t('refundRequest.reasonHint')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </RequestFields>
        )}
      </QueryState>
    </FormModal>
  );
}

function RequestFields({
  data,
  quantities,
  onQuantities,
  children,
}: {
  data: RefundRequestForm;
  quantities: Quantities;
  onQuantities(quantities: Quantities): void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.language);
  const set = (itemId: string, quantity: number) => onQuantities({ ...quantities, [itemId]: quantity });
  return (
    <div className="space-y-4 text-slate-200">
      {data.deadline && (
        <p>{t('refundRequest.intro', { deadline: formatDateTime(data.deadline, language) })}</p>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-300">{t('refundRequest.lines')}</legend>
        {data.lines
          .filter((line) => line.left > 0)
          .map((line) =>
            line.left === 1 ? (
              <label key={line.itemId} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={(quantities[line.itemId] ?? 0) > 0}
                  onChange={(event) => set(line.itemId, event.target.checked ? 1 : 0)}
                />
                {line.name} ({formatMoney(line.price, language)})
              </label>
            ) : (
              <TextField
                key={line.itemId}
                type="number"
                min={0}
                max={line.left}
                label={t('refundRequest.quantity', {
                  name: line.name,
                  price: formatMoney(line.price, language),
                  left: line.left,
                })}
                value={quantities[line.itemId] ?? 0}
                onChange={(event) => set(line.itemId, Number(event.target.value) || 0)}
              />
            ),
          )}
      </fieldset>
      {children}
      <p className="text-sm text-slate-400">{t('refundRequest.consequence')}</p>
    </div>
  );
}
