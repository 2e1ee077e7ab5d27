/**
 * The amounts of bundles and upgrades (docs/rules/bundles.md, docs/rules/upgrades.md), pure so each rule is
 * unit tested. Every amount is in integer cents of the order's currency; a division is rounded half up to the
 * cent, the only rounding either rule makes.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an order line cost, given back refunds aside: its units at their price less its coupon share. */
export interface PaidLine {
  unitPriceCents: number;
  quantity: number;
  discountCents: number;
}

/** What the buyer paid for one seat of a line: its cost after the coupon, per unit, rounded half up to the cent. */
export function paidPerSeatCents(line: PaidLine): number {
  if (line.quantity <= 0) return 0;
  const paid = Math.max(0, line.unitPriceCents * line.quantity - line.discountCents);
  return Math.floor((2 * paid + line.quantity) / (2 * line.quantity));
}

/**
 * A bundle's credit: what the buyer paid for one seat of each contained indicator they already own, never
 * more than the bundle's price (the bundle is never below 0).
 */
export function bundleCreditCents(bundlePriceCents: number, ownedPaidCents: readonly number[]): number {
  const owned = ownedPaidCents.reduce((sum, cents) => sum + Math.max(0, cents), 0);
  return Math.min(Math.max(0, bundlePriceCents), owned);
}

/** An upgrade's price per seat: the target's price less what one seat of the lower line cost, floor 0. */
export function upgradeUnitCents(targetUnitCents: number, lowerPaidPerSeatCents: number): number {
  return Math.max(0, targetUnitCents - lowerPaidPerSeatCents);
}

/**
 * When an upgrade path with a window closes for a purchase paid at `paidAt`: `withinDays` days later (the
 * end excluded); null without a window.
 */
export function upgradeWindowEnd(paidAt: Date, withinDays: number | null): Date | null {
  return withinDays === null ? null : new Date(paidAt.getTime() + withinDays * DAY_MS);
}

export function upgradeWindowOpen(paidAt: Date, withinDays: number | null, now: Date): boolean {
  const end = upgradeWindowEnd(paidAt, withinDays);
  return end === null || now.getTime() < end.getTime();
}
