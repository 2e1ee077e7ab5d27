/** The database keeps integer cents; the API shows euros with two decimals. The only place the two meet. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
