import { and, asc, desc, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../lib/db/client';
import { sandboxCheckoutSessions, sandboxRefunds } from '../../lib/db/schema';
import { findPaidInvoice } from './billing';
import { invoiceOfPaymentIntent } from './billing-objects';
import { type FormValue, obj, randomId, type StripeErrorReply, str } from './form';

type RefundRow = typeof sandboxRefunds.$inferSelect;

/** A sandbox refund as Stripe's API answers it (`object: refund`); every sandbox refund succeeds at once. */
function toStripeRefund(row: RefundRow, currency: string): Record<string, unknown> {
  return {
    id: row.id,
    object: 'refund',
    amount: row.amount,
    currency,
    payment_intent: row.paymentIntent,
    charge: chargeId(row.paymentIntent),
    status: 'succeeded',
    reason: row.reason,
    metadata: row.metadata,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * The currency of the payment a refund gives back: its checkout session's (euros or dollars,
 * docs/rules/currencies.md); a subscription invoice's payment is in euros.
 */
async function currencyOf(db: Executor, paymentIntent: string): Promise<string> {
  const [session] = await db
    .select({ details: sandboxCheckoutSessions.details })
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.paymentIntent, paymentIntent));
  return (session?.details as { currency?: string } | undefined)?.currency ?? 'eur';
}

const chargeId = (paymentIntent: string) => `ch_${paymentIntent.replace(/^pi_/, '')}`;

interface SandboxRefundDeps {
  db: Database;
  sendEvent: (type: string, object: Record<string, unknown>) => Promise<void>;
  stripeError: StripeErrorReply;
}

/**
 * `POST /v1/refunds`, `GET /v1/refunds?payment_intent` and `GET /v1/refunds/:id`, the part of Stripe's Refunds API the shop uses, kept in the
 * database like the sessions. A refund of a paid session's (or paid subscription invoice's) payment intent succeeds at once, up to what is left
 * of the payment, and is announced as Stripe does: `charge.refunded` (the charge with its refunds) then
 * `refund.updated`. A refund created here without the shop's metadata is what a refund made in the
 * Stripe dashboard looks like to the shop.
 */
export function registerSandboxRefunds(sandbox: FastifyInstance, deps: SandboxRefundDeps): void {
  const { db, sendEvent, stripeError } = deps;
  const hide = { schema: { hide: true } };

  sandbox.post('/v1/refunds', hide, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, FormValue>;
    const paymentIntent = str(body.payment_intent);
    if (!paymentIntent)
      return stripeError(reply, 400, 'Missing required param: payment_intent.', 'payment_intent');
    const requested = str(body.amount);
    const metadata = Object.fromEntries(
      Object.entries(obj(body.metadata)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const outcome = await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(
          and(
            eq(sandboxCheckoutSessions.paymentIntent, paymentIntent),
            eq(sandboxCheckoutSessions.paymentStatus, 'paid'),
          ),
        )
        .for('update');
      // Not a checkout's payment: a subscription invoice's (docs/rules/leases.md), named after the invoice.
      const invoice = session
        ? undefined
        : await findPaidInvoice(tx, invoiceOfPaymentIntent(paymentIntent), true);
      const paid = session ? (session.details as { amountTotal: number }).amountTotal : invoice?.amount;
      if (paid === undefined)
        return { error: `No such payment_intent: '${paymentIntent}'`, code: 'resource_missing' };
      const [done] = await tx
        .select({ total: sum(sandboxRefunds.amount) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentIntent, paymentIntent));
      const left = paid - Number(done?.total ?? 0);
      const amount = requested === undefined ? left : Number(requested);
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        return {
          error: `Refund amount (${requested}) is greater than unrefunded amount on charge (${left}).`,
          code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
        };
      }
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({ id: randomId('re'), paymentIntent, amount, metadata, reason: str(body.reason) ?? null })
        .returning();
      return { row: row!, paid };
    });
    if ('error' in outcome) return stripeError(reply, 400, outcome.error ?? '', 'amount', outcome.code);
    const currency = await currencyOf(db, paymentIntent);
    const refund = toStripeRefund(outcome.row, currency);
    const all = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntent, paymentIntent))
      .orderBy(asc(sandboxRefunds.createdAt));
    const refunded = all.reduce((total, row) => total + row.amount, 0);
    await sendEvent('charge.refunded', {
      id: chargeId(paymentIntent),
      object: 'charge',
      amount: outcome.paid,
      amount_refunded: refunded,
      currency,
      payment_intent: paymentIntent,
      refunded: refunded >= outcome.paid,
      refunds: {
        object: 'list',
        data: all.map((row) => toStripeRefund(row, currency)).reverse(),
        has_more: false,
      },
    });
    await sendEvent('refund.updated', refund);
    return refund;
  });

  // The refunds of one payment, newest first (`refunds.list({ payment_intent })`): how the shop catches up
  // with refunds made in the dashboard that it has not heard of yet.
  sandbox.get<{ Querystring: Record<string, string> }>('/v1/refunds', hide, async (request, reply) => {
    const paymentIntent = request.query.payment_intent;
    if (!paymentIntent)
      return stripeError(reply, 400, 'Missing required param: payment_intent.', 'payment_intent');
    const rows = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntent, paymentIntent))
      .orderBy(desc(sandboxRefunds.createdAt));
    const currency = await currencyOf(db, paymentIntent);
    const data = rows.map((row) => toStripeRefund(row, currency));
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  });

  sandbox.get<{ Params: { id: string } }>('/v1/refunds/:id', hide, async (request, reply) => {
    const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, request.params.id));
    if (!row) return stripeError(reply, 404, `No such refund: '${request.params.id}'`, 'id');
    return toStripeRefund(row, await currencyOf(db, row.paymentIntent));
  });
}
