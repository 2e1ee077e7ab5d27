import { licenceRequestListSchema, trialListSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress, type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { mailQueue } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule, verifyLicence } from '../licences';
import { trialsModule } from '.';

/**
 * The trial routes, the licences they deliver, the checkout that converts them, the leases a trial may start,
 * and the signed file route (files).
 */
const composed = [trialsModule, licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  await offerTrial(ctx.app, shop.free[0]!.id, 14);
});
afterAll(() => ctx.close());

const checkOutFree = (auth: Record<string, string>, productId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: productId, qty: 1 }] },
  });

describe('buying during a trial keeps the machine', () => {
  it('turns the trial into a signed licence for its machine on the paid order, once, and tells the buyer', async () => {
    const buyer = await createUser(ctx.app, { ...billingAddress, language: 'fr' });
    const product = shop.free[0]!;
    const machineId = TRIAL_HEX(900);
    const trial = (
      await startTrial(ctx, buyer.auth, { productId: product.id, machineIdName: `${machineId}-Bureau` })
    ).json();

    const order = await checkOutFree(buyer.auth, product.id);
    expect(order.statusCode).toBe(200);
    const { orderId } = order.json() as { orderId: string };

    const licences = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: buyer.auth })).json(),
    );
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({
      orderId,
      machineId,
      machineName: 'Bureau',
      status: 'approved',
      licenseAvailable: true,
      product: { _id: product.id },
    });
    const link = await ctx.app.inject({
      url: `/api/license/requests/${licences[0]!._id}/file`,
      headers: buyer.auth,
    });
    const file = await ctx.app.inject({ url: link.json().licenseUrl, headers: buyer.auth });
    const claims = await verifyLicence(file.body, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ kind: 'lifetime', machineId, orderId });

    const mine = trialListSchema.parse(
      (await ctx.app.inject({ url: '/api/trials', headers: buyer.auth })).json(),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        _id: trial._id,
        convertedOrderId: orderId,
        active: true,
        state: 'converted',
      }),
    ]);
    const approvals = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, buyer.user.email), eq(mailQueue.template, 'licence-approved')));
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.subject).toBe(`Votre licence ${product.nameFr} est approuvée`);

    // The seat is the trial's machine: asking again for it is a duplicate, and the line has no seat left.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/license/request',
      headers: buyer.auth,
      payload: { productId: product.id, orderId, machineIdName: `${machineId}-Bureau` },
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves another buyer’s trial, and the buyer’s trials of products not in the order, alone', async () => {
    const buyer = await createUser(ctx.app, billingAddress);
    const stranger = await createUser(ctx.app, billingAddress);
    const other = shop.paid[0]!;
    await offerTrial(ctx.app, other.id, 7);
    const product = shop.free[0]!;
    expect(
      (await startTrial(ctx, stranger.auth, { productId: product.id, machineIdName: `${TRIAL_HEX(901)}-PC` }))
        .statusCode,
    ).toBe(201);
    expect(
      (await startTrial(ctx, buyer.auth, { productId: other.id, machineIdName: `${TRIAL_HEX(902)}-PC` }))
        .statusCode,
    ).toBe(201);
    expect((await checkOutFree(buyer.auth, product.id)).statusCode).toBe(200);
    const mine = trialListSchema.parse(
      (await ctx.app.inject({ url: '/api/trials', headers: buyer.auth })).json(),
    );
    expect(mine.map((row) => row.convertedOrderId)).toEqual([null]);
    const theirs = trialListSchema.parse(
      (await ctx.app.inject({ url: '/api/trials', headers: stranger.auth })).json(),
    );
    expect(theirs.map((row) => row.convertedOrderId)).toEqual([null]);
    await offerTrial(ctx.app, other.id, null);
  });
});
