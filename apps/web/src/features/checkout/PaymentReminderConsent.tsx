import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PaymentReminderConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/**
 * The cart's optional "remind me by e-mail" box (docs/rules/checkout.md, "Payment reminder"): unticked by
 * default, as the CNIL asks of a consent, never required, and sent with the checkout only when ticked.
 */
export function PaymentReminderConsent({ checked, onChange, disabled }: PaymentReminderConsentProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="text-left" data-testid="payment-reminder-consent">
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-200">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
        />
        <span>{t('reminder.consent')}</span>
      </label>
      <p id={hintId} className="mt-1 ml-7 text-xs text-slate-400">
        {t('reminder.hint')}
      </p>
    </div>
  );
}
