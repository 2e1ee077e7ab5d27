/**
 * Calendar months in UTC as whole numbers (year × 12 + month − 1), so ranges are plain integer loops and a
 * month's key (`2026-01`) is written in one place (docs/rules/figures.md).
 */
export type MonthIndex = number;

export const monthOf = (date: Date): MonthIndex => date.getUTCFullYear() * 12 + date.getUTCMonth();

export const monthOfKey = (key: string): MonthIndex =>
  Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

export const monthKey = (month: MonthIndex): string =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;

/** The first instant of the month. */
export const monthStart = (month: MonthIndex): Date =>
  new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));

/** The months from `first` to `last`, both included. */
export const monthRange = (first: MonthIndex, last: MonthIndex): MonthIndex[] =>
  Array.from({ length: Math.max(last - first + 1, 0) }, (_, i) => first + i);

/**
 * The same day and time `months` later, clamped to the target month's last day (31 January + 1 month is
 * 28 or 29 February), as a provider's billing cycle moves.
 */
export function addMonths(date: Date, months: number): Date {
  const target = monthOf(date) + months;
  const lastDay = new Date(Date.UTC(Math.floor(target / 12), (target % 12) + 1, 0)).getUTCDate();
  const moved = new Date(date);
  moved.setUTCFullYear(Math.floor(target / 12), target % 12, Math.min(date.getUTCDate(), lastDay));
  return moved;
}

/** A share in percent with one decimal; null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
