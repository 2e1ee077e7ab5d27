import type { AdminCoupon, AdminCouponBody, CouponKind } from '@shop/contracts';

/** The coupon dialog's fields as the inputs hold them (text), and back into the API's body. */
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

export function couponForm(coupon: AdminCoupon | null): CouponForm {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
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

/** The body the server validates (its translated refusals show in the dialog). */
export function couponBody(form: CouponForm): AdminCouponBody {
  return {
    code: form.code.trim().toUpperCase(),
    kind: form.kind,
    value: Number(form.value.replace(',', '.')),
    productId: form.productId || null,
    startsAt: instant(form.startsAt),
    endsAt: instant(form.endsAt),
    maxUses: optionalNumber(form.maxUses),
    maxUsesPerCustomer: optionalNumber(form.maxUsesPerCustomer),
    firstPurchaseOnly: form.firstPurchaseOnly,
    active: form.active,
  };
}
