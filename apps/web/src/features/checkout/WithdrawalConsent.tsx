import { type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface WithdrawalConsentProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Shown, and announced, when the buyer tried to order without ticking the box. */
  showError: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The withdrawal-right checkbox every checkout asks for, unticked (docs/rules/checkout.md): the buyer's
 * prior express consent to immediate delivery and acknowledgment that the 14-day withdrawal right is lost.
 * The 7-day money-back guarantee is said below it: it stays, as a commercial promise.
 */
export function WithdrawalConsent({ checked, onChange, showError, disabled, ref }: WithdrawalConsentProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="text-left" data-testid="withdrawal-consent">
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-200">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? `${hintId} ${errorId}` : hintId}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
        />
        <span>{t('withdrawal.consent')}</span>
      </label>
      <p id={hintId} className="mt-1 ml-7 text-xs text-slate-400">
        {t('withdrawal.guarantee')}
      </p>
      {showError && (
        <p id={errorId} role="alert" className="mt-1 ml-7 text-sm text-red-300">
          {t('withdrawal.required')}
        </p>
      )}
    </div>
  );
}

/**
 * The box's state for a checkout step: `props` for `<WithdrawalConsent>`, and `require()`, true when ticked,
 * otherwise showing the error and putting the focus on the box.
 */
export function useWithdrawalConsent(initiallyTicked = false) {
  const [checked, setChecked] = useState(initiallyTicked);
  const [showError, setShowError] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const require = () => {
    if (checked) return true;
    setShowError(true);
    ref.current?.focus();
    return false;
  };
  const onChange = (ticked: boolean) => {
    setChecked(ticked);
    if (ticked) setShowError(false);
  };
  return { require, props: { ref, checked, showError, onChange } };
}
