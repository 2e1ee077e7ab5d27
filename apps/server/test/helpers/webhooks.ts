import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEventType } from '@shop/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Executor } from '../../src/lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../src/lib/db/schema';
import { webhooksModule } from '../../src/modules/webhooks';
import { deliverDue } from '../../src/modules/webhooks/delivery';
import { newWebhookSecret } from '../../src/modules/webhooks/signing';
import { createUser } from '../fixtures';
import { createModuleTestApp } from '../module-app';
import type { TestApp } from '../test-app';

/** What the test receiver was sent. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on the loopback, answering `status` (and `answer` as its body) to every POST and keeping
 * what it was sent. Reaching it needs the endpoint's "allow private addresses": the test ticks it explicitly.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { status: 200, answer: 'ok' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Names the tests resolve without DNS: a public one, a private one, and whatever a test re-points. */
export const testNames = new Map<string, string[]>([
  ['hooks.example.test', ['93.184.216.34']],
  ['intranet.example.test', ['10.1.2.3']],
]);

export interface WebhookSuite {
  ctx: TestApp;
  admin: Awaited<ReturnType<typeof createUser>>;
  customer: Awaited<ReturnType<typeof createUser>>;
  /** The webhooks' clock: tests move it on to a retry's time. */
  clock: { now: Date };
}

/** The webhooks module's app with its clock and resolver in the test's hands, an admin and a customer. */
export function setupWebhookSuite(ready: (suite: WebhookSuite) => void) {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    const clock = { now: new Date() };
    ctx = await createModuleTestApp(
      [webhooksModule],
      { MAIL_WORKER_ENABLED: 'false' },
      {
        webhookClock: () => clock.now,
        webhookResolve: async (host) => testNames.get(host) ?? [],
      },
    );
    const admin = await createUser(ctx.app, { isAdmin: true });
    const customer = await createUser(ctx.app);
    ready({ ctx, admin, customer, clock });
  });
  afterAll(() => ctx?.close());
}

/** An enabled endpoint at a public IP (no name to resolve), for tests that only need one to exist. */
export async function insertWebhookEndpoint(
  db: Executor,
  events: WebhookEventType[] = ['order.paid'],
): Promise<string> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: 'https://93.184.216.34/hooks', events, secret: newWebhookSecret() })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** A delivery given up on, of a new endpoint: one the owner may replay. */
export async function insertWebhookDelivery(app: FastifyInstance): Promise<string> {
  const endpointId = await insertWebhookEndpoint(app.db);
  const [event] = await app.db
    .insert(webhookEvents)
    .values({ type: 'order.paid', payload: { type: 'order.paid' }, occurredAt: new Date() })
    .returning({ id: webhookEvents.id });
  const [row] = await app.db
    .insert(webhookDeliveries)
    .values({ eventId: event!.id, endpointId, status: 'failed', attempts: 7 })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** Sends the deliveries due now, as the webhooks' due task does (tests run without scheduled tasks). */
export const deliverDueWebhooks = (app: FastifyInstance) => deliverDue(app.webhookDeps, new Date());

/** The bodies of the recorded events of `types`, oldest first, for tests to pick theirs by their data. */
export async function recordedEvents(db: Executor, types: WebhookEventType[]) {
  const rows = await db
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(inArray(webhookEvents.type, types))
    .orderBy(asc(webhookEvents.occurredAt), asc(webhookEvents.id));
  return rows.map((row) => row.payload as { type: string; timestamp: string; data: Record<string, unknown> });
}
