import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../lib/db/client';
import { sandboxCheckoutSessions } from '../../lib/db/schema';

const hide = { schema: { hide: true } };
type StripeError = (reply: FastifyReply, status: number, message: string, param?: string) => FastifyReply;

/**
 * A card's fingerprint as Stripe gives it: the same for every payment with the same card number, and nothing
 * that tells the number back (docs/rules/affiliates.md reads it to refuse self-referrals).
 */
export const cardFingerprint = (card: string) =>
  createHash('sha256').update(`sandbox-card:${card}`).digest('base64url').slice(0, 16);

/**
 * `GET /v1/payment_intents/:id`, the subset the shop reads: a paid session's payment intent, its charge always
 * expanded (the shop asks `expand[]=latest_charge`) with the card's fingerprint.
 */
export function registerSandboxPaymentIntents(
  sandbox: FastifyInstance,
  deps: { db: Database; stripeError: StripeError },
): void {
  sandbox.get<{ Params: { id: string } }>('/v1/payment_intents/:id', hide, async (request, reply) => {
    const [row] = await deps.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.paymentIntent, request.params.id));
    if (!row) return deps.stripeError(reply, 404, `No such payment_intent: '${request.params.id}'`, 'id');
    const fingerprint = (row.details as { cardFingerprint?: string }).cardFingerprint ?? null;
    return {
      id: request.params.id,
      object: 'payment_intent',
      status: 'succeeded',
      latest_charge: {
        id: `ch_${request.params.id.replace(/^pi_/, '')}`,
        object: 'charge',
        payment_method_details: { type: 'card', card: { fingerprint } },
      },
    };
  });
}
