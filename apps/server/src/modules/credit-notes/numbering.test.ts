import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import {
  type Admin,
  dashboardStripe,
  deliverRefundEvent,
  paidOrder,
  postRefund,
  setupRefundSuite,
} from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { creditNotes } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { creditNotesModule } from '.';

// Runs on PGlite, and on PostgreSQL (real concurrent transactions) when DATABASE_URL is set.
let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite([creditNotesModule, refundsModule, checkoutModule, leasesModule], (suite) => {
  ({ ctx, shop, admin } = suite);
});

describe('credit note numbers under concurrency', () => {
  it('gives 50 refunds recorded at once 50 distinct consecutive numbers, from 1', {
    timeout: 300_000,
  }, async () => {
    const paid = [];
    for (let index = 0; index < 50; index += 1) {
      paid.push(await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]));
    }
    // Fifty refunds made at Stripe with their webhooks held back, then delivered all at once: fifty
    // transactions racing for the year's counter (the Stripe call itself is not what is measured here).
    const stripe = dashboardStripe(ctx);
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    const made = [];
    for (const { order } of paid) {
      made.push(await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId! }));
    }
    ctx.app.stripeSandbox!.deliverWebhooks = true;
    const delivered = await Promise.all(
      made.map((refund) => deliverRefundEvent(ctx, `evt_${refund.id}`, refund)),
    );
    expect(delivered.map((answer) => answer.statusCode)).toEqual(delivered.map(() => 200));
    const rows = await ctx.app.db
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.orderId,
          paid.map(({ orderId }) => orderId),
        ),
      );
    expect(rows).toHaveLength(50);
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(rows.map((row) => row.number).sort()).toEqual(
      sequences.map((sequence) => `AV-${rows[0]!.year}-${String(sequence).padStart(6, '0')}`),
    );
    // The admin's route under concurrency too: ten orders refunded at once, numbers 51 to 60.
    const more = [];
    for (let index = 0; index < 10; index += 1) {
      more.push(await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]));
    }
    const answers = await Promise.all(
      more.map(({ orderId }) => postRefund(ctx, admin.auth, orderId, { reason: 'Concurrency' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map(
      (answer) => (answer.json() as { creditNote: { number: string } }).creditNote.number,
    );
    expect(numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, index) => 51 + index),
    );
  });
});
