import {
  type CartItem,
  type CouponCheck,
  type CouponCheckRequest,
  type Currency,
  formatMoney,
} from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '@/shared/api/client';
import { useCurrency } from '@/shared/currency';
import { buttonClass } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { fieldClass } from '@/shared/ui/fieldClass';
import { checkoutLines } from './api';

interface CouponFieldProps {
  items: CartItem[];
  applied: CouponCheck | null;
  onChange(applied: CouponCheck | null): void;
  disabled: boolean;
}

/** POST /api/coupons/check → what the code takes off this cart for the signed-in buyer, or a translated refusal. */
const checkCoupon = (code: string, items: CartItem[], currency: Currency) =>
  apiRequest('/coupons/check', {
    method: 'POST',
    schema: contract('couponCheckSchema'),
    body: { code, cartItems: checkoutLines(items, currency), currency } satisfies CouponCheckRequest,
  });

/**
 * The cart's coupon field (docs/rules/coupons.md): one code per order. The server prices the code for this
 * buyer and cart and answers the discount or a translated refusal; the code alone goes to checkout, never an
 * amount. A changed cart is checked again, and a code that no longer applies is dropped with its reason.
 */
export function CouponField({ items, applied, onChange, disabled }: CouponFieldProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = pickLanguage(i18n.language);
  const currency = useCurrency();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const cartKey = `${currency}:${items.map((item) => `${item.product}:${item.qty}:${item.price.amount}`).join(',')}`;
  const checked = useRef(cartKey);

  const check = async (candidate: string) => {
    setChecking(true);
    setError(undefined);
    try {
      onChange(await checkCoupon(candidate, items, currency));
    } catch (failure) {
      onChange(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setChecking(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the cart's lines change, only.
  useEffect(() => {
    if (checked.current === cartKey) return;
    checked.current = cartKey;
    if (applied) void check(applied.code);
  }, [cartKey]);

  if (applied) {
    return (
      <div className="space-y-1 text-sm" data-testid="coupon-applied" role="status">
        <p className="flex justify-between text-slate-300">
          <span>{t('coupon.applied', { code: applied.code })}</span>
          <span data-testid="coupon-discount">−{formatMoney(applied.discount, language)}</span>
        </p>
        <p className="flex justify-between font-bold text-white">
          <span>{t('coupon.total')}</span>
          <span data-testid="coupon-total">{formatMoney(applied.total, language)}</span>
        </p>
        <button
          type="button"
          className="text-brand-400 hover:underline"
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          {t('coupon.remove')}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) void check(code.trim());
      }}
    >
      <Field label={t('coupon.label')} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              maxLength={32}
              className={fieldClass('sm', 'uppercase')}
              data-testid="coupon-input"
            />
            <button
              type="submit"
              disabled={disabled || checking || !code.trim()}
              className={buttonClass({ variant: 'secondary' })}
              data-testid="coupon-apply"
            >
              {t('coupon.apply')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
