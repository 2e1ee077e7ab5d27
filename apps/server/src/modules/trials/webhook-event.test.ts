import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { TRIAL_HEX, trialDepsOf } from '../../../test/helpers/trials';
import { insertWebhookEndpoint } from '../../../test/helpers/webhooks';
import { products, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../lib/db/schema';
import { startTrial } from './service';

/**
 * A started trial is a `trial.started` event for the owner's tools (docs/rules/webhooks.md), recorded in the
 * trial's own transaction through the webhooks' outbox: one delivery per subscribed endpoint, none when the
 * trial is refused.
 */
const world = useModuleWorld();
let deps: ReturnType<typeof trialDepsOf>;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  deps = trialDepsOf(world());
  const [published] = await world().db.select().from(products).where(eq(products.published, true)).limit(1);
  product = published!;
  await world().db.update(products).set({ trialDays: 14 }).where(eq(products.id, product.id));
});

describe('trial.started', () => {
  it('is recorded with the trial, for the endpoint subscribed to it, and not for a refused trial', async () => {
    const { db } = world();
    const endpointId = await insertWebhookEndpoint(db, ['trial.started']);
    const user = await insertUser(db, { emailVerifiedAt: new Date() });
    const body = { productId: product.id, machineIdName: `${TRIAL_HEX(77)}-Desk` };
    const trial = await startTrial(deps, user.id, body, 'en');
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.type, 'trial.started'));
    expect(event!.payload).toMatchObject({
      type: 'trial.started',
      data: { trialId: trial._id, productId: product.id, customer: { userId: user.id, email: user.email } },
    });
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, event!.id));
    expect(deliveries.map((row) => row.endpointId)).toEqual([endpointId]);

    // The same machine again: refused, and its transaction leaves no event behind.
    await expect(startTrial(deps, user.id, body, 'en')).rejects.toMatchObject({ statusCode: 409 });
    expect(await db.$count(webhookEvents, eq(webhookEvents.type, 'trial.started'))).toBe(1);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  });
});
