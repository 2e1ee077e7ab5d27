import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../lib/db/client';
import { findPaidInvoice, type SandboxBilling } from './billing';
import { detailsOf, toStripeInvoicePayment, toStripeSubscription } from './billing-objects';
import { TEST_PAYMENT_METHODS } from './card-retries';
import { advanceSandboxClock, SANDBOX_CLOCK_ID, sandboxNow, toStripeTestClock } from './clock';
import { type FormValue, obj, type StripeErrorReply, str } from './form';
import {
  type SubscriptionChange,
  subscriptionChangeOf,
  subscriptionDiscount,
  updateLiveDetails,
} from './save-offers';
import type { SandboxSession } from './session';

type SubscriptionFields = Pick<SandboxSession, 'mode' | 'interval' | 'subscriptionMetadata'>;

/**
 * The subscription part of `checkout.sessions.create`: `mode=subscription` takes one line whose
 * `price_data.recurring.interval` is month or year, and `subscription_data.metadata` for the subscription.
 */
export function subscriptionFields(
  body: Record<string, FormValue>,
  rawLines: FormValue[],
): SubscriptionFields | { error: string; param: string } {
  const mode = str(body.mode) ?? 'payment';
  if (mode === 'payment') return { mode };
  if (mode !== 'subscription') return { error: `Invalid mode: ${mode}.`, param: 'mode' };
  const interval = str(obj(obj(obj(rawLines[0]).price_data).recurring).interval);
  if (rawLines.length !== 1 || (interval !== 'month' && interval !== 'year')) {
    return { error: 'A subscription needs one line with a monthly or yearly price.', param: 'line_items' };
  }
  return { mode, interval, subscriptionMetadata: stringsOf(obj(obj(body.subscription_data).metadata)) };
}

export const stringsOf = (value: Record<string, FormValue>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

interface SandboxSubscriptionDeps {
  db: Database;
  billing: SandboxBilling;
  stripeError: StripeErrorReply;
}

/**
 * `/v1/invoices/:id/pay` (an open invoice charged now), `/v1/subscriptions/:id` (retrieve, update `cancel_at_period_end`, `pause_collection` or `discounts`, cancel), `/v1/invoice_payments` (an
 * invoice's payment intent), `/v1/customers/:id` (its
 * default test payment method) and the test clock (`/v1/test_helpers/test_clocks/clock_sandbox`, retrieve and
 * advance): the calls the shop, its tests and an operator make through the official SDK.
 */
export function registerSandboxSubscriptions(sandbox: FastifyInstance, deps: SandboxSubscriptionDeps): void {
  const { db, billing, stripeError } = deps;
  const hide = { schema: { hide: true } };
  type ById = { Params: { id: string } };
  const missing = (reply: FastifyReply, id: string) =>
    stripeError(reply, 404, `No such subscription: '${id}'`, 'id');

  // A cancellation at period end, a pause of collection or a save coupon (docs/rules/leases.md).
  const applyChange = async (id: string, change: SubscriptionChange) => {
    if (change.kind === 'cancelAtPeriodEnd') return billing.setCancelAtPeriodEnd(id, change.cancel);
    if (change.kind === 'pause') {
      return updateLiveDetails(db, billing.sendEvent, id, { pauseResumesAt: change.resumesAt });
    }
    const row = await billing.find(id);
    if (!row) return undefined;
    const discount = await subscriptionDiscount(db, change.coupon, detailsOf(row));
    return discount ? updateLiveDetails(db, billing.sendEvent, id, { discount }) : 'unknownCoupon';
  };

  sandbox.get<ById>('/v1/subscriptions/:id', hide, async (request, reply) => {
    const row = await billing.find(request.params.id);
    return row ? toStripeSubscription(row) : missing(reply, request.params.id);
  });

  sandbox.post<ById>('/v1/subscriptions/:id', hide, async (request, reply) => {
    const change = subscriptionChangeOf((request.body ?? {}) as Record<string, FormValue>);
    if ('error' in change) return stripeError(reply, 400, change.error);
    const row = await applyChange(request.params.id, change);
    if (row === 'unknownCoupon') return stripeError(reply, 400, 'No such coupon.', 'discounts');
    if (row) return toStripeSubscription(row);
    const found = await billing.find(request.params.id);
    if (!found) return missing(reply, request.params.id);
    return stripeError(reply, 400, 'A canceled subscription can no longer be updated.');
  });

  sandbox.delete<ById>('/v1/subscriptions/:id', hide, async (request, reply) => {
    const row = await billing.cancel(request.params.id);
    return row ? toStripeSubscription(row) : missing(reply, request.params.id);
  });

  // The payments of an invoice (`invoicePayments.list({ invoice })`): its payment intent, once paid.
  sandbox.get<{ Querystring: { invoice?: string } }>('/v1/invoice_payments', hide, async (request) => {
    const invoice = request.query.invoice ?? '';
    const paid = await findPaidInvoice(db, invoice);
    const data = paid ? [toStripeInvoicePayment(invoice, paid.amount, detailsOf(paid.row).currency)] : [];
    return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
  });

  sandbox.post<ById>('/v1/customers/:id', hide, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, FormValue>;
    const method = str(obj(body.invoice_settings).default_payment_method) ?? '';
    const card = TEST_PAYMENT_METHODS[method];
    if (!card) {
      return stripeError(
        reply,
        400,
        `No such PaymentMethod: '${method}'`,
        'invoice_settings[default_payment_method]',
      );
    }
    if (!(await billing.setCard(request.params.id, card))) {
      return stripeError(reply, 404, `No such customer: '${request.params.id}'`, 'id');
    }
    return {
      id: request.params.id,
      object: 'customer',
      invoice_settings: { default_payment_method: method },
    };
  });

  // `invoices.pay`: the open invoice charged now (the shop asks it once a customer updated the card).
  sandbox.post<ById>('/v1/invoices/:id/pay', hide, async (request, reply) => {
    const attempt = await billing.payOpenInvoice(request.params.id);
    if (!attempt) {
      const paid = await findPaidInvoice(db, request.params.id);
      return paid
        ? stripeError(reply, 400, 'Invoice is already paid.', 'id')
        : stripeError(reply, 404, `No such open invoice: '${request.params.id}'`, 'id');
    }
    if (!attempt.paid) return stripeError(reply, 402, 'Your card was declined.', undefined, 'card_declined');
    return attempt.invoice;
  });

  const clockMissing = (reply: FastifyReply, id: string) =>
    stripeError(
      reply,
      404,
      `No such test_helpers.test_clock: '${id}'; the sandbox has ${SANDBOX_CLOCK_ID}`,
      'id',
    );

  sandbox.get<ById>('/v1/test_helpers/test_clocks/:id', hide, async (request, reply) => {
    if (request.params.id !== SANDBOX_CLOCK_ID) return clockMissing(reply, request.params.id);
    return toStripeTestClock(await sandboxNow(db));
  });

  sandbox.post<ById>('/v1/test_helpers/test_clocks/:id/advance', hide, async (request, reply) => {
    if (request.params.id !== SANDBOX_CLOCK_ID) return clockMissing(reply, request.params.id);
    const frozenTime = Number(str(((request.body ?? {}) as Record<string, FormValue>).frozen_time));
    if (!Number.isInteger(frozenTime) || !(await advanceSandboxClock(db, frozenTime))) {
      return stripeError(reply, 400, 'frozen_time must be after the clock’s current time.', 'frozen_time');
    }
    await billing.runDue(frozenTime);
    // What fell due on the shop's side by the new time (a grace period's e-mails) is sent before the answer too.
    await sandbox.dueWork.runDue();
    return toStripeTestClock(await sandboxNow(db));
  });
}
