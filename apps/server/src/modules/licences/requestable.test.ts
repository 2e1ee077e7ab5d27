import { purchasedProductListSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buyer } from '../../../test/helpers/checkout';
import { HEX, requestLicence } from '../../../test/helpers/licences';
import { postRefund } from '../../../test/helpers/refunds';
import { linesOf, payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { lite, liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { downloadsModule } from '../downloads';
import { refundedLicenceTestModules } from './test-modules';

const suite = sellingSuite([...refundedLicenceTestModules, downloadsModule]);
let machines = 900;

const riskReward = () => suite.bySlug.get('risk-reward')!;
const bundle = () => suite.bySlug.get('pack-sessions')!;

type Auth = Record<string, string>;

/** What the indicators tab reads: `licenceRequestable` of the buyer's line of `productId` in `orderId`. */
async function offered(auth: Auth, orderId: string, productId: string) {
  const answer = await suite.ctx.app.inject({ url: '/api/users/purchases', headers: auth });
  expect(answer.statusCode).toBe(200);
  const entry = purchasedProductListSchema
    .parse(answer.json())
    .find((product) => product.orderId === orderId && product.productId === productId);
  return entry?.licenceRequestable ?? 'not listed';
}

/** The request the licence modal sends for a new machine. */
function ask(auth: Auth, orderId: string, productId: string) {
  machines += 1;
  return requestLicence(suite.ctx, auth, { orderId, productId, machineIdName: `${HEX(machines)}-Desk` });
}

describe('the purchases list says what the licence request route accepts (docs/rules/entitlements.md)', () => {
  it('offers a licence while the line has a seat left, and not once its seats are taken', async () => {
    const customer = await buyer(suite.ctx);
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: riskReward().id, qty: 2 }]);
    expect(await offered(customer.auth, orderId, riskReward().id)).toBe(true);
    expect((await ask(customer.auth, orderId, riskReward().id)).statusCode).toBe(201);
    expect(await offered(customer.auth, orderId, riskReward().id)).toBe(true);
    expect((await ask(customer.auth, orderId, riskReward().id)).statusCode).toBe(201);

    expect(await offered(customer.auth, orderId, riskReward().id)).toBe(false);
    const refused = await ask(customer.auth, orderId, riskReward().id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'license.quotaReached']);
  });

  it('offers none on a line whose free seat a partial refund gave back', async () => {
    const customer = await buyer(suite.ctx);
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: riskReward().id, qty: 2 }]);
    expect((await ask(customer.auth, orderId, riskReward().id)).statusCode).toBe(201);
    const [line] = await linesOf(suite.ctx, orderId);
    const refund = await postRefund(suite.ctx, suite.admin.auth, orderId, {
      reason: 'One seat back',
      lines: [{ itemId: line!.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);

    expect(await offered(customer.auth, orderId, riskReward().id)).toBe(false);
    const refused = await ask(customer.auth, orderId, riskReward().id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'license.quotaReached']);
  });

  it('offers none for an indicator a bundle took credit for, and one for the bundle’s other indicators', async () => {
    const customer = await buyer(suite.ctx);
    const first = await payCart(suite.ctx, customer.auth, [{ product: riskReward().id, qty: 1 }]);
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: bundle().id, qty: 1 }]);
    const contained = (await linesOf(suite.ctx, orderId)).filter((line) => line.bundleItemId !== null);
    const other = contained.find((line) => line.productId !== riskReward().id)!;

    expect(await offered(customer.auth, orderId, riskReward().id)).toBe(false);
    const refused = await ask(customer.auth, orderId, riskReward().id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'license.quotaReached']);
    // The credited order keeps the seat, and the bundle's other indicators have theirs.
    expect(await offered(customer.auth, first.orderId, riskReward().id)).toBe(true);
    expect(await offered(customer.auth, orderId, other.productId)).toBe(true);
    expect((await ask(customer.auth, orderId, other.productId)).statusCode).toBe(201);
    // The bundle's own line is not listed: its indicators hold the seats, and the route agrees.
    expect(await offered(customer.auth, orderId, bundle().id)).toBe('not listed');
    const own = await ask(customer.auth, orderId, bundle().id);
    expect([own.statusCode, own.json().code]).toEqual([400, 'license.productNotInOrder']);
  });

  it('lists no refunded order, whose licence the route refuses', async () => {
    const customer = await buyer(suite.ctx);
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: riskReward().id, qty: 1 }]);
    expect((await postRefund(suite.ctx, suite.admin.auth, orderId, { reason: 'Refund' })).statusCode).toBe(
      200,
    );

    expect(await offered(customer.auth, orderId, riskReward().id)).toBe('not listed');
    const refused = await ask(customer.auth, orderId, riskReward().id);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'license.orderNotPaid']);
  });

  it('lists no Lite line an upgrade ended, whose licence the route refuses', async () => {
    const owner = await liteOwner(suite);
    await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);

    expect(await offered(owner.auth, owner.orderId, lite(suite).id)).toBe('not listed');
    const refused = await ask(owner.auth, owner.orderId, lite(suite).id);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'license.productNotInOrder']);
  });
});
