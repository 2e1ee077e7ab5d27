import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../../test/helpers/devices';
import { buyerWithFreeOrder } from '../../../../test/helpers/licences';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { deviceAuthorizations } from '../../../lib/db/schema';
import { checkoutModule } from '../../checkout';
import { leasesModule } from '../../leases';
import { licencesModule } from '..';

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp([licencesModule, checkoutModule, leasesModule], {
    MAIL_WORKER_ENABLED: 'false',
  });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/** The poll, with its last poll moved back past the interval: each poll here is a patient indicator's. */
async function patientPoll(deviceCode: string, language = 'en') {
  await ctx.app.db.update(deviceAuthorizations).set({ lastPolledAt: null });
  return pollToken(ctx, deviceCode, language);
}

describe("the indicator's poll after an approval refused for full seats (docs/rules/seats.md)", () => {
  it('stays pending with the shop’s message to free a machine, in both languages, until one is freed', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const activations: string[] = [];
    for (const machineName of ['Desk', 'Laptop']) {
      const code = await askDeviceCode(ctx, buyer.product.slug, { machineName });
      expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
      activations.push((await patientPoll(code.device_code)).json().activationId);
    }
    const third = await askDeviceCode(ctx, buyer.product.slug, { machineName: 'VPS' });
    // Not decided yet: the plain pending answer.
    expect((await patientPoll(third.device_code)).json().code).toBe('device.token.pending');
    expect((await decide(ctx, buyer.auth, third.user_code)).statusCode).toBe(409);

    const en = await patientPoll(third.device_code);
    expect([en.statusCode, en.json().error, en.json().code]).toEqual([
      400,
      'authorization_pending',
      'device.seatsFull',
    ]);
    expect(en.json().message).toContain('2 machine(s)');
    expect(en.json().message).toContain('Free a machine');
    expect((await patientPoll(third.device_code, 'fr')).json().message).toContain('Libérez une machine');

    const freed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/device/machines/${activations[0]}`,
      headers: buyer.auth,
    });
    expect(freed.statusCode).toBe(204);
    // A place is free: the code waits for the buyer's approval again, which now succeeds.
    expect((await patientPoll(third.device_code)).json().code).toBe('device.token.pending');
    expect((await decide(ctx, buyer.auth, third.user_code)).statusCode).toBe(200);
    expect((await patientPoll(third.device_code)).statusCode).toBe(200);
  });
});
