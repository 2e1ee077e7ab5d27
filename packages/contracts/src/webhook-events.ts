import { z } from 'zod';
import { idSchema } from './common';
import { moneySchema } from './money-schema';

/** The events the shop sends to the owner's endpoints (docs/rules/webhooks.md), in the back-office's order. */
export const webhookEventTypes = [
  'order.paid',
  'order.refunded',
  'licence.issued',
  'licence.revoked',
  'lease.renewed',
  'lease.ended',
  'trial.started',
  'trial.ended',
  'affiliate.commission',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

const instant = z.iso.datetime({ offset: true });
const customer = z.object({ userId: idSchema.nullable(), email: z.string() });

const orderPaidData = z.object({
  orderId: idSchema,
  invoiceNumber: z.string().nullable(),
  customer,
  total: moneySchema,
  lines: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), amount: moneySchema }),
  ),
  paidAt: instant,
});
const orderRefundedData = z.object({
  orderId: idSchema,
  refundId: z.string(),
  amount: moneySchema,
  full: z.boolean(),
  refundedAt: instant,
});
const licenceData = z.object({
  licenceId: z.string(),
  orderId: idSchema.nullable(),
  productId: z.string(),
  machineId: z.string().nullable(),
  customer,
  at: instant,
});
const leaseRenewedData = z.object({
  leaseId: idSchema,
  productId: z.string(),
  customer,
  amount: moneySchema,
  periodEnd: instant,
});
const leaseEndedData = z.object({ leaseId: idSchema, productId: z.string(), customer, endedAt: instant });
const trialData = z.object({ trialId: z.string(), productId: z.string(), customer, endsAt: instant });
const affiliateCommissionData = z.object({
  commissionId: z.string(),
  affiliateCode: z.string(),
  orderId: idSchema,
  /** Positive when earned, negative when a refund takes it back. */
  amount: moneySchema,
  kind: z.enum(['earned', 'clawback']),
});

/** Each event's `data`, keyed by its type: the payloads the OpenAPI document lists under `webhooks`. */
export const webhookEventDataSchemas = {
  'order.paid': orderPaidData,
  'order.refunded': orderRefundedData,
  'licence.issued': licenceData,
  'licence.revoked': licenceData,
  'lease.renewed': leaseRenewedData,
  'lease.ended': leaseEndedData,
  'trial.started': trialData,
  'trial.ended': trialData,
  'affiliate.commission': affiliateCommissionData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** The body of one event as sent (Standard Webhooks' `type`, `timestamp`, `data`), for one type. */
export const webhookPayloadSchemaOf = <T extends WebhookEventType>(type: T) =>
  z.object({ type: z.literal(type), timestamp: instant, data: webhookEventDataSchemas[type] });

/** A shop event as a module records it: its type and that type's data. */
export type ShopEvent = {
  [T in WebhookEventType]: { type: T; data: z.infer<(typeof webhookEventDataSchemas)[T]> };
}[WebhookEventType];
