import { adminRefundPlanSchema, shortOrderId } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buyer } from '../../../test/helpers/checkout';
import { postRefund } from '../../../test/helpers/refunds';
import { payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { refundTestModules } from './test-modules';

const suite = sellingSuite(refundTestModules);

/** The refund dialog's plan of an order, in the admin's language. */
async function planOf(orderId: string, language = 'en') {
  const answer = await suite.ctx.app.inject({
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...suite.admin.auth, 'accept-language': language },
  });
  expect(answer.statusCode).toBe(200);
  return adminRefundPlanSchema.parse(answer.json());
}

describe('the refund dialog names the lines a later order stands on (docs/rules/entitlements.md)', () => {
  it('says a Lite line an upgrade ended cannot be refunded, as the route refuses, until the upgrade is', async () => {
    const owner = await liteOwner(suite);
    const upgrade = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    const short = shortOrderId(upgrade.orderId);

    const [line] = (await planOf(owner.orderId)).lines;
    expect(line!.dependedOn?.code).toBe('refund.upgraded');
    expect(line!.dependedOn?.message).toContain(`#${short}`);
    expect((await planOf(owner.orderId, 'fr')).lines[0]!.dependedOn?.message).toContain(`n° ${short}`);
    const refused = await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund Lite' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, line!.dependedOn?.code]);

    expect((await planOf(upgrade.orderId)).lines[0]!.dependedOn).toBeNull();
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, upgrade.orderId, { reason: 'Back' })).statusCode,
    ).toBe(200);
    expect((await planOf(owner.orderId)).lines[0]!.dependedOn).toBeNull();
    const accepted = await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund Lite' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('says an indicator a bundle took credit for cannot be refunded, as the route refuses', async () => {
    const customer = await buyer(suite.ctx);
    const first = await payCart(suite.ctx, customer.auth, [
      { product: suite.bySlug.get('risk-reward')!.id, qty: 1 },
    ]);
    await payCart(suite.ctx, customer.auth, [{ product: suite.bySlug.get('pack-sessions')!.id, qty: 1 }]);

    const [line] = (await planOf(first.orderId)).lines;
    expect(line!.dependedOn?.code).toBe('refund.credited');
    const refused = await postRefund(suite.ctx, suite.admin.auth, first.orderId, { reason: 'Refund R/R' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'refund.credited']);
    expect(refused.json().message).toBe(line!.dependedOn?.message);
  });
});
