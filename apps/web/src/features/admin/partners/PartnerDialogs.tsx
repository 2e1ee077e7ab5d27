import { type Currency, formatMoney, type Money } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/Field';
import { fieldClass } from '@/shared/ui/fieldClass';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { useRecordPayout, useRejectPartner, useTiePartnerCoupon } from './api';
import { type DialogProps, FormRefusal, PartnerForm } from './PartnerForm';

/** Refusing an application, with an optional reason kept in the audit log. */
export function RejectDialog({ partner, onClose }: DialogProps) {
  const { t } = useTranslation('affiliates');
  const reject = useRejectPartner();
  const [reason, setReason] = useState('');
  const send = async () => {
    await reject.mutateAsync({ id: partner._id, body: { reason: reason.trim() || null } });
    return t('admin.rejectedNote');
  };
  return (
    <PartnerForm
      onClose={onClose}
      title={t('admin.rejectTitle', { name: partner.name })}
      save={t('admin.reject')}
      testId="partner-reject-dialog"
      send={send}
    >
      <Field label={t('admin.rejectReason')}>
        {(control) => (
          <textarea
            className={fieldClass()}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...control}
          />
        )}
      </Field>
    </PartnerForm>
  );
}

/**
 * Recording a payout: everything payable in one currency, paid under the transfer's reference. Only the
 * currencies with something payable are offered, each with its own amount: a payout never mixes two.
 */
export function PayoutDialog({ partner, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  const pay = useRecordPayout();
  const payable = partner.totals.filter((row) => row.payable.amount > 0);
  const [currency, setCurrency] = useState<Currency | undefined>(payable[0]?.currency);
  const [reference, setReference] = useState('');
  const amountOf = (value: Money) => formatMoney(value, language);
  const chosen = payable.find((row) => row.currency === currency);
  const send = async () => {
    if (!currency) throw new FormRefusal(t('admin.nothingPayable'));
    const payout = await pay.mutateAsync({ id: partner._id, body: { currency, reference } });
    return t('admin.payoutSaved', {
      amount: amountOf(payout.amount),
      entries: payout.entries,
      count: payout.entries,
    });
  };
  return (
    <PartnerForm
      onClose={onClose}
      title={t('admin.payoutTitle', { name: partner.name })}
      testId="partner-payout-dialog"
      send={send}
    >
      {payable.length === 0 ? (
        <p className="text-slate-300">{t('admin.nothingPayable')}</p>
      ) : (
        <>
          <Select
            label={t('admin.payoutCurrency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
            data-testid="partner-payout-currency"
          >
            {payable.map((row) => (
              <option key={row.currency} value={row.currency}>
                {row.currency.toUpperCase()}
              </option>
            ))}
          </Select>
          {chosen && (
            <p className="text-slate-200" data-testid="partner-payout-amount">
              {t('admin.payoutPayable', { amount: amountOf(chosen.payable) })}
            </p>
          )}
          <TextField
            label={t('admin.reference')}
            maxLength={100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            data-testid="partner-payout-reference"
          />
        </>
      )}
    </PartnerForm>
  );
}

/** Tying an existing coupon to the partner (an order using it is theirs), or untying it with an empty box. */
export function CouponDialog({ partner, onClose }: DialogProps) {
  const { t } = useTranslation('affiliates');
  const tie = useTiePartnerCoupon();
  const [code, setCode] = useState(partner.couponCode ?? '');
  const send = async () => {
    await tie.mutateAsync({ id: partner._id, body: { couponCode: code.trim() || null } });
    return t('admin.couponSaved');
  };
  return (
    <PartnerForm
      onClose={onClose}
      title={t('admin.couponTitle', { name: partner.name })}
      testId="partner-coupon-dialog"
      send={send}
    >
      <TextField
        label={t('admin.couponCode')}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        data-testid="partner-coupon-code"
      />
    </PartnerForm>
  );
}
