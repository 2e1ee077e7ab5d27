import { type ShopEvent, webhookEventDataSchemas } from '@shop/contracts';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../lib/db/schema';

/**
 * Records a shop event in the caller's transaction (the transactional outbox, docs/rules/webhooks.md): the
 * event and one delivery, due at once, per enabled endpoint subscribed to its type. It commits or rolls back
 * with the change it reports, so no event is sent for a change that did not happen, nor lost for one that did.
 */
export async function recordShopEvent(tx: Executor, event: ShopEvent, at: Date): Promise<void> {
  const data = webhookEventDataSchemas[event.type].parse(event.data);
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type])));
  if (endpoints.length === 0) return;
  const [row] = await tx
    .insert(webhookEvents)
    .values({
      type: event.type,
      payload: { type: event.type, timestamp: at.toISOString(), data },
      occurredAt: at,
    })
    .returning({ id: webhookEvents.id });
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ eventId: row!.id, endpointId: endpoint.id, nextAttemptAt: at })));
}
