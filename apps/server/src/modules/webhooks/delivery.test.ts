import type { ShopEvent } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedWebhook,
  setupWebhookSuite,
  startReceiver,
  testNames,
  type WebhookSuite,
} from '../../../test/helpers/webhooks';
import { adminAuditLog, mailQueue, webhookDeliveries } from '../../lib/db/schema';
import { deliverDue } from './delivery';
import { RETRY_DELAYS_MS } from './retry-rules';

/**
 * Deliveries against a receiver on the loopback (docs/rules/webhooks.md): signed so `standardwebhooks`
 * verifies them, retried on the schedule as the clock moves, replayed with the same id, signed with both
 * secrets after a rotation, re-checked at each send, and an endpoint failing too long turned off and its
 * owner told.
 */
let suite: WebhookSuite;
setupWebhookSuite((ready) => {
  suite = ready;
});
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const ORDER_ID = '0193f7a0-0000-7000-8000-000000000001';
const someone = { userId: null, email: 'a@b.test' };

const orderPaid: ShopEvent = {
  type: 'order.paid',
  data: {
    orderId: ORDER_ID,
    invoiceNumber: 'FA-2026-000001',
    customer: { userId: null, email: 'buyer@example.test' },
    total: { amount: 4900, currency: 'eur' },
    lines: [
      {
        productId: 'volume-profile-premium',
        name: 'Volume Profile',
        quantity: 1,
        amount: { amount: 4900, currency: 'eur' },
      },
    ],
    paidAt: '2026-11-30T10:00:00.000Z',
  },
};

/** Registers the receiver, explicitly allowed as a private address. */
async function receiverEndpoint(url = receiver.url, events = ['order.paid']) {
  const created = await suite.ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: suite.admin.auth,
    payload: { url, events, allowPrivateAddresses: true },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { endpoint: { _id: string }; secret: string };
}

const record = (event: ShopEvent = orderPaid) =>
  suite.ctx.app.db.transaction((tx) => suite.ctx.app.shopEvents.record(tx, event));
const deliver = () => deliverDue(suite.ctx.app.webhookDeps, suite.clock.now);
const advance = (ms: number) => {
  suite.clock.now = new Date(suite.clock.now.getTime() + ms);
};
const sentSince = async (count: number, send: () => Promise<unknown>): Promise<ReceivedWebhook[]> => {
  const before = receiver.received.length;
  await send();
  expect(receiver.received.length - before).toBe(count);
  return receiver.received.slice(before);
};
const verified = (secret: string, sent: ReceivedWebhook) =>
  new Webhook(secret).verify(sent.body, sent.headers as Record<string, string>);
const log = (endpointId: string) =>
  suite.ctx.app.inject({ url: `/api/admin/webhooks/${endpointId}/deliveries`, headers: suite.admin.auth });

describe('a delivery', () => {
  it('is signed so the standardwebhooks library verifies it, with money as amount and currency', async () => {
    receiver.state.status = 200;
    const { secret } = await receiverEndpoint();
    const [sent] = await sentSince(1, async () => {
      await record();
      await deliver();
    });
    expect(verified(secret, sent!)).toMatchObject({
      type: 'order.paid',
      data: { total: { amount: 4900, currency: 'eur' } },
    });
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, sent!)).toThrow();
    expect(sent!.headers['webhook-id']).toMatch(/^msg_/);
  });

  it('is not recorded for an endpoint not subscribed to the event', async () => {
    const before = await suite.ctx.app.db.$count(webhookDeliveries);
    await record({
      type: 'trial.started',
      data: {
        trialId: 't1',
        productId: 'p',
        customer: someone,
        endsAt: '2026-12-14T00:00:00.000Z',
      },
    });
    expect(await suite.ctx.app.db.$count(webhookDeliveries)).toBe(before);
  });

  it('is retried after a failure when the clock reaches the next try, logged each time, with the same id', async () => {
    const { endpoint } = await receiverEndpoint(receiver.url, ['order.refunded']);
    receiver.state.status = 500;
    receiver.state.answer = 'x'.repeat(5000);
    const refunded: ShopEvent = {
      type: 'order.refunded',
      data: {
        orderId: ORDER_ID,
        refundId: 're_1',
        amount: { amount: 900, currency: 'eur' },
        full: false,
        refundedAt: '2026-11-30T11:00:00.000Z',
      },
    };
    const [first] = await sentSince(1, async () => {
      await record(refunded);
      await deliver();
    });
    await sentSince(0, deliver);
    receiver.state.status = 204;
    advance(RETRY_DELAYS_MS[0]!);
    const [second] = await sentSince(1, deliver);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    const [delivery] = (await log(endpoint._id)).json().deliveries;
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      messageId: first!.headers['webhook-id'],
    });
    expect(delivery.log.map((entry: { responseStatus: number }) => entry.responseStatus)).toEqual([500, 204]);
    expect(delivery.log[0].responseBody).toHaveLength(2048);
    receiver.state.answer = 'ok';

    const replayed = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/deliveries/${delivery._id}/replay`,
      headers: suite.admin.auth,
    });
    expect(replayed.statusCode).toBe(204);
    const [again] = await sentSince(1, deliver);
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    const [audit] = await suite.ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'webhook.replay'))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit).toMatchObject({ target: `webhook:${endpoint._id}`, adminId: suite.admin.user.id });
  });

  it('is signed with the old and the new secret for a day after a rotation', async () => {
    receiver.state.status = 200;
    const { endpoint, secret: old } = await receiverEndpoint(receiver.url, ['licence.issued']);
    const rotated = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint._id}/secret`,
      headers: suite.admin.auth,
    });
    const licence: ShopEvent = {
      type: 'licence.issued',
      data: {
        licenceId: 'l1',
        orderId: null,
        productId: 'p',
        machineId: 'ABCDEF0123',
        customer: someone,
        at: '2026-11-30T12:00:00.000Z',
      },
    };
    const [sent] = await sentSince(1, async () => {
      await record(licence);
      await deliver();
    });
    expect(verified(old, sent!)).toMatchObject({ type: 'licence.issued' });
    expect(verified(rotated.json().secret, sent!)).toMatchObject({ type: 'licence.issued' });
    advance(24 * 3_600_000);
    const [later] = await sentSince(1, async () => {
      await record(licence);
      await deliver();
    });
    expect(() => verified(old, later!)).toThrow();
    expect(verified(rotated.json().secret, later!)).toMatchObject({ type: 'licence.issued' });
  });

  it('is not sent when the name now resolves to a private address (DNS rebinding)', async () => {
    testNames.set('rebind.example.test', ['93.184.216.34']);
    const created = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: suite.admin.auth,
      payload: { url: 'https://rebind.example.test/hooks', events: ['lease.ended'] },
    });
    testNames.set('rebind.example.test', ['127.0.0.1']);
    await sentSince(0, async () => {
      await record({
        type: 'lease.ended',
        data: {
          leaseId: ORDER_ID,
          productId: 'p',
          customer: someone,
          endedAt: '2026-11-30T12:00:00.000Z',
        },
      });
      await deliver();
    });
    const [delivery] = (await log(created.json().endpoint._id)).json().deliveries;
    expect(delivery.log[0]).toMatchObject({ ok: false, error: 'refused: webhooks.privateAddress' });
  });
});

describe('an endpoint failing again and again', () => {
  it('is turned off after 5 deliveries given up, its owner e-mailed, and replays refused until it is back on', async () => {
    receiver.state.status = 503;
    const { endpoint } = await receiverEndpoint(receiver.url, ['lease.renewed']);
    const renewed: ShopEvent = {
      type: 'lease.renewed',
      data: {
        leaseId: ORDER_ID,
        productId: 'p',
        customer: someone,
        amount: { amount: 1900, currency: 'usd' },
        periodEnd: '2026-12-30T00:00:00.000Z',
      },
    };
    for (let event = 0; event < 5; event += 1) await record(renewed);
    await deliver();
    for (const wait of RETRY_DELAYS_MS) {
      advance(wait);
      await deliver();
    }
    expect(receiver.received.filter((sent) => sent.body.includes('lease.renewed'))).toHaveLength(5 * 7);
    const list = (
      await suite.ctx.app.inject({ url: '/api/admin/webhooks', headers: suite.admin.auth })
    ).json();
    const turnedOff = list.endpoints.find((row: { _id: string }) => row._id === endpoint._id);
    expect(turnedOff).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const mails = await suite.ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.template, 'webhook-disabled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(receiver.url);
    await sentSince(0, async () => {
      await record(renewed);
      await deliver();
    });
    const [delivery] = (await log(endpoint._id)).json().deliveries;
    const refused = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/deliveries/${delivery._id}/replay`,
      headers: suite.admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('webhooks.endpointDisabled');
    const unknown = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks/deliveries/0193f7a0-0000-7000-8000-000000000009/replay',
      headers: suite.admin.auth,
    });
    expect(unknown.json().code).toBe('webhooks.deliveryNotFound');
  });
});
