import type { AdminCoupon } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, serverMessage } from '@/shared/api/client';
import { FormModal } from '@/shared/ui/FormModal';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { useAdminProducts } from '../products/api';
import { useSaveCoupon } from './api';
import { type CouponForm, couponBody, couponForm } from './couponForm';

/** The server's refusal: its message, and each field's own (a validation error names them). */
const failureText = (error: unknown, fallback: string) => {
  const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
  return [serverMessage(error, fallback), ...details.map((detail) => detail.message)].join(' ');
};

/** Creates a coupon (`coupon` null) or edits one, disabling included; the server checks every rule. */
export function CouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose(): void }) {
  const { t } = useTranslation(['admin', 'common']);
  const [form, setForm] = useState<CouponForm>(() => couponForm(coupon));
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveCoupon();
  const products = useAdminProducts({ limit: 100 });
  const set = (change: Partial<CouponForm>) => setForm({ ...form, ...change });
  const text = (key: keyof CouponForm) => ({
    value: form[key] as string,
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { id: coupon?._id ?? null, body: couponBody(form) },
      {
        onSuccess: (answer) => setSaved(t('coupons.saved', { code: answer.code })),
        onError: (error) => setFailure(failureText(error, t('common:errors.generic'))),
      },
    );
  };

  return (
    <FormModal
      texts={{
        title: coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.create'),
        close: t('shared.cancel'),
        cancel: t('shared.cancel'),
        save: t('shared.save'),
        saving: t('shared.saving'),
        success: saved ?? '',
      }}
      testId="coupon-dialog"
      successTestId="coupon-saved"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      failure={failure}
      saved={saved !== null}
      afterSaved={onClose}
    >
      <TextField label={t('coupons.code')} data-testid="coupon-code" maxLength={32} {...text('code')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('coupons.kind')}
          data-testid="coupon-kind"
          value={form.kind}
          onChange={(event) => set({ kind: event.target.value as CouponForm['kind'] })}
        >
          <option value="percent">{t('coupons.percent')}</option>
          <option value="amount">{t('coupons.amount')}</option>
        </Select>
        <TextField
          label={t('coupons.value')}
          inputMode="decimal"
          data-testid="coupon-value"
          {...text('value')}
        />
      </div>
      <Select label={t('coupons.product')} data-testid="coupon-product" {...text('productId')}>
        <option value="">{t('coupons.wholeCart')}</option>
        {products.data?.products.map((product) => (
          <option key={product._id} value={product._id}>
            {product.name}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('coupons.startsAt')} type="datetime-local" {...text('startsAt')} />
        <TextField label={t('coupons.endsAt')} type="datetime-local" {...text('endsAt')} />
        <TextField label={t('coupons.maxUses')} inputMode="numeric" {...text('maxUses')} />
        <TextField
          label={t('coupons.maxUsesPerCustomer')}
          inputMode="numeric"
          {...text('maxUsesPerCustomer')}
        />
      </div>
      {(['firstPurchaseOnly', 'active'] as const).map((key) => (
        <label key={key} className="flex items-center gap-2 text-slate-200">
          <input
            type="checkbox"
            checked={form[key]}
            data-testid={`coupon-${key}`}
            onChange={(event) => set({ [key]: event.target.checked })}
          />
          {t(`coupons.${key}`)}
        </label>
      ))}
    </FormModal>
  );
}
