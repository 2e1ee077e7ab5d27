import {
  type AdminOrderSummary,
  type AdminViesCheckResult,
  formatMoney,
  shortOrderId,
} from '@shop/contracts';
import { type Language, pickLanguage } from '@shop/i18n/web';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDate } from '@/shared/format';
import { useViesCheck } from '../api';
import type { ActionOutcome } from '../components/ActionOutcome';

/** VIES's answer as the admin reads it: the VAT refunded with its credit note, the VAT standing, or try later. */
function outcomeOf(
  result: AdminViesCheckResult,
  id: string,
  t: TFunction<'admin'>,
  language: Language,
): ActionOutcome {
  if (result.status === 'unreachable')
    return { kind: 'notice', text: t('orders.viesCheck.unreachable', { id }) };
  if (result.status === 'invalid') return { kind: 'notice', text: t('orders.viesCheck.invalid', { id }) };
  const amount = result.refund ? formatMoney(result.refund.amount, language) : '';
  const note = result.refund?.creditNote;
  return {
    kind: 'success',
    text: note
      ? t('orders.viesCheck.valid', { id, amount, number: note.number })
      : t('orders.viesCheck.validRequested', { id, amount }),
  };
}

/**
 * On a paid order charged VAT while its buyer's VAT number waits for VIES (docs/rules/vat.md): until when the
 * shop asks VIES again by itself, or that it is left to the admin now, and the button asking VIES at once. The
 * outcome goes to the tab (`onOutcome`), which keeps it once the list is read again without this row's button.
 */
export function ViesCheck({
  order,
  recheckUntil,
  onOutcome,
}: {
  order: AdminOrderSummary;
  recheckUntil: string;
  onOutcome(outcome: ActionOutcome | null): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const check = useViesCheck();
  const id = shortOrderId(order._id);
  const automatic = new Date(recheckUntil).getTime() > Date.now();

  const onCheck = async () => {
    onOutcome(null);
    try {
      onOutcome(outcomeOf(await check.mutateAsync(order._id), id, t, language));
    } catch (error) {
      onOutcome({ kind: 'error', text: serverMessage(error, t('orders.viesCheck.error')) });
    }
  };

  return (
    <span className="block text-xs">
      <span className="block text-slate-400" data-testid="order-vies-recheck">
        {automatic
          ? t('orders.viesCheck.autoUntil', { date: formatDate(recheckUntil, language) })
          : t('orders.viesCheck.leftToAdmin')}
      </span>
      <button
        type="button"
        className="text-brand-400 hover:underline disabled:opacity-50"
        data-testid="vies-check"
        aria-label={t('orders.viesCheck.actionOf', { id })}
        disabled={check.isPending}
        onClick={onCheck}
      >
        {check.isPending ? t('orders.viesCheck.running') : t('orders.viesCheck.action')}
      </button>
    </span>
  );
}
