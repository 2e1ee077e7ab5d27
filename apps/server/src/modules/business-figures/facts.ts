import type { Currency } from '@shop/contracts';

/**
 * What the figures are folded from (docs/rules/figures.md), read fresh from the rows by `queries.ts`. Plain
 * records, so every figure is a pure fold a test can feed by hand. A figure added later adds its own facts here
 * and its own fold beside the others.
 */

/** A paid order that is not free: a one-off sale, or a lease's paid period (`lease` set). */
export interface OrderFact {
  id: string;
  userId: string;
  currency: Currency;
  paidAt: Date;
  totalCents: number;
  /** The credit notes issued on the order so far, VAT included. */
  creditedCents: number;
  couponCode: string | null;
  discountCents: number;
  lease: {
    id: string;
    plan: 'monthly' | 'yearly';
    endedAt: Date | null;
    /** When the lease took a save offer (a pause or a coupon); null when it never did. */
    saveOfferTakenAt: Date | null;
  } | null;
}

/** A cancel dialog ended (`lease_cancellations`): the offer it showed, and whether the buyer took it. */
export interface SaveOfferFact {
  leaseId: string;
  userId: string;
  currency: Currency;
  at: Date;
  offer: 'none' | 'pause' | 'coupon';
  accepted: boolean;
  /** The months of the pause taken; null otherwise. */
  pauseMonths: number | null;
}

export interface CreditNoteFact {
  currency: Currency;
  grossCents: number;
  issuedAt: Date;
}

/** A lease's failed renewal: from its first failure to a payment of that invoice, or the lease's end. */
export interface FailureEpisodeFact {
  leaseId: string;
  currency: Currency;
  failedAt: Date;
  recoveredAt: Date | null;
  leaseEndedAt: Date | null;
}

export interface TrialFact {
  startsAt: Date;
  convertedAt: Date | null;
}

/** Sums taken straight from the tables over the range, to check the figures against. */
export interface FreshSums {
  currency: Currency;
  ordersCents: number;
  invoicesCents: number;
  creditNotesCents: number;
}

export interface FiguresFacts {
  orders: OrderFact[];
  creditNotes: CreditNoteFact[];
  failures: FailureEpisodeFact[];
  trials: TrialFact[];
  saveOffers: SaveOfferFact[];
  fresh: FreshSums[];
}
