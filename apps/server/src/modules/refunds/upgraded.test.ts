import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRow } from '../../../test/helpers/checkout';
import { type Admin, dashboardStripe, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { expectTranslatedRefusal, licencesOf, linesOf, payCart } from '../../../test/helpers/selling';
import { upgradeFixtures } from '../../../test/helpers/upgrades';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, creditNotes } from '../../lib/db/schema';

let ctx: TestApp;
let admin: Admin;
let fixtures: Awaited<ReturnType<typeof upgradeFixtures>>;
setupRefundSuite((suite) => {
  ({ ctx, admin } = suite);
});
beforeAll(async () => {
  fixtures = await upgradeFixtures(ctx, admin.auth);
});

/** A Lite owner who then paid the upgrade to Premium: the Lite line is ended, a Premium licence took over. */
async function upgradedOwner() {
  const owner = await fixtures.liteOwner();
  const upgrade = await payCart(ctx, owner.auth, [fixtures.upgradeLine(owner.orderId)]);
  const premium = (await licencesOf(ctx, owner.user.id)).find((row) => row.orderId === upgrade.orderId)!;
  return { ...owner, upgradeOrderId: upgrade.orderId, premiumLicenceId: premium.id };
}

const statusOf = async (userId: string, licenceId: string) =>
  (await licencesOf(ctx, userId)).find((row) => row.id === licenceId)!.status;

describe('refunding an order an upgrade ended (docs/rules/upgrades.md)', () => {
  it('refuses the admin refund of the Lite order until the upgrade is refunded, in both languages', async () => {
    const owner = await upgradedOwner();
    const [lower] = await linesOf(ctx, owner.orderId);
    const refused = await expectTranslatedRefusal(
      (language) => postRefund(ctx, admin.auth, owner.orderId, { reason: 'Refund Lite' }, language),
      409,
      'refund.upgraded',
    );
    const short = owner.upgradeOrderId.slice(-8).toUpperCase();
    expect(refused.en).toContain(`#${short}`);
    expect(refused.fr).toContain(`n° ${short}`);
    const byLine = await postRefund(ctx, admin.auth, owner.orderId, {
      reason: 'Refund Lite',
      lines: [{ itemId: lower!.id, quantity: 1 }],
    });
    expect([byLine.statusCode, byLine.json().code]).toEqual([409, 'refund.upgraded']);
    expect((await orderRow(ctx, owner.orderId)).status).toBe('paid');

    // The upgrade refunded first gives Lite back; then Lite may be refunded, and its licence ends.
    expect((await postRefund(ctx, admin.auth, owner.upgradeOrderId, { reason: 'Upgrade' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('approved');
    expect((await postRefund(ctx, admin.auth, owner.orderId, { reason: 'Refund Lite' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('revoked');
  });

  it("refuses the buyer's refund request of the Lite order, in both languages", async () => {
    const owner = await upgradedOwner();
    const [lower] = await linesOf(ctx, owner.orderId);
    await expectTranslatedRefusal(
      (language) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${owner.orderId}/refund-requests`,
          headers: { ...owner.auth, 'accept-language': language },
          payload: { lines: [{ itemId: lower!.id, quantity: 1 }] },
        }),
      409,
      'refundRequest.upgraded',
    );
  });

  it('records a Stripe dashboard refund of the Lite order, keeps Premium, flags the upgrade order, and never revives Lite', async () => {
    const owner = await upgradedOwner();
    const lowerOrder = await orderRow(ctx, owner.orderId);
    await dashboardStripe(ctx).refunds.create({ payment_intent: lowerOrder.stripePaymentIntentId! });
    expect((await orderRow(ctx, owner.orderId)).status).toBe('refunded');
    const notes = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, owner.orderId));
    expect(notes).toHaveLength(1);
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('approved');
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('replaced');
    const flags = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'refund.upgradedLower'),
          eq(adminAuditLog.target, `order:${owner.upgradeOrderId}`),
        ),
      );
    expect(flags).toHaveLength(1);

    // Refunding the upgrade afterwards ends Premium and gives nothing of the refunded Lite back.
    expect((await postRefund(ctx, admin.auth, owner.upgradeOrderId, { reason: 'Upgrade' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('revoked');
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('replaced');
  });
});
