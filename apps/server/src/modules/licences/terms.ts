/** The time rules of a licence file (docs/licence-verification.md), kept free of I/O so each is tested alone. */

const DAY_MS = 86_400_000;

/**
 * `months` calendar months after `from`, in UTC, on the same day of the month and at the same time; a day
 * the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February), so a buyer never
 * gets their period cut short by a month's length nor pushed into the month after.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/**
 * The end of the updates a licence includes: the order's paid time plus the months its line kept, or null
 * for a line with every update (no months).
 */
export function updatesUntil(paidAt: Date, updatesMonths: number | null): Date | null {
  return updatesMonths === null ? null : addMonths(paidAt, updatesMonths);
}

/** When a file signed now stops being valid. */
export const fileExpiry = (signedAt: Date, validityDays: number) =>
  new Date(signedAt.getTime() + validityDays * DAY_MS);

/**
 * Whether the stored file must be signed again before it is handed out: it has no expiry (signed before
 * every file had one), has expired, or has less than a third of the validity left, so a buyer who fetches
 * it is not left with a file about to lapse.
 */
export function needsFreshFile(
  expiresAt: Date | null,
  validityDays: number,
  now: Date = new Date(),
): boolean {
  if (!expiresAt) return true;
  return expiresAt.getTime() - now.getTime() < (validityDays * DAY_MS) / 3;
}
