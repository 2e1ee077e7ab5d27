import { upgradeOffersSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { postRefund } from '../../../test/helpers/refunds';
import { checkout, expectTranslatedRefusal, linesOf, payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { liteOwner, upgradeLine } from '../../../test/helpers/upgrades';
import { refunds } from '../../lib/db/schema';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { checkoutModule } from '.';

const suite = sellingSuite([checkoutModule, licencesModule, refundsModule, leasesModule]);

type Owner = Awaited<ReturnType<typeof liteOwner>>;

/** Whether `GET /api/upgrades` offers an upgrade from the owner's Lite order. */
async function offered(owner: Owner) {
  const answer = await suite.ctx.app.inject({ url: '/api/upgrades', headers: owner.auth });
  expect(answer.statusCode).toBe(200);
  return upgradeOffersSchema.parse(answer.json()).offers.some((offer) => offer.fromOrderId === owner.orderId);
}

/** A refund of the Lite line reserved by an admin and not yet recorded (the provider has not answered). */
async function refundUnderWay(owner: Owner) {
  const [line] = await linesOf(suite.ctx, owner.orderId);
  await suite.ctx.app.db.insert(refunds).values({
    orderId: owner.orderId,
    status: 'requested',
    amountCents: line!.unitPriceCents,
    reason: 'Under way',
    lines: [{ orderItemId: line!.id, quantity: 1 }],
    licenceIds: [],
  });
}

const cases: { name: string; status: number; code: string; arrange(owner: Owner): Promise<unknown> }[] = [
  {
    name: 'refunded',
    status: 403,
    code: 'upgrade.notOwned',
    arrange: (owner) => postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund' }),
  },
  {
    name: 'unmarked',
    status: 403,
    code: 'upgrade.notOwned',
    arrange: (owner) => unmarkOrder(suite.ctx.app, owner.orderId),
  },
  {
    name: 'upgraded already',
    status: 409,
    code: 'upgrade.alreadyUpgraded',
    arrange: (owner) => payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]),
  },
  { name: 'being refunded', status: 409, code: 'upgrade.refundUnderWay', arrange: refundUnderWay },
];

describe('the upgrade offers say what checkout accepts (docs/rules/entitlements.md, upgradeRefusals)', () => {
  it('offers an upgrade from a Lite line that checkout accepts', async () => {
    const owner = await liteOwner(suite);
    expect(await offered(owner)).toBe(true);
    const accepted = await checkout(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it.each(cases)('offers none from a Lite line $name, which checkout refuses', async (refusal) => {
    const owner = await liteOwner(suite);
    await refusal.arrange(owner);
    expect(await offered(owner)).toBe(false);
    const refused = await checkout(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    expect([refused.statusCode, refused.json().code]).toEqual([refusal.status, refusal.code]);
  });

  it('says in both languages that a refund under way stops the upgrade', async () => {
    const owner = await liteOwner(suite);
    await refundUnderWay(owner);
    const messages = await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)], language),
      409,
      'upgrade.refundUnderWay',
    );
    expect(messages.en).toContain('A refund of this order of “Volume Profile Lite” is under way');
  });
});
