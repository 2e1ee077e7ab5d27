import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../test/helpers/devices';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createModuleTestApp } from '../../../test/module-app';
import { countQueries } from '../../../test/query-count';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '.';

/**
 * The licence routes, the free checkout that makes a buyer (checkout), the leases the order lifecycle reports
 * to, and the signed file route (files).
 */
const composed = [licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

// Counted on PGlite, the default test database; the PostgreSQL run of the suite skips it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('no query per row', () => {
  it('lists my requests and the admin page in the same number of queries for 1 or 12 requests', {
    timeout: 120_000,
  }, async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop, 12);
    const ask = (n: number) =>
      requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(n)}-PC` });
    const mine = () => ctx.app.inject({ url: '/api/license/my-requests', headers: auth });
    const adminPage = () => ctx.app.inject({ url: '/api/admin/license-requests', headers: admin.auth });

    await ask(1);
    const mineOne = await countQueries(ctx, mine);
    const adminOne = await countQueries(ctx, adminPage);
    const requestCost = await countQueries(ctx, () => ask(2));
    for (let n = 3; n <= 12; n += 1) await ask(n);
    expect((await mine()).json()).toHaveLength(12);
    expect(await countQueries(ctx, mine)).toBe(mineOne);
    expect(await countQueries(ctx, adminPage)).toBe(adminOne);
    // A request costs the same whatever the buyer already holds: a fixed handful of statements.
    const first = (await mine()).json()[0]._id as string;
    await adminSetStatus(ctx, admin.auth, first, 'rejected');
    expect(await countQueries(ctx, () => ask(13))).toBe(requestCost);
    expect(mineOne).toBeGreaterThan(0);
    expect(requestCost).toBeGreaterThan(mineOne);
    // With the buyer's confirmation and the admins' alerts: their request row, the admins, one insert of mails.
    expect(requestCost).toBeLessThanOrEqual(15);
  });

  it("checks a seat's file in with a fixed handful of statements, the hottest path at market open (issue 46)", async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, buyer.product.slug);
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    const { licence } = (await pollToken(ctx, code.device_code)).json() as { licence: string };
    const checkIn = async () => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/license/validate',
        payload: { licence, machineId: code.machineId, clientVersion: '2.0.0', platformVersion: '8.1.6.0' },
      });
      expect(answer.json()).toMatchObject({ reason: 'valid' });
    };
    await checkIn();
    // The per-licence limit's check that the licence exists, then one statement and no transaction: the machine
    // marked seen while its seat stands, answered with its product, buyer and live lines, the check-in recorded.
    expect(await countQueries(ctx, checkIn)).toBe(2);
  });
});
