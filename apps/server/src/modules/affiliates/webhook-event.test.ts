import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedPartner, clickThrough, ledgerOf, referredPurchase } from '../../../test/helpers/affiliates';
import { testAdminActor } from '../../../test/helpers/order-lifecycle';
import { postRefund } from '../../../test/helpers/refunds';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { insertWebhookEndpoint, recordedEvents } from '../../../test/helpers/webhooks';
import { webhookEndpoints } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { lockOrder } from '../order-lifecycle';
import { refundsModule } from '../refunds';
import { affiliatesModule } from '.';

/**
 * Each commission entry is an `affiliate.commission` event for the owner's tools (docs/rules/webhooks.md),
 * written by the ledger's one writer in the transaction of the order's move: earned on payment, a negative
 * clawback on refund, nothing when the move is rolled back.
 */
const suite = sellingSuite([
  affiliatesModule,
  checkoutModule,
  refundsModule,
  creditNotesModule,
  filesModule,
  leasesModule,
]);

const commissionEvents = async (orderId: string) =>
  (await recordedEvents(suite.ctx.app.db, ['affiliate.commission']))
    .map((event) => event.data)
    .filter((data) => data.orderId === orderId);

describe('affiliate.commission', () => {
  it('is recorded per ledger entry: earned, then taken back by a refund; not by a rolled-back move', async () => {
    const { db } = suite.ctx.app;
    const endpointId = await insertWebhookEndpoint(db, ['affiliate.commission']);
    const partner = await approvedPartner(suite.ctx, suite.admin);
    const { cookie } = await clickThrough(suite.ctx, partner.code);
    const { order } = await referredPurchase(suite.ctx, cookie, [
      { product: suite.shop.paid[0]!.id, qty: 1 },
    ]);
    const [earned] = await ledgerOf(suite.ctx, order.id);
    expect(earned!.amountCents).toBeGreaterThan(0);
    expect(await commissionEvents(order.id)).toEqual([
      {
        commissionId: earned!.id,
        affiliateCode: partner.code,
        orderId: order.id,
        amount: { amount: earned!.amountCents, currency: 'eur' },
        kind: 'earned',
      },
    ]);

    // Unmarking would take the commission back; the transaction fails after it, so nothing is left of it.
    const actor = await testAdminActor(suite.ctx.app);
    const rolledBack = db.transaction(async (tx) => {
      await suite.ctx.app.orderLifecycle.unmark(tx, (await lockOrder(tx, order.id))!, actor);
      throw new Error('the caller fails after the move');
    });
    await expect(rolledBack).rejects.toThrow('the caller fails');
    expect(await ledgerOf(suite.ctx, order.id)).toHaveLength(1);
    expect(await commissionEvents(order.id)).toHaveLength(1);

    const refunded = await postRefund(suite.ctx, suite.admin.auth, order.id, {
      reason: 'Changed their mind',
    });
    expect(refunded.statusCode).toBe(200);
    const [, clawback] = await ledgerOf(suite.ctx, order.id);
    expect((await commissionEvents(order.id))[1]).toEqual({
      commissionId: clawback!.id,
      affiliateCode: partner.code,
      orderId: order.id,
      amount: { amount: -earned!.amountCents, currency: 'eur' },
      kind: 'clawback',
    });
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  });
});
