/**
 * The database keeps integer cents; the API shows euros (or dollars, docs/rules/currencies.md) with two decimals.
 * The only place the two meet. Amounts written for people go through `formatMoney` of `@shop/contracts`.
 */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Millionths of a euro per dollar: the exchange rate's stored form (0.92 € is 920000). */
export const RATE_SCALE = 1_000_000;

/**
 * A dollar amount in euro cents at an admin-set rate (euros per dollar in millionths), rounded half up to the
 * cent: the euro VAT a dollar invoice states (docs/rules/currencies.md). Integer arithmetic, no float drift.
 */
export function usdCentsToEuroCents(usdCents: number, eurPerUsdMicros: number): number {
  const scaled = BigInt(Math.round(usdCents)) * BigInt(eurPerUsdMicros);
  const scale = BigInt(RATE_SCALE);
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  return Number(sign * ((magnitude + scale / 2n) / scale));
}
