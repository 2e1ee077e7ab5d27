/**
 * The reminded order whose link refilled the cart (docs/rules/checkout.md, "Payment reminder"), kept for the
 * tab's session: the next checkout names it, so its payment counts as recovered, then forgets it.
 */
const KEY = 'resumedOrder';

export const resumedOrder = (): string | undefined => sessionStorage.getItem(KEY) ?? undefined;

export const rememberResumedOrder = (orderId: string) => sessionStorage.setItem(KEY, orderId);

export const forgetResumedOrder = () => sessionStorage.removeItem(KEY);
