import { adminProductStatsSchema, dashboardSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite((suite) => {
  ({ ctx, shop, admin } = suite);
});

describe('back-office figures net of refunds', () => {
  it('takes what was given back out of the dashboard revenue and the product stats', async () => {
    const product = shop.paid[0]!;
    const dashboard = async () =>
      dashboardSchema.parse(
        (await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).json(),
      );
    const stats = async () =>
      adminProductStatsSchema.parse(
        (await ctx.app.inject({ url: '/api/admin/products/stats', headers: admin.auth })).json(),
      );
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    const [revenueBefore, statsBefore] = [(await dashboard()).stats.revenue.total, await stats()];
    const plan = (
      await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
    ).json() as {
      lines: { itemId: string }[];
    };
    await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One unit',
      lines: [{ itemId: plan.lines[0]!.itemId, quantity: 1 }],
    });
    const unit = product.priceCents / 100;
    expect((await dashboard()).stats.revenue.total).toBeCloseTo(revenueBefore - unit, 2);
    expect((await stats()).totalRevenue[0]!.amount).toBe(
      statsBefore.totalRevenue[0]!.amount - product.priceCents,
    );
    await postRefund(ctx, admin.auth, customer.orderId, { reason: 'The rest' });
    expect((await dashboard()).stats.revenue.total).toBeCloseTo(revenueBefore - 2 * unit, 2);
    expect((await stats()).totalSales).toBe(statsBefore.totalSales - 1);
  });
});
