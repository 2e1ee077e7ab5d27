import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The message id an endpoint sees for one delivery: the same at every retry and replay. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId}`;

/**
 * The Standard Webhooks headers of one send, signed with every live secret (the current one and, for a day
 * after a rotation, the previous), space-separated as the scheme allows, so a receiver on either verifies.
 */
export function signedHeaders(
  messageId: string,
  sentAt: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(' '),
  };
}
