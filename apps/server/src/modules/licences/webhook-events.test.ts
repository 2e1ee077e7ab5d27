import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, HEX, requestLicence } from '../../../test/helpers/licences';
import { testAdminActor } from '../../../test/helpers/order-lifecycle';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { insertWebhookEndpoint, recordedEvents } from '../../../test/helpers/webhooks';
import type { TestApp } from '../../../test/test-app';
import { lockOrder } from '../order-lifecycle';
import { webhooksModule } from '../webhooks';
import { refundedLicenceTestModules } from './test-modules';

/**
 * A licence's first signed file is `licence.issued`, its revocation (the order refunded or unmarked, an
 * admin's) `licence.revoked` (docs/rules/webhooks.md), each in the transaction that changed the licence.
 */
let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite([...refundedLicenceTestModules, webhooksModule], (suite) => {
  ({ ctx, shop, admin } = suite);
});
beforeAll(async () => {
  await insertWebhookEndpoint(ctx.app.db, ['licence.issued', 'licence.revoked']);
});

const licenceEvents = async (licenceId: string) =>
  (await recordedEvents(ctx.app.db, ['licence.issued', 'licence.revoked'])).filter(
    (event) => event.data.licenceId === licenceId,
  );

let machine = 5000;
/** A buyer's paid order of one seat and their licence request on a new machine, still pending. */
async function requestedLicence() {
  machine += 1;
  const product = shop.paid[0]!;
  const customer = await paidOrder(ctx, [{ product: product.id, qty: 1 }], 'en');
  const requested = await requestLicence(ctx, customer.auth, {
    productId: product.id,
    orderId: customer.orderId,
    machineIdName: `${HEX(machine)}-Desk`,
  });
  expect(requested.statusCode).toBe(201);
  const licenceId = (requested.json() as { _id: string })._id;
  const data = {
    licenceId,
    orderId: customer.orderId,
    productId: product.id,
    machineId: HEX(machine),
    customer: { userId: customer.user.id, email: customer.user.email },
    at: expect.any(String),
  };
  return { ...customer, licenceId, data };
}

describe('licence.issued and licence.revoked', () => {
  it('records the first approval only, then the revocation by a refund', async () => {
    const { licenceId, orderId, data } = await requestedLicence();
    expect(await licenceEvents(licenceId)).toEqual([]);
    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'approved')).statusCode).toBe(200);
    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'installed')).statusCode).toBe(200);
    expect((await licenceEvents(licenceId)).map((event) => event.data)).toEqual([data]);
    expect((await postRefund(ctx, admin.auth, orderId, { reason: 'Refund' })).statusCode).toBe(200);
    expect(await licenceEvents(licenceId)).toEqual([
      { type: 'licence.issued', timestamp: expect.any(String), data },
      { type: 'licence.revoked', timestamp: expect.any(String), data },
    ]);
  });

  it("records an admin's revocation, and none for an unmarking rolled back", async () => {
    const { licenceId, orderId, data } = await requestedLicence();
    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'approved')).statusCode).toBe(200);
    const actor = await testAdminActor(ctx.app);
    const rolledBack = ctx.app.db.transaction(async (tx) => {
      await ctx.app.orderLifecycle.unmark(tx, (await lockOrder(tx, orderId))!, actor);
      throw new Error('the caller fails after the unmarking');
    });
    await expect(rolledBack).rejects.toThrow('the caller fails');
    expect((await licenceEvents(licenceId)).map((event) => event.type)).toEqual(['licence.issued']);

    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'revoked')).statusCode).toBe(200);
    expect((await adminSetStatus(ctx, admin.auth, licenceId, 'revoked')).statusCode).toBe(200);
    expect(await licenceEvents(licenceId)).toEqual([
      { type: 'licence.issued', timestamp: expect.any(String), data },
      { type: 'licence.revoked', timestamp: expect.any(String), data },
    ]);
  });
});
