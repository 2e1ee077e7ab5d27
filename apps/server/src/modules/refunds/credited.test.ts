import { shortOrderId } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, orderRow } from '../../../test/helpers/checkout';
import { HEX, requestLicence } from '../../../test/helpers/licences';
import { putOrderPaid } from '../../../test/helpers/order-lifecycle';
import { dashboardStripe, postRefund, requestRefundOfOneUnit } from '../../../test/helpers/refunds';
import {
  approvedLicence,
  expectTranslatedRefusal,
  licencesOf,
  linesOf,
  payCart,
} from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { adminAuditLog } from '../../lib/db/schema';
import { refundTestModules } from './test-modules';

const suite = sellingSuite(refundTestModules);
let machines = 600;

const bundle = () => suite.bySlug.get('pack-sessions')!;
const riskReward = () => suite.bySlug.get('risk-reward')!;

/**
 * A buyer who bought Risk/Reward (with a licence on a machine), then the Sessions Bundle with its credit
 * (docs/rules/bundles.md): the bundle's price took Risk/Reward's off.
 */
async function creditedBuyer() {
  const customer = await buyer(suite.ctx);
  const first = await payCart(suite.ctx, customer.auth, [{ product: riskReward().id, qty: 1 }]);
  machines += 1;
  const licenceId = await approvedLicence(suite.ctx, customer.auth, suite.admin.auth, {
    orderId: first.orderId,
    productId: riskReward().id,
    machineId: HEX(machines),
  });
  const second = await payCart(suite.ctx, customer.auth, [{ product: bundle().id, qty: 1 }]);
  return { ...customer, riskOrderId: first.orderId, bundleOrderId: second.orderId, licenceId };
}

const flagsOn = (bundleOrderId: string) =>
  suite.ctx.app.db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, 'refund.creditedLower'),
        eq(adminAuditLog.target, `order:${bundleOrderId}`),
      ),
    );

describe('an order a bundle took credit for (docs/rules/entitlements.md)', () => {
  it('refuses the admin refund of the credited order while the bundle stands, naming the bundle order, in both languages', async () => {
    const owner = await creditedBuyer();
    const refused = await expectTranslatedRefusal(
      (language) =>
        postRefund(suite.ctx, suite.admin.auth, owner.riskOrderId, { reason: 'Refund R/R' }, language),
      409,
      'refund.credited',
    );
    const short = shortOrderId(owner.bundleOrderId);
    expect(refused.en).toContain(`#${short}`);
    expect(refused.fr).toContain(`n° ${short}`);
    expect((await orderRow(suite.ctx, owner.riskOrderId)).status).toBe('paid');

    // The bundle refunded first, the credited order may go.
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.bundleOrderId, { reason: 'Bundle' })).statusCode,
    ).toBe(200);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.riskOrderId, { reason: 'R/R' })).statusCode,
    ).toBe(200);
  });

  it("refuses the buyer's refund request of the credited order, in both languages", async () => {
    const owner = await creditedBuyer();
    await expectTranslatedRefusal(
      (language) => requestRefundOfOneUnit(suite.ctx, owner.auth, owner.riskOrderId, language),
      409,
      'refundRequest.credited',
    );
  });

  it('refuses unmarking the credited order while the bundle stands, in both languages', async () => {
    const owner = await creditedBuyer();
    const unmark = (language: string) =>
      putOrderPaid(suite.ctx, suite.admin.auth, owner.riskOrderId, false, language);
    const refused = await expectTranslatedRefusal(unmark, 409, 'admin.orderCredited');
    expect(refused.en).toContain(`#${shortOrderId(owner.bundleOrderId)}`);
    expect((await orderRow(suite.ctx, owner.riskOrderId)).status).toBe('paid');
  });

  it('records a Stripe dashboard refund of the credited order and flags the bundle order to the admin', async () => {
    const owner = await creditedBuyer();
    const order = await orderRow(suite.ctx, owner.riskOrderId);
    await dashboardStripe(suite.ctx).refunds.create({ payment_intent: order.stripePaymentIntentId! });
    expect((await orderRow(suite.ctx, owner.riskOrderId)).status).toBe('refunded');
    expect(await flagsOn(owner.bundleOrderId)).toHaveLength(1);
  });

  it('gives no second seat for the credited indicator: the bundle line adds none, the credited line keeps its own', async () => {
    const owner = await creditedBuyer();
    const lines = await linesOf(suite.ctx, owner.bundleOrderId);
    const credited = lines.find((line) => line.productId === riskReward().id)!;
    const [riskLine] = await linesOf(suite.ctx, owner.riskOrderId);
    expect(credited.creditedItemId).toBe(riskLine!.id);
    machines += 1;
    const second = await requestLicence(suite.ctx, owner.auth, {
      orderId: owner.bundleOrderId,
      productId: riskReward().id,
      machineIdName: `${HEX(machines)}-PC`,
    });
    expect([second.statusCode, second.json().code]).toEqual([409, 'license.quotaReached']);
    const live = (await licencesOf(suite.ctx, owner.user.id)).filter(
      (row) => row.productId === riskReward().id && row.status === 'approved',
    );
    expect(live.map((row) => row.id)).toEqual([owner.licenceId]);
  });
});
