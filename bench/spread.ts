// The spread of a figure over repeated runs: single runs of a page on a shared machine are not a measurement.

export interface Spread {
  min: number;
  median: number;
  max: number;
  runs: number;
}

/** No runs (every one failed) give NaN figures, shown as "n/a", so that one failed row does not lose the report. */
export function spread(values: number[]): Spread {
  if (values.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN, runs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)!, runs: sorted.length };
}

/** `median (min–max)`, with `digits` decimals. */
export function showSpread(value: Spread, digits = 0): string {
  const show = (n: number) => n.toFixed(digits);
  if (value.runs === 0) return 'n/a';
  return value.min === value.max
    ? `${show(value.median)} (all ${value.runs})`
    : `${show(value.median)} (${show(value.min)}–${show(value.max)})`;
}
