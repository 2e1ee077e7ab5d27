/**
 * When a failed delivery is tried again and when an endpoint is given up on (docs/rules/webhooks.md): the
 * first try at once, then after each failure the next wait below, about 17 h 35 min in all; a delivery still
 * failing after the last is given up.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

/** Whole deliveries given up in a row that turn an endpoint off. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** A run of failed tries this long turns an endpoint off too, however few deliveries it held. */
export const DISABLE_AFTER_FAILING_MS = 24 * 3_600_000;

/** When a delivery that has now failed `attempts` tries is tried again; null when it is given up. */
export function retryAt(attempts: number, now: Date): Date | null {
  const wait = RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}

/** Whether an endpoint with this failure record is to be turned off. */
export function failingTooLong(
  record: { failedDeliveries: number; failingSince: Date | null },
  now: Date,
): boolean {
  return (
    record.failedDeliveries >= DISABLE_AFTER_FAILED_DELIVERIES ||
    (record.failingSince !== null &&
      now.getTime() - record.failingSince.getTime() >= DISABLE_AFTER_FAILING_MS)
  );
}
