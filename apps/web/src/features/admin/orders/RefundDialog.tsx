import {
  type AdminRefundPlan,
  activeLicenceStatuses,
  formatMoney,
  type Money,
  shortOrderId,
} from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { FormModal } from '@/shared/ui/FormModal';
import { QueryState } from '@/shared/ui/QueryState';
import { TextField } from '@/shared/ui/TextField';
import { useRefundOrder, useRefundPlan } from '../api';

/** The licences a refund may take back: those holding their seat (the server's own set). */
const LIVE_LICENCES: ReadonlySet<string> = new Set(activeLicenceStatuses);

/**
 * Refunds an order in full or by lines, with a reason (docs/rules/refunds.md). It shows the days since
 * payment and, past the guarantee, asks for a confirmation; a free order is cancelled instead.
 */
export function RefundDialog({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const { t } = useTranslation('admin');
  const plan = useRefundPlan(orderId);
  const refund = useRefundOrder();
  const [outcome, setOutcome] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(
    null,
  );
  const [form, setForm] = useState<RefundForm>(emptyForm);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const lines = Object.entries(form.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    try {
      const answer = await refund.mutateAsync({
        id: orderId,
        body: {
          reason: form.reason,
          confirmLate: form.confirmLate,
          ...(form.full ? {} : { lines }),
          ...(form.licenceIds.length > 0 ? { licenceIds: form.licenceIds } : {}),
        },
      });
      const text = answer.creditNote
        ? t('orders.refund.success', { number: answer.creditNote.number })
        : t('orders.refund.successFree');
      setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error, t('orders.refund.error')) });
    }
  };

  return (
    <FormModal
      texts={{
        title: t('orders.refund.title', { id: shortOrderId(orderId) }),
        close: t('orders.refund.close'),
        cancel: t('orders.refund.cancel'),
        save: t('orders.refund.save'),
        saving: t('orders.refund.saving'),
        success: outcome?.ok ? outcome.text : '',
      }}
      testId="refund-dialog"
      successTestId="refund-success"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={refund.isPending}
      failure={outcome && !outcome.ok ? outcome.text : null}
      saved={outcome?.ok === true}
      afterSaved={onClose}
    >
      <QueryState query={plan}>
        {(data) => <RefundFields plan={data} form={form} onChange={setForm} />}
      </QueryState>
    </FormModal>
  );
}

interface RefundForm {
  full: boolean;
  reason: string;
  confirmLate: boolean;
  quantities: Record<string, number>;
  licenceIds: string[];
}

const emptyForm: RefundForm = { full: true, reason: '', confirmLate: false, quantities: {}, licenceIds: [] };

function RefundFields({
  plan,
  form,
  onChange,
}: {
  plan: AdminRefundPlan;
  form: RefundForm;
  onChange(form: RefundForm): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const money = (amount: Money) => formatMoney(amount, language);
  const late = plan.daysSincePayment !== null && plan.daysSincePayment >= plan.policyDays;
  const liveLicences = plan.licences.filter((licence) => LIVE_LICENCES.has(licence.status));
  const set = (change: Partial<RefundForm>) => onChange({ ...form, ...change });

  return (
    <div className="space-y-4 text-slate-200">
      <p data-testid="refund-days">
        {t('orders.refund.days', { days: plan.daysSincePayment ?? 0, policy: plan.policyDays })}
      </p>
      {plan.refundedPrice.amount > 0 && (
        <p>
          {t('orders.refund.refunded', { amount: money(plan.refundedPrice), total: money(plan.totalPrice) })}
        </p>
      )}
      <DependedLines plan={plan} />
      {plan.isFree ? (
        <p>{t('orders.refund.free')}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-300">{t('orders.refund.scope')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="scope" checked={form.full} onChange={() => set({ full: true })} />
            {t('orders.refund.full')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="scope" checked={!form.full} onChange={() => set({ full: false })} />
            {t('orders.refund.lines')}
          </label>
          {!form.full &&
            plan.lines.map((line) => {
              const left = line.quantity - line.refundedQuantity;
              return (
                <TextField
                  key={line.itemId}
                  type="number"
                  min={0}
                  max={left}
                  disabled={left === 0 || line.dependedOn !== null}
                  label={t('orders.refund.lineQuantity', { name: line.name, price: money(line.price), left })}
                  value={form.quantities[line.itemId] ?? 0}
                  onChange={(event) =>
                    set({
                      quantities: { ...form.quantities, [line.itemId]: Number(event.target.value) || 0 },
                    })
                  }
                />
              );
            })}
        </fieldset>
      )}
      {!form.full && liveLicences.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-slate-300">{t('orders.refund.licences')}</legend>
          {liveLicences.map((licence) => (
            <label key={licence._id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={form.licenceIds.includes(licence._id)}
                onChange={(event) =>
                  set({
                    licenceIds: event.target.checked
                      ? [...form.licenceIds, licence._id]
                      : form.licenceIds.filter((id) => id !== licence._id),
                  })
                }
              />
              <span className="font-mono text-sm">{licence.machineIdName}</span>
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={t('orders.refund.reason')}
        hint={t('orders.refund.reasonHint')}
        value={form.reason}
        maxLength={500}
        required
        onChange={(event) => set({ reason: event.target.value })}
      />
      {late && (
        <label className="flex items-start gap-2 text-amber-200">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.confirmLate}
            onChange={(event) => set({ confirmLate: event.target.checked })}
          />
          {t('orders.refund.late', { policy: plan.policyDays })}
        </label>
      )}
    </div>
  );
}

/**
 * The lines the refund route would refuse, each with its reason: a later order (an upgrade, a bundle's credit)
 * stands on it and is to be refunded first (docs/rules/entitlements.md).
 */
function DependedLines({ plan }: { plan: AdminRefundPlan }) {
  const { t } = useTranslation('admin');
  const depended = plan.lines.flatMap(({ itemId, name, dependedOn }) =>
    dependedOn ? [{ itemId, name, reason: dependedOn.message }] : [],
  );
  if (depended.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-amber-200">
      <p className="text-sm font-medium">{t('orders.refund.dependedOn')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="refund-depended">
        {depended.map((line) => (
          <li key={line.itemId}>
            {line.name} — {line.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
