import { z } from 'zod';
import { idSchema, pageQuerySchema, paginationSchema } from './common';

/** Why a buyer cancels a lease, as the cancel dialog lists them (docs/rules/leases.md, "Cancelling: why, and an offer"). */
export const leaseCancelReasons = [
  'too_expensive',
  'not_using',
  'missing_feature',
  'switching',
  'other',
] as const;
export type LeaseCancelReason = (typeof leaseCancelReasons)[number];
export const LEASE_CANCEL_NOTE_MAX = 500;
export const SAVE_PAUSE_MAX_MONTHS = 3;
export const SAVE_COUPON_MAX_PERIODS = 12;

/** The reason and free text a buyer may give when cancelling; both optional. */
export const leaseCancelReasonSchema = z
  .object({
    reason: z.enum(leaseCancelReasons).optional(),
    note: z.string().trim().max(LEASE_CANCEL_NOTE_MAX, 'leaseSaveOffer.noteTooLong').optional(),
  })
  .strict();
export type LeaseCancelReasonBody = z.infer<typeof leaseCancelReasonSchema>;

/**
 * What the shop offers a buyer about to cancel, set per product by the owner: nothing, a pause of one to
 * `maxMonths` months (monthly plans), or `percentOff` off the next `periods` periods.
 */
export const saveOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('pause'),
    maxMonths: z
      .number()
      .int()
      .min(1, 'leaseSaveOffer.settingsInvalid')
      .max(SAVE_PAUSE_MAX_MONTHS, 'leaseSaveOffer.settingsInvalid'),
  }),
  z.object({
    kind: z.literal('coupon'),
    percentOff: z
      .number()
      .int()
      .min(1, 'leaseSaveOffer.settingsInvalid')
      .max(100, 'leaseSaveOffer.settingsInvalid'),
    periods: z
      .number()
      .int()
      .min(1, 'leaseSaveOffer.settingsInvalid')
      .max(SAVE_COUPON_MAX_PERIODS, 'leaseSaveOffer.settingsInvalid'),
  }),
]);
export type SaveOffer = z.infer<typeof saveOfferSchema>;
export type SaveOfferKind = SaveOffer['kind'];

/** GET /api/leases/:id/save-offer: the offer this lease's buyer gets before cancelling (`none` when none applies). */
export const leaseSaveOfferAnswerSchema = z.object({ offer: saveOfferSchema });
export type LeaseSaveOfferAnswer = z.infer<typeof leaseSaveOfferAnswerSchema>;

/** POST /api/leases/:id/save-offer: the buyer accepts the offer; `pauseMonths` (1..offer's max) for a pause. */
export const leaseAcceptSaveOfferSchema = leaseCancelReasonSchema.extend({
  pauseMonths: z.number().int().min(1).max(SAVE_PAUSE_MAX_MONTHS).optional(),
});
export type LeaseAcceptSaveOffer = z.infer<typeof leaseAcceptSaveOfferSchema>;

/** One product's save offer and what its buyers answered (the back-office's leases tab). */
export const adminSaveOfferStatsSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  offer: saveOfferSchema,
  /** Cancellations asked (an accepted offer included), by reason; `none` when no reason was given. */
  reasons: z.record(z.enum([...leaseCancelReasons, 'none']), z.number().int()),
  shown: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
});
export type AdminSaveOfferStats = z.infer<typeof adminSaveOfferStatsSchema>;
export const adminSaveOfferListSchema = z.object({ products: z.array(adminSaveOfferStatsSchema) });
export type AdminSaveOfferList = z.infer<typeof adminSaveOfferListSchema>;
export const adminSaveOfferParamsSchema = z.object({ productId: idSchema });

/** `GET /api/admin/subscriptions/cancellation-notes?page`: 20 notes a page. */
export const ADMIN_CANCELLATION_NOTES_PAGE = 20;
export const adminCancellationNotesQuerySchema = pageQuerySchema.pick({ page: true });
export type AdminCancellationNotesQuery = z.infer<typeof adminCancellationNotesQuerySchema>;

/** A buyer's free text from the cancel dialog, beside its reason and the offer's answer (admins only). */
export const adminCancellationNoteSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  reason: z.enum([...leaseCancelReasons, 'none']),
  note: z.string(),
  offer: z.enum(['none', 'pause', 'coupon']),
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type AdminCancellationNote = z.infer<typeof adminCancellationNoteSchema>;
export const adminCancellationNotesSchema = z.object({
  notes: z.array(adminCancellationNoteSchema),
  pagination: paginationSchema,
});
export type AdminCancellationNotes = z.infer<typeof adminCancellationNotesSchema>;
