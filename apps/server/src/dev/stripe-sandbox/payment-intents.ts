import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../lib/db/client';
import { sandboxCheckoutSessions } from '../../lib/db/schema';
import { findPaidInvoice } from './billing';
import { detailsOf, invoiceOfPaymentIntent } from './billing-objects';

const hide = { schema: { hide: true } };
type StripeError = (reply: FastifyReply, status: number, message: string, param?: string) => FastifyReply;

/**
 * A card's fingerprint as Stripe gives it: the same for every payment with the same card number, and nothing
 * that tells the number back (docs/rules/affiliates.md reads it to refuse self-referrals).
 */
export const cardFingerprint = (card: string) =>
  createHash('sha256').update(`sandbox-card:${card}`).digest('base64url').slice(0, 16);

/**
 * The fingerprint of the card that paid `paymentIntent`: a session's card, or for a subscription's invoice the
 * subscription's card (the one it has now: the sandbox keeps no history of a card changed later). Undefined
 * when the sandbox knows no such payment.
 */
async function fingerprintOf(db: Database, paymentIntent: string): Promise<string | null | undefined> {
  const [session] = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.paymentIntent, paymentIntent));
  if (session) return (session.details as { cardFingerprint?: string }).cardFingerprint ?? null;
  const invoice = await findPaidInvoice(db, invoiceOfPaymentIntent(paymentIntent));
  return invoice && cardFingerprint(detailsOf(invoice.row).card);
}

/**
 * `GET /v1/payment_intents/:id`, the subset the shop reads: a paid session's payment intent, its charge always
 * expanded (the shop asks `expand[]=latest_charge`) with the card's fingerprint.
 */
export function registerSandboxPaymentIntents(
  sandbox: FastifyInstance,
  deps: { db: Database; stripeError: StripeError },
): void {
  sandbox.get<{ Params: { id: string } }>('/v1/payment_intents/:id', hide, async (request, reply) => {
    const fingerprint = await fingerprintOf(deps.db, request.params.id);
    if (fingerprint === undefined)
      return deps.stripeError(reply, 404, `No such payment_intent: '${request.params.id}'`, 'id');
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
