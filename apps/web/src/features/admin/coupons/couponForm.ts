import { type AdminCoupon, type AdminCouponBody, type CouponKind, toMajorUnits } from '@shop/contracts';

/**
 * The coupon dialog's fields as the inputs hold them (text), and back into the API's body. `value` is the one
 * input of both kinds: a whole percentage, or an amount in euros typed with its decimals.
 */
export interface CouponForm {
  code: string;
  kind: CouponKind;
  value: string;
  productId: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstPurchaseOnly: boolean;
  active: boolean;
}

/** A `datetime-local` input's value (local time, to the minute) for an ISO instant. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const valueText = (coupon: AdminCoupon | null) => {
  if (!coupon) return '';
  return String(coupon.kind === 'percent' ? coupon.percent : toMajorUnits(coupon.amount));
};

export function couponForm(coupon: AdminCoupon | null): CouponForm {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: valueText(coupon),
    productId: coupon?.productId ?? '',
    startsAt: localInput(coupon?.startsAt ?? null),
    endsAt: localInput(coupon?.endsAt ?? null),
    maxUses: coupon?.maxUses?.toString() ?? '',
    maxUsesPerCustomer: coupon?.maxUsesPerCustomer?.toString() ?? '',
    firstPurchaseOnly: coupon?.firstPurchaseOnly ?? false,
    active: coupon?.active ?? true,
  };
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * The body the server validates (its translated refusals show in the dialog): the percentage as typed, or the
 * amount as a Money in euros, in cents. Text that is no number goes as such (null on the wire) and is refused.
 */
export function couponBody(form: CouponForm): AdminCouponBody {
  const typed = Number(form.value.replace(',', '.'));
  const terms = {
    code: form.code.trim().toUpperCase(),
    productId: form.productId || null,
    startsAt: instant(form.startsAt),
    endsAt: instant(form.endsAt),
    maxUses: optionalNumber(form.maxUses),
    maxUsesPerCustomer: optionalNumber(form.maxUsesPerCustomer),
    firstPurchaseOnly: form.firstPurchaseOnly,
    active: form.active,
  };
  return form.kind === 'percent'
    ? { ...terms, kind: 'percent', percent: typed }
    : { ...terms, kind: 'amount', amount: { amount: Math.round(typed * 100), currency: 'eur' } };
}
