import { formatMoney, type UpgradeOffer } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@/shared/format';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { paidOrderPage, useStartUpgrade } from './api';
import { useCheckoutBilling } from './useCheckoutBilling';
import { useWithdrawalConsent, WithdrawalConsent } from './WithdrawalConsent';

/**
 * One upgrade offer (docs/rules/upgrades.md): from the owned product to the higher one for the difference,
 * every seat of the line at once, then as at the card checkout the billing step when the buyer has no address
 * and the withdrawal consent, and on to the payment page the server answers.
 */
export function UpgradeOfferForm({ offer }: { offer: UpgradeOffer }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pickLanguage(i18n.language);
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const start = useStartUpgrade();
  const consent = useWithdrawalConsent();
  const busy = start.isPending || redirecting;
  const billingStep = useCheckoutBilling(busy);
  const price = formatMoney(offer.price, language);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const billing = await billingStep.collect();
    if (billing === null || !consent.require()) return;
    start.mutate(
      { offer, ...(billing ? { billing } : {}) },
      {
        onSuccess: (answer) => {
          billingStep.remember(billing);
          if (answer.kind === 'paid') return navigate(paidOrderPage(answer.orderId));
          setRedirecting(true);
          window.location.assign(answer.url);
        },
        onError: billingStep.onError,
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-xl border border-slate-800 bg-slate-900 p-5"
      data-testid="upgrade-offer"
    >
      <h3 className="font-semibold text-white">
        {t('upgrade.title', { from: offer.from.name, to: offer.to.name })}
      </h3>
      <p className="text-sm text-slate-300" data-testid="upgrade-price">
        {t('upgrade.price', { price, count: offer.seats })}
      </p>
      {offer.windowEndsAt && (
        <p className="text-xs text-slate-400">
          {t('upgrade.until', { date: formatDate(offer.windowEndsAt, language) })}
        </p>
      )}
      {billingStep.form}
      <WithdrawalConsent {...consent.props} disabled={busy} />
      <button
        type="submit"
        disabled={busy}
        data-testid="upgrade-buy"
        className={buttonClass({ size: 'lg', block: true })}
      >
        {busy ? t('button.redirecting') : t('upgrade.buy', { price })}
      </button>
      {start.isError && <ErrorAlert message={start.error.message} />}
    </form>
  );
}
