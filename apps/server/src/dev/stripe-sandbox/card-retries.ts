/**
 * How the sandbox charges a lease's renewals (docs/rules/leases.md): the test cards that decline them, and when
 * a failed one is tried again.
 */

/**
 * Cards that pay a subscription's first period at checkout and decline every renewal, as Stripe's
 * 4000 0000 0000 0341 ("attaching succeeds, charging fails") does once attached; the sandbox lets it
 * through checkout so that a failed renewal can be tried without changing the customer's card.
 */
export const DECLINING_CARDS = new Set(['4000000000000341']);

/** Stripe's test payment methods a customer's default may be set to (`customers.update`). */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeCustomerFail: '4000000000000341',
};

const DAY = 24 * 3600;
/** A failed renewal is tried again every 2 days; after the last failure the subscription ends. */
export const RETRY_EVERY = 2 * DAY;

/**
 * How many times a failed renewal is charged in all (the renewal and its retries) before the subscription ends:
 * retries every 2 days up to the first one after the shop's grace (`LEASE_GRACE_DAYS`), so with 7 days on days
 * 2, 4, 6 and 8. The README tells a real account to end its Smart Retries after the grace, so that the last
 * dunning reminder (by default the day before the end) comes while a card update still pays; the sandbox keeps
 * to the same rule, or its test clock would end the subscription before that reminder could go out.
 */
export function attemptsPastGrace(graceDays: number): number {
  return Math.floor(graceDays / 2) + 2;
}
