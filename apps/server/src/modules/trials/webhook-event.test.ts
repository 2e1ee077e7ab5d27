import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { TRIAL_HEX, trialDepsOf } from '../../../test/helpers/trials';
import { insertWebhookEndpoint, recordedEvents } from '../../../test/helpers/webhooks';
import {
  orderItems,
  orders,
  products,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../lib/db/schema';
import { convertTrials } from './conversion';
import { sendTrialMails } from './mails';
import { startTrial } from './service';

/**
 * A started trial is a `trial.started` event, an ended one (at its end, or converted by a purchase) a
 * `trial.ended` event for the owner's tools (docs/rules/webhooks.md), recorded in the
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

let machine = 100;
/** A new buyer's trial of the product, started through the service. */
async function runningTrial() {
  machine += 1;
  const user = await insertUser(world().db, { emailVerifiedAt: new Date() });
  const body = { productId: product.id, machineIdName: `${TRIAL_HEX(machine)}-Desk` };
  return { user, trial: await startTrial(deps, user.id, body, 'en') };
}

const endedEvents = async (trialId: string) =>
  (await recordedEvents(world().db, ['trial.ended']))
    .map((event) => event.data)
    .filter((data) => data.trialId === trialId);

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

describe('trial.ended', () => {
  it('is recorded once when a trial reaches its end, and not by an end whose transaction failed', async () => {
    const { db } = world();
    const endpointId = await insertWebhookEndpoint(db, ['trial.ended']);
    const { user, trial } = await runningTrial();
    const afterEnd = new Date(new Date(trial.endsAt).getTime() + 3_600_000);
    const mailDown = { ...deps, mail: { enqueue: () => Promise.reject(new Error('mail queue down')) } };
    await expect(sendTrialMails(mailDown, afterEnd)).rejects.toThrow('mail queue down');
    expect(await endedEvents(trial._id)).toEqual([]);

    await sendTrialMails(deps, afterEnd);
    await sendTrialMails(deps, afterEnd);
    expect(await endedEvents(trial._id)).toEqual([
      {
        trialId: trial._id,
        productId: product.id,
        customer: { userId: user.id, email: user.email },
        endsAt: new Date(trial.endsAt).toISOString(),
      },
    ]);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  });

  it('is recorded when a purchase converts the trial, and not again at its end', async () => {
    const { db } = world();
    const endpointId = await insertWebhookEndpoint(db, ['trial.ended']);
    const { user, trial } = await runningTrial();
    const [order] = await db
      .insert(orders)
      .values({ userId: user.id, totalCents: product.priceCents, status: 'paid', isPaid: true })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      name: product.nameEn,
      unitPriceCents: product.priceCents,
      quantity: 1,
    });
    const converting = { ...deps, licences: { grantOnMachine: async () => undefined } };
    const rolledBack = db.transaction(async (tx) => {
      await convertTrials(converting, tx, [order!]);
      throw new Error('the payment fails after the conversion');
    });
    await expect(rolledBack).rejects.toThrow('the payment fails');
    expect(await endedEvents(trial._id)).toEqual([]);

    const before = deps.clock();
    await db.transaction((tx) => convertTrials(converting, tx, [order!]));
    const [ended] = await endedEvents(trial._id);
    expect(ended).toMatchObject({ trialId: trial._id, customer: { userId: user.id, email: user.email } });
    expect(new Date(ended!.endsAt as string).getTime()).toBeGreaterThanOrEqual(before.getTime());
    await sendTrialMails(deps, new Date(new Date(trial.endsAt).getTime() + 3_600_000));
    expect(await endedEvents(trial._id)).toHaveLength(1);
    await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  });
});
