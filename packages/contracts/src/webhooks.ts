import { z } from 'zod';
import { idSchema } from './common';
import { webhookEventTypeSchema } from './webhook-events';

export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2000;

/** What the owner sets on an endpoint (docs/rules/webhooks.md): where, which events, and whether it is on. */
export const webhookEndpointBodySchema = z
  .object({
    url: z.string().trim().max(WEBHOOK_URL_MAX, 'webhooks.urlInvalid').pipe(z.url('webhooks.urlInvalid')),
    description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, 'webhooks.descriptionTooLong').default(''),
    events: z.array(webhookEventTypeSchema).min(1, 'webhooks.eventsRequired'),
    enabled: z.boolean().default(true),
    /** Lets the URL reach a private or loopback address (a tool on the owner's own network); audited. */
    allowPrivateAddresses: z.boolean().default(false),
  })
  .strict();
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const webhookEndpointParamsSchema = z.object({ id: idSchema });
export const webhookDeliveryParamsSchema = z.object({ id: idSchema });

export const webhookEndpointSchema = z.object({
  _id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  allowPrivateAddresses: z.boolean(),
  /** Why the shop turned it off after repeated failures, when it did. */
  disabledReason: z.enum(['failures']).nullable(),
  disabledAt: z.iso.datetime().nullable(),
  /** Until when the previous secret still signs after a rotation. */
  previousSecretUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** An endpoint with its signing secret (`whsec_…`): answered once, at creation and at each rotation. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

/** One try of a delivery, as the delivery log shows it. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.iso.datetime(),
  ok: z.boolean(),
  responseStatus: z.number().int().nullable(),
  /** The first 2 kB of the answer's body. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

export const webhookDeliverySchema = z.object({
  _id: idSchema,
  /** The `webhook-id` header: the same at every retry and replay. */
  messageId: z.string(),
  eventType: webhookEventTypeSchema,
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
