import { adminRefundPlanSchema } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { HEX, requestLicence } from '../../../test/helpers/licences';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, seatActivations } from '../../lib/db/schema';
import { refundTestModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite(refundTestModules, (suite) => {
  ({ ctx, shop, admin } = suite);
});

const HOUR = 3_600_000;

/** A machine the buyer signed in from the indicator, last seen `hoursAgo` ago. */
async function seatMachine(userId: string, productId: string, machineId: string, hoursAgo: number) {
  const seen = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await ctx.app.db
    .insert(seatActivations)
    .values({
      userId,
      productId,
      machineId,
      machineName: `PC-${hoursAgo}`,
      platformVersion: '8.1.5',
      activatedAt: seen,
      lastSeenAt: seen,
    })
    .returning();
  return row!.id;
}

describe('a partial refund frees the seat machines beyond seats × N (docs/rules/seats.md)', () => {
  it('frees the longest unseen seat machines, keeps one sharing a Machine-ID licence, audits each', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    const userId = customer.user.id;
    const licensed = HEX(0x46101);
    const request = await requestLicence(ctx, customer.auth, {
      productId: product.id,
      orderId: customer.orderId,
      machineIdName: `${licensed}-Office`,
    });
    expect(request.statusCode).toBe(201);
    // Two seats × 2 = 4 places: the Machine-ID licence and three seat machines, one on the licence's machine.
    const sameMachine = await seatMachine(userId, product.id, licensed.toLowerCase(), 100);
    const oldest = await seatMachine(userId, product.id, HEX(0x46102), 50);
    const recent = await seatMachine(userId, product.id, HEX(0x46103), 1);
    const older = await seatMachine(userId, product.id, HEX(0x46104), 20);

    const plan = adminRefundPlanSchema.parse(
      (
        await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
      ).json(),
    );
    const refund = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One seat',
      lines: [{ itemId: plan.lines[0]!.itemId, quantity: 1 }],
    });
    expect(refund.json()).toMatchObject({ status: 'partially_refunded' });

    // One seat × 2 places: the licence's machine (its seat sign-in rides on it) and the most recently seen.
    const live = await ctx.app.db
      .select({ id: seatActivations.id })
      .from(seatActivations)
      .where(and(eq(seatActivations.userId, userId), isNull(seatActivations.releasedAt)));
    expect(live.map((row) => row.id).sort()).toEqual([sameMachine, recent].sort());
    const freed = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(and(eq(seatActivations.userId, userId), eq(seatActivations.releasedBy, 'seatsLost')));
    expect(freed.map((row) => row.id).sort()).toEqual([oldest, older].sort());
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'seat.releaseBeyondSeats'));
    const targets = audit.filter((entry) => [`seat:${oldest}`, `seat:${older}`].includes(entry.target ?? ''));
    expect(targets).toHaveLength(2);
    expect(targets[0]).toMatchObject({ adminId: null, before: { userId, productId: product.id } });

    const machines = await ctx.app.inject({ url: '/api/device/machines', headers: customer.auth });
    const listed = machines.json().products[0];
    expect([listed.seats, listed.machines.length]).toEqual([1, 3]);
  });

  it('frees nothing while the seats left still hold every machine', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    await seatMachine(customer.user.id, product.id, HEX(0x46201), 3);
    await seatMachine(customer.user.id, product.id, HEX(0x46202), 2);
    const plan = adminRefundPlanSchema.parse(
      (
        await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
      ).json(),
    );
    await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One seat',
      lines: [{ itemId: plan.lines[0]!.itemId, quantity: 1 }],
    });
    const live = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(and(eq(seatActivations.userId, customer.user.id), isNull(seatActivations.releasedAt)));
    expect(live).toHaveLength(2);
  });

  it('a full refund of the only order frees every seat machine of the product', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 1 }]);
    await seatMachine(customer.user.id, product.id, HEX(0x46301), 3);
    await seatMachine(customer.user.id, product.id, HEX(0x46302), 2);
    const refund = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'All of it' });
    expect(refund.json()).toMatchObject({ status: 'refunded' });
    const live = await ctx.app.db
      .select()
      .from(seatActivations)
      .where(and(eq(seatActivations.userId, customer.user.id), isNull(seatActivations.releasedAt)));
    expect(live).toHaveLength(0);
  });
});
