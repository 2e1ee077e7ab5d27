import { z } from 'zod';
import { idSchema, paginationSchema } from './common';

/**
 * Who delivers a product's licence (docs/rules/vendor-licences.md): the shop's own signed files (`shop`), or
 * NinjaTrader's vendor licensing (`ninjatrader`, `VendorLicense`), granted to the buyer's NinjaTrader account.
 */
export const productLicensings = ['shop', 'ninjatrader'] as const;
export const productLicensingSchema = z.enum(productLicensings);
export type ProductLicensing = z.infer<typeof productLicensingSchema>;

/**
 * The buyer's NinjaTrader account e-mail, asked by checkout when the cart holds a product licensed by
 * NinjaTrader; trimmed and lower-cased as NinjaTrader compares it.
 */
export const ninjaTraderEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'checkout.ninjaTraderEmailRequired')
  .max(254, 'checkout.ninjaTraderEmailInvalid')
  .pipe(z.email('checkout.ninjaTraderEmailInvalid'));

/** What a delivery task asks of NinjaTrader's licensing: grant the licence, or take it away. */
export const vendorLicenceActions = ['create', 'revoke'] as const;
export type VendorLicenceAction = (typeof vendorLicenceActions)[number];
/** Why: a paid order, a refund, an order marked unpaid or cancelled by the owner, a lease that ended, a closed account. */
export const vendorLicenceReasons = ['purchase', 'refund', 'unpaid', 'leaseEnd', 'accountClosed'] as const;
export type VendorLicenceReason = (typeof vendorLicenceReasons)[number];
export const vendorLicenceTaskStates = ['pending', 'done'] as const;
export type VendorLicenceTaskState = (typeof vendorLicenceTaskStates)[number];

/** GET /api/admin/vendor-licences: the back-office list, one state at a time, newest first. */
export const vendorLicenceTaskQuerySchema = z
  .object({
    state: z.enum(vendorLicenceTaskStates).default('pending'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type VendorLicenceTaskQuery = z.input<typeof vendorLicenceTaskQuerySchema>;

export const vendorLicenceTaskSchema = z.object({
  _id: z.string(),
  orderId: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  buyerEmail: z.string(),
  ninjaTraderEmail: z.string(),
  action: z.enum(vendorLicenceActions),
  reason: z.enum(vendorLicenceReasons),
  state: z.enum(vendorLicenceTaskStates),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VendorLicenceTask = z.infer<typeof vendorLicenceTaskSchema>;

export const vendorLicenceTaskListSchema = z.object({
  tasks: z.array(vendorLicenceTaskSchema),
  pagination: paginationSchema,
});
export type VendorLicenceTaskList = z.infer<typeof vendorLicenceTaskListSchema>;

export const vendorLicenceTaskParamsSchema = z.object({ id: idSchema });
/** POST /api/admin/vendor-licences/:id/done: `done` false undoes the mark. */
export const vendorLicenceDoneBodySchema = z.object({ done: z.boolean() }).strict();
export type VendorLicenceDoneBody = z.infer<typeof vendorLicenceDoneBodySchema>;

/**
 * What the buyer sees per product licensed by NinjaTrader: `pending` until the shop has created the licence,
 * `active` once it has, `revoked` once it was taken away (a revocation still to carry out shows `active`: the
 * licence runs until then).
 */
export const vendorLicenceStates = ['pending', 'active', 'revoked'] as const;
export type VendorLicenceState = (typeof vendorLicenceStates)[number];
export const vendorLicenceStatusSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  ninjaTraderEmail: z.string(),
  state: z.enum(vendorLicenceStates),
});
export type VendorLicenceStatus = z.infer<typeof vendorLicenceStatusSchema>;
export const vendorLicenceStatusListSchema = z.object({ licences: z.array(vendorLicenceStatusSchema) });
export type VendorLicenceStatusList = z.infer<typeof vendorLicenceStatusListSchema>;
