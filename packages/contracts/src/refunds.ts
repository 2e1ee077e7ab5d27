import { z } from 'zod';
import { idSchema } from './common';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/**
 * Refunds and credit notes (docs/rules/refunds.md). The money-back promise is 7 days from payment; past it,
 * an admin must confirm the refund (`confirmLate`).
 */
export const REFUND_POLICY_DAYS = 7;

export const refundLineInputSchema = z.object({
  itemId: idSchema,
  quantity: z.number().int().min(1).max(1000),
});

/**
 * POST /api/admin/orders/:id/refunds. Without `lines`, everything not refunded yet is refunded (a free order
 * is cancelled). `licenceIds`: the licences to revoke on a partial refund; without them, the newest licences
 * beyond the seats left are revoked.
 */
export const adminRefundRequestSchema = z.object({
  reason: z.string().trim().min(3).max(500),
  lines: z.array(refundLineInputSchema).min(1).max(50).optional(),
  licenceIds: z.array(idSchema).max(1000).optional(),
  /** A lease period's order: keep the lease's licence running (by default the refund ends it and the lease). */
  keepLeaseLicence: z.boolean().optional(),
  confirmLate: z.boolean().default(false),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

/** A credit note as the orders tab and the back-office list it; `amount` in the order's currency. */
export const creditNoteSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  amount: moneySchema,
  issuedAt: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const adminRefundResultSchema = z.object({
  refundId: z.string(),
  /** The order's status after the refund (refunded, partially_refunded, or cancelled for a free order). */
  status: z.string(),
  amount: moneySchema,
  creditNote: creditNoteSummarySchema.nullable(),
  /** How many of the order's licences are revoked now. */
  revokedLicences: z.number().int(),
});
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;

/** GET /api/admin/orders/:id/refunds: what the refund dialog needs. */
export const adminRefundPlanSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  isFree: z.boolean(),
  /** Whole days since payment; null when the order was never paid. */
  daysSincePayment: z.number().int().nullable(),
  policyDays: z.number().int(),
  totalPrice: moneySchema,
  refundedPrice: moneySchema,
  /** The order's currency: every amount of the plan is in it (docs/rules/currencies.md). */
  currency: currencySchema,
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      price: moneySchema,
      quantity: z.number().int(),
      refundedQuantity: z.number().int(),
      /**
       * Why this line cannot be refunded now, in the admin's language: a later order stands on it (an upgrade
       * that ended it, a bundle that took credit for it), to be refunded first; null when it can
       * (docs/rules/entitlements.md). The refund route refuses it with the same code.
       */
      dependedOn: z.object({ code: z.string(), message: z.string() }).nullable(),
    }),
  ),
  licences: z.array(
    z.object({
      _id: z.string(),
      itemId: z.string().nullable(),
      machineIdName: z.string(),
      status: z.string(),
    }),
  ),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type AdminRefundPlan = z.infer<typeof adminRefundPlanSchema>;

export const creditNoteParamsSchema = z.object({ id: idSchema });
export const creditNoteResponseSchema = z.object({ creditNotePdfUrl: z.string(), number: z.string() });
export type CreditNoteResponse = z.infer<typeof creditNoteResponseSchema>;

/**
 * GET /api/license/revocations: `list` is a compact JWS signed with the licence key (typ
 * `ninja-revocations+jws`) whose payload is `revocationPayloadSchema` (docs/licence-verification.md).
 */
export const revocationListResponseSchema = z.object({ list: z.string(), keyId: z.string() });
export const revocationPayloadSchema = z.object({
  issuedAt: z.string(),
  revoked: z.array(z.string()),
});
export type RevocationPayload = z.infer<typeof revocationPayloadSchema>;

/**
 * POST /api/admin/orders/:id/vies-check: VIES asked again about the VAT number of an order charged VAT only
 * because VIES did not answer at checkout (docs/rules/vat.md). `valid`: the VAT is refunded (`refund`, with its
 * credit note); `invalid`: the VAT charged stands; `unreachable`: nothing changed, ask again later.
 */
export const adminViesCheckResultSchema = z.object({
  status: z.enum(['valid', 'invalid', 'unreachable']),
  refund: adminRefundResultSchema.nullable(),
});
export type AdminViesCheckResult = z.infer<typeof adminViesCheckResultSchema>;
