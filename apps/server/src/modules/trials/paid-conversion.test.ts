import { checkoutSessionResponseSchema, licenceRequestListSchema, trialListSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  createSession,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../checkout';
import { licencesModule } from '../licences';
import { trialsModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([trialsModule, checkoutModule, licencesModule], (suite) => {
  ({ ctx, shop } = suite);
});

describe('a card payment during the trial', () => {
  it('makes the paid order’s licence the trial’s machine, signed, without the buyer asking', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid[0]!;
    await offerTrial(ctx.app, product.id, 14);
    const machineId = TRIAL_HEX(77);
    const trial = await startTrial(ctx, auth, { productId: product.id, machineIdName: `${machineId}-Desk` });
    expect(trial.statusCode).toBe(201);

    const created = await createSession(ctx, auth, [{ product: product.id, qty: 1 }], 'en');
    const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
    // Not paid yet: the trial is still only a trial.
    const before = trialListSchema.parse(
      (await ctx.app.inject({ url: '/api/trials', headers: auth })).json(),
    );
    expect(before[0]!.convertedOrderId).toBeNull();

    expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'paid' });
    const licences = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: auth })).json(),
    );
    expect(licences).toEqual([
      expect.objectContaining({ orderId, machineId, status: 'approved', licenseAvailable: true }),
    ]);
    const after = trialListSchema.parse((await ctx.app.inject({ url: '/api/trials', headers: auth })).json());
    expect(after[0]!.convertedOrderId).toBe(orderId);
  });
});
