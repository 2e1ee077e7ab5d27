import { orderListSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buyer } from '../../../test/helpers/checkout';
import { requestRefundOfOneUnit } from '../../../test/helpers/refunds';
import { freeOrder, payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { checkoutModule } from '../checkout';
import { licencesModule } from '../licences';
import { ordersModule } from '../orders';
import { refundsModule } from '../refunds';
import { refundRequestsModule } from '.';

const suite = sellingSuite([
  refundRequestsModule,
  ordersModule,
  refundsModule,
  checkoutModule,
  licencesModule,
]);

const myOrders = async (auth: Record<string, string>) => {
  const answer = await suite.ctx.app.inject({ url: '/api/orders/mine', headers: auth });
  expect(answer.statusCode).toBe(200);
  return orderListSchema.parse(answer.json());
};

const askRefund = (auth: Record<string, string>, orderId: string) =>
  requestRefundOfOneUnit(suite.ctx, auth, orderId);

describe('the orders list says what the refund request route accepts (docs/rules/entitlements.md)', () => {
  it('does not offer a refund request of a Lite order an upgrade replaced, which the route refuses', async () => {
    const owner = await liteOwner(suite);
    const upgrade = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    const listed = await myOrders(owner.auth);
    const byId = new Map(listed.map((order) => [order._id, order.refundRequestable]));
    expect(byId.get(owner.orderId)).toBe(false);
    expect((await askRefund(owner.auth, owner.orderId)).json().code).toBe('refundRequest.upgraded');
    // The upgrade order itself may be asked back, and the route agrees.
    expect(byId.get(upgrade.orderId)).toBe(true);
    expect((await askRefund(owner.auth, upgrade.orderId)).statusCode).toBe(201);
    // Once a request is open, neither offers it any more.
    const after = new Map((await myOrders(owner.auth)).map((order) => [order._id, order.refundRequestable]));
    expect(after.get(upgrade.orderId)).toBe(false);
  });

  it('offers a paid order within the 7 days, and not a free one', async () => {
    const customer = await buyer(suite.ctx);
    const paid = await payCart(suite.ctx, customer.auth, [
      { product: suite.bySlug.get('risk-reward')!.id, qty: 1 },
    ]);
    const freeOrderId = await freeOrder(suite.ctx, customer.auth, suite.bySlug.get('vwap-lite')!.id);
    const byId = new Map(
      (await myOrders(customer.auth)).map((order) => [order._id, order.refundRequestable]),
    );
    expect(byId.get(paid.orderId)).toBe(true);
    expect(byId.get(freeOrderId)).toBe(false);
    expect((await askRefund(customer.auth, freeOrderId)).json().code).toBe('refundRequest.free');
  });
});
