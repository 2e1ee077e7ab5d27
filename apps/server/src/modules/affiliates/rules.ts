import { splitVat } from '../vat';

/** What a line's commission is computed from: the order's facts and the line's own. */
export interface CommissionBase {
  /** The order grants (paid or partly refunded): anything else earns nothing. */
  granting: boolean;
  totalCents: number;
  refundedCents: number;
  /** The VAT rate the order was sold at, in basis points (0 under reverse charge). */
  vatRateBps: number;
  unitPriceCents: number;
  quantity: number;
  /** The line's share of the coupon's discount. */
  discountCents: number;
}

/**
 * What a line earns its partner now (docs/rules/affiliates.md): `percent` of the line's price net of VAT and of
 * its coupon share, less the part of it refunds gave back. A refund is spread over the order's lines by the money
 * given back (an amount-only refund names no line), so a partial refund takes back that share of each line.
 * Rounded down to the cent: the partner is never paid a cent the shop did not earn.
 */
export function lineCommissionCents(base: CommissionBase, percent: number): number {
  if (!base.granting || base.totalCents <= 0) return 0;
  const gross = Math.max(0, base.unitPriceCents * base.quantity - base.discountCents);
  const kept = Math.max(0, base.totalCents - base.refundedCents);
  const keptGross = Math.floor((gross * kept) / base.totalCents);
  const { netCents } = splitVat(keptGross, base.vatRateBps);
  return Math.floor((netCents * percent) / 100);
}

/**
 * Whether a lease period paid at `paidAt` still earns: only under terms that include renewals, and within
 * `renewalMonths` calendar months of the lease's first paid period.
 */
export function renewalEarns(
  terms: { scope: 'first_purchase' | 'renewals'; renewalMonths: number | null },
  firstPaidAt: Date,
  paidAt: Date,
): boolean {
  if (terms.scope !== 'renewals' || terms.renewalMonths === null) return false;
  const until = new Date(firstPaidAt);
  until.setUTCMonth(until.getUTCMonth() + terms.renewalMonths);
  return paidAt.getTime() <= until.getTime();
}

/**
 * When a new ledger entry becomes payable. An earning waits for the end of the order's refund window; a
 * clawback follows the earning it takes back while that one is still pending (so it nets out inside
 * pending), and counts at once against what is payable otherwise.
 */
export function entryPayableAt(delta: number, refundDeadline: Date, now: Date): Date {
  if (delta > 0) return refundDeadline;
  return refundDeadline > now ? refundDeadline : now;
}
