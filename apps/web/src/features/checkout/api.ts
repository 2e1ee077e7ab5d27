import type {
  BillingBody,
  CartItem,
  CheckoutAnswer,
  Currency,
  LeaseCheckoutRequest,
  Money,
  StartCheckoutRequest,
  UpgradeOffer,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, contract } from '@/shared/api/client';
import { useCurrency } from '@/shared/currency';
import { priceIn } from '@/shared/format';

/**
 * The cart's lines as checkout and the coupon check send them: product, quantity and the catalogue unit price
 * the buyer was shown in `currency`, with its currency (a line not sold in it sends none: the server refuses it,
 * docs/rules/currencies.md).
 */
export const checkoutLines = (items: CartItem[], currency: Currency) =>
  items.map((item) => {
    const shown = priceIn(item, currency);
    return { product: item.product, qty: item.qty, ...(shown === null ? {} : { expectedPrice: shown }) };
  });

/** What a checkout call carries besides the lines (every field optional but the withdrawal consent). */
interface CheckoutExtras {
  confirmFree?: boolean;
  withdrawalConsent: true;
  billing?: BillingBody;
  /** The coupon the cart's field accepted; the server prices it again (docs/rules/coupons.md). */
  couponCode?: string;
  /** The quote's total the cart showed: the server refuses another (`checkout.totalChanged`). */
  expectedTotal?: Money;
  /** The buyer's NinjaTrader account, for a line licensed by NinjaTrader (docs/rules/vendor-licences.md). */
  ninjaTraderEmail?: string;
  /** The cart's "remind me by e-mail" box, sent only ticked (docs/rules/checkout.md, "Payment reminder"). */
  paymentReminder?: boolean;
  /** The reminded order whose link refilled this cart. */
  resumedFrom?: string;
}

/**
 * The product id, the quantity and the unit price the buyer was shown travel, with the currency shown: the
 * server prices every line from its database and refuses a price that is no longer the one shown. The withdrawal consent is
 * the box the buyer ticked: the types let only a ticked one through. `billing` is the billing step's
 * details, when checkout asked for them: the server remembers them as the buyer's.
 */
const toCheckoutRequest = (
  items: CartItem[],
  currency: Currency,
  extras: CheckoutExtras,
): StartCheckoutRequest => ({
  cartItems: checkoutLines(items, currency),
  currency,
  withdrawalConsent: true,
  ...(extras.expectedTotal ? { expectedTotal: extras.expectedTotal } : {}),
  ...(extras.confirmFree ? { confirmFree: true as const } : {}),
  ...(extras.billing ? { billing: extras.billing } : {}),
  ...(extras.couponCode ? { couponCode: extras.couponCode } : {}),
  ...(extras.ninjaTraderEmail ? { ninjaTraderEmail: extras.ninjaTraderEmail } : {}),
  ...(extras.paymentReminder ? { paymentReminder: true } : {}),
  ...(extras.resumedFrom ? { resumedFrom: extras.resumedFrom } : {}),
});

/**
 * POST /api/checkout → where to go next. The server decides free or paid from its own prices; the free
 * checkout page sends `confirmFree` once the buyer confirmed there.
 */
export function useStartCheckout() {
  const currency = useCurrency();
  return useMutation({
    mutationFn: ({ items, ...extras }: { items: CartItem[] } & CheckoutExtras) =>
      apiRequest('/checkout', {
        method: 'POST',
        schema: contract('checkoutAnswerSchema'),
        body: toCheckoutRequest(items, currency, extras),
      }),
  });
}

/**
 * POST /api/checkout/resume → the lines of the unpaid order a payment reminder's link names, for the signed-in
 * buyer it was sent to (404 `checkout.reminderLinkInvalid` otherwise, 409 `checkout.reminderOrderPaid`).
 */
export function useResumeCheckout() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/checkout/resume', {
        method: 'POST',
        schema: contract('checkoutResumeSchema'),
        body: { token },
      }),
  });
}

/** The answer leaves the shop (the payment page) rather than naming one of its pages. */
export const leavesTheShop = (answer: CheckoutAnswer) =>
  answer.kind === 'redirect' && /^https?:\/\//.test(answer.url);

/** The success page of an order paid at once (an all-free cart). */
export const paidOrderPage = (orderId: string) =>
  `/checkout/success?order_id=${encodeURIComponent(orderId)}&free=true`;

/**
 * GET /api/checkout/status → whether the order is paid. The server answers only the order's owner (404
 * otherwise) and reconciles a pending card payment with the payment provider.
 */
export const fetchCheckoutStatus = (orderId: string, sessionId: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams({ order_id: orderId, ...(sessionId ? { session_id: sessionId } : {}) });
  return apiRequest(`/checkout/status?${query}`, { schema: contract('checkoutStatusSchema'), signal });
};

/** POST /api/leases/checkout → the payment page of a subscription to one product on one of its plans. */
export function useLeaseCheckout() {
  return useMutation({
    mutationFn: (body: LeaseCheckoutRequest) =>
      apiRequest('/leases/checkout', {
        method: 'POST',
        schema: contract('leaseCheckoutAnswerSchema'),
        body,
      }),
  });
}

/**
 * POST /api/checkout for one upgrade offer: the higher product for every seat of the owned line, at the
 * difference the buyer was shown, in the original order's currency (docs/rules/upgrades.md).
 */
export function useStartUpgrade() {
  return useMutation({
    mutationFn: ({ offer, billing }: { offer: UpgradeOffer; billing?: BillingBody }) =>
      apiRequest('/checkout', {
        method: 'POST',
        schema: contract('checkoutAnswerSchema'),
        body: {
          cartItems: [
            {
              product: offer.to._id,
              qty: offer.seats,
              upgradeFrom: offer.fromOrderId,
              expectedPrice: offer.price,
            },
          ],
          currency: offer.price.currency,
          withdrawalConsent: true,
          // An upgrade at no difference is ordered at once, as a confirmed free checkout.
          ...(offer.price.amount === 0 ? { confirmFree: true as const } : {}),
          ...(billing ? { billing } : {}),
        } satisfies StartCheckoutRequest,
      }),
  });
}
