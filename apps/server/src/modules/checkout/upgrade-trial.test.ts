import { activeLicenceStatuses } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payCart } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { liteOwner, premium, upgradeLine } from '../../../test/helpers/upgrades';
import { licenceRequests, trials } from '../../lib/db/schema';
import { licencesModule } from '../licences';
import { trialsModule } from '../trials';
import { checkoutModule } from '.';

const suite = sellingSuite(
  [checkoutModule, licencesModule, trialsModule],
  ['volume-profile-lite', 'volume-profile-premium'],
);

describe('an upgrade paid during a trial of its target (docs/rules/upgrades.md, trials.md)', () => {
  it('moves the lower licence and grants no licence beyond the seats the upgrade covers', async () => {
    const owner = await liteOwner(suite);
    await offerTrial(suite.ctx.app, premium(suite).id, 14);
    const trial = await startTrial(suite.ctx, owner.auth, {
      productId: premium(suite).id,
      machineIdName: `${TRIAL_HEX(42)}-Desk`,
    });
    expect(trial.statusCode).toBe(201);

    const { orderId } = await payCart(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)]);
    const live = await suite.ctx.app.db
      .select()
      .from(licenceRequests)
      .where(
        and(
          eq(licenceRequests.orderId, orderId),
          inArray(licenceRequests.status, [...activeLicenceStatuses]),
        ),
      );
    // One seat of Lite upgraded: one Premium licence, the Lite one moved to Premium on its machine.
    expect(live.map((licence) => licence.machineId)).toEqual([owner.machineId]);
    // The trial is bought all the same: its end mails are not sent to a buyer of the product.
    const [row] = await suite.ctx.app.db.select().from(trials).where(eq(trials.userId, owner.user.id));
    expect(row!.convertedOrderId).toBe(orderId);
  });
});
