import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer } from '../../../test/helpers/checkout';
import { putOrderPaid } from '../../../test/helpers/order-lifecycle';
import { postRefund } from '../../../test/helpers/refunds';
import { expectTranslatedRefusal, payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { orders } from '../../lib/db/schema';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { checkoutModule } from '.';

const suite = sellingSuite([checkoutModule, refundsModule, leasesModule], ['risk-reward']);

const putPaid = (orderId: string, isPaid: boolean, language = 'fr') =>
  putOrderPaid(suite.ctx, suite.admin.auth, orderId, isPaid, language);

describe('re-marking a credited bundle paid (docs/rules/entitlements.md, found by the model test)', () => {
  it('is refused once the credited order was refunded meanwhile: the bundle would be held for its credited price', async () => {
    const customer = await buyer(suite.ctx);
    const riskReward = suite.bySlug.get('risk-reward')!;
    const bundle = suite.bySlug.get('pack-sessions')!;
    const owned = await payCart(suite.ctx, customer.auth, [{ product: riskReward.id, qty: 1 }]);
    const credited = await payCart(suite.ctx, customer.auth, [{ product: bundle.id, qty: 1 }]);
    expect((await putPaid(credited.orderId, false)).statusCode).toBe(200);
    const refund = await postRefund(suite.ctx, suite.admin.auth, owned.orderId, {
      reason: 'Changed their mind',
    });
    expect(refund.statusCode).toBe(200);

    await expectTranslatedRefusal(
      (language) => putPaid(credited.orderId, true, language),
      409,
      'admin.orderDependencyGone',
    );
    const [row] = await suite.ctx.app.db.select().from(orders).where(eq(orders.id, credited.orderId));
    expect(row!.isPaid).toBe(false);
  });
});
