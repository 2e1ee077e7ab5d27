/** Which updates a one-time line grants (docs/rules/licences.md, "Plans and validity"), kept free of I/O. */

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
