import { shortOrderId } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, orderRow } from '../../../test/helpers/checkout';
import { putOrderPaid } from '../../../test/helpers/order-lifecycle';
import { dashboardStripe, postRefund, requestRefundOfOneUnit } from '../../../test/helpers/refunds';
import {
  expectTranslatedRefusal,
  freeOrder,
  licencesOf,
  linesOf,
  payCart,
} from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { adminAuditLog, creditNotes } from '../../lib/db/schema';
import { refundTestModules } from './test-modules';

const suite = sellingSuite(refundTestModules);

/** A Lite owner who then paid the upgrade to Premium: the Lite line is ended, a Premium licence took over. */
async function upgradedOwner() {
  const owner = await liteOwner(suite);
  const upgrade = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
  const premium = (await licencesOf(suite.ctx, owner.user.id)).find(
    (row) => row.orderId === upgrade.orderId,
  )!;
  return { ...owner, upgradeOrderId: upgrade.orderId, premiumLicenceId: premium.id };
}

/** The audit entries telling the admin that Stripe refunded the order an upgrade ended. */
const flagsOn = (upgradeOrderId: string) =>
  suite.ctx.app.db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, 'refund.upgradedLower'),
        eq(adminAuditLog.target, `order:${upgradeOrderId}`),
      ),
    );

const statusOf = async (userId: string, licenceId: string) =>
  (await licencesOf(suite.ctx, userId)).find((row) => row.id === licenceId)!.status;

describe('refunding an order an upgrade ended (docs/rules/upgrades.md)', () => {
  it('refuses the admin refund of the Lite order until the upgrade is refunded, in both languages', async () => {
    const owner = await upgradedOwner();
    const [lower] = await linesOf(suite.ctx, owner.orderId);
    const refused = await expectTranslatedRefusal(
      (language) =>
        postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund Lite' }, language),
      409,
      'refund.upgraded',
    );
    const short = shortOrderId(owner.upgradeOrderId);
    expect(refused.en).toContain(`#${short}`);
    expect(refused.fr).toContain(`n° ${short}`);
    const byLine = await postRefund(suite.ctx, suite.admin.auth, owner.orderId, {
      reason: 'Refund Lite',
      lines: [{ itemId: lower!.id, quantity: 1 }],
    });
    expect([byLine.statusCode, byLine.json().code]).toEqual([409, 'refund.upgraded']);
    expect((await orderRow(suite.ctx, owner.orderId)).status).toBe('paid');

    // The upgrade refunded first gives Lite back; then Lite may be refunded, and its licence ends.
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.upgradeOrderId, { reason: 'Upgrade' })).statusCode,
    ).toBe(200);
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('approved');
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund Lite' })).statusCode,
    ).toBe(200);
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('revoked');
  });

  it('refuses unmarking the Lite order while the upgrade grants, in both languages', async () => {
    const owner = await upgradedOwner();
    const unmark = (language: string) =>
      putOrderPaid(suite.ctx, suite.admin.auth, owner.orderId, false, language);
    const refused = await expectTranslatedRefusal(unmark, 409, 'admin.orderUpgraded');
    expect(refused.en).toContain(`#${shortOrderId(owner.upgradeOrderId)}`);
    expect((await orderRow(suite.ctx, owner.orderId)).status).toBe('paid');
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.upgradeOrderId, { reason: 'Upgrade' })).statusCode,
    ).toBe(200);
    expect((await unmark('en')).statusCode).toBe(200);
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('revoked');
  });

  it('refuses marking paid again an unmarked upgrade whose Lite order was refunded meanwhile, in both languages', async () => {
    const owner = await upgradedOwner();
    const setPaid = (orderId: string, isPaid: boolean, language = 'en') =>
      putOrderPaid(suite.ctx, suite.admin.auth, orderId, isPaid, language);
    expect((await setPaid(owner.upgradeOrderId, false)).statusCode).toBe(200);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund Lite' })).statusCode,
    ).toBe(200);
    await expectTranslatedRefusal(
      (language) => setPaid(owner.upgradeOrderId, true, language),
      409,
      'admin.orderDependencyGone',
    );
    expect((await orderRow(suite.ctx, owner.upgradeOrderId)).isPaid).toBe(false);
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('revoked');
  });

  it('marks paid again an unmarked upgrade whose Lite order stands', async () => {
    const owner = await upgradedOwner();
    const setPaid = (isPaid: boolean) =>
      putOrderPaid(suite.ctx, suite.admin.auth, owner.upgradeOrderId, isPaid);
    expect((await setPaid(false)).statusCode).toBe(200);
    expect((await setPaid(true)).statusCode).toBe(200);
    expect((await orderRow(suite.ctx, owner.upgradeOrderId)).status).toBe('paid');
  });

  it('refuses cancelling a free Lite order while its upgrade grants', async () => {
    const customer = await buyer(suite.ctx);
    const freeOrderId = await freeOrder(suite.ctx, customer.auth, suite.bySlug.get('vwap-lite')!.id);
    const upgrade = await payCart(suite.ctx, customer.auth, [
      { product: suite.bySlug.get('vwap-premium')!.id, qty: 1, upgradeFrom: freeOrderId },
    ]);
    await expectTranslatedRefusal(
      (language) => postRefund(suite.ctx, suite.admin.auth, freeOrderId, { reason: 'Cancel' }, language),
      409,
      'refund.upgraded',
    );
    expect((await orderRow(suite.ctx, freeOrderId)).status).toBe('paid');
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, upgrade.orderId, { reason: 'Upgrade' })).statusCode,
    ).toBe(200);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, freeOrderId, { reason: 'Cancel' })).statusCode,
    ).toBe(200);
    expect((await orderRow(suite.ctx, freeOrderId)).status).toBe('cancelled');
  });

  it("refuses the buyer's refund request of the Lite order, in both languages", async () => {
    const owner = await upgradedOwner();
    await expectTranslatedRefusal(
      (language) => requestRefundOfOneUnit(suite.ctx, owner.auth, owner.orderId, language),
      409,
      'refundRequest.upgraded',
    );
  });

  it('records a Stripe dashboard refund of the Lite order, keeps Premium, flags the upgrade order, and never revives Lite', async () => {
    const owner = await upgradedOwner();
    const lowerOrder = await orderRow(suite.ctx, owner.orderId);
    await dashboardStripe(suite.ctx).refunds.create({ payment_intent: lowerOrder.stripePaymentIntentId! });
    expect((await orderRow(suite.ctx, owner.orderId)).status).toBe('refunded');
    const notes = await suite.ctx.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, owner.orderId));
    expect(notes).toHaveLength(1);
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('approved');
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('replaced');
    expect(await flagsOn(owner.upgradeOrderId)).toHaveLength(1);

    // Refunding the upgrade afterwards ends Premium and gives nothing of the refunded Lite back.
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.upgradeOrderId, { reason: 'Upgrade' })).statusCode,
    ).toBe(200);
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('revoked');
    expect(await statusOf(owner.user.id, owner.licenceId)).toBe('replaced');
  });

  it('flags an amount-only Stripe dashboard refund of the Lite order too', async () => {
    const owner = await upgradedOwner();
    const lowerOrder = await orderRow(suite.ctx, owner.orderId);
    await dashboardStripe(suite.ctx).refunds.create({
      payment_intent: lowerOrder.stripePaymentIntentId!,
      amount: 100,
    });
    expect((await orderRow(suite.ctx, owner.orderId)).status).toBe('partially_refunded');
    expect(await flagsOn(owner.upgradeOrderId)).toHaveLength(1);
    expect(await statusOf(owner.user.id, owner.premiumLicenceId)).toBe('approved');
  });
});
