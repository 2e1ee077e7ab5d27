import type { WebhookDelivery, WebhookEventType } from '@shop/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import type { WebhookDeps } from './deps';
import { messageIdOf } from './signing';

/** How many of an endpoint's latest deliveries the log shows. */
export const DELIVERY_LOG_SIZE = 50;

/** GET /api/admin/webhooks/:id/deliveries: the latest deliveries, newest first, each with its tries. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, 'db'>,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const [endpoint] = await deps.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new AppError(404, 'webhooks.notFound');
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  const ids = rows.map((row) => row.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.attempt));
  return rows.map(({ delivery, type }) => ({
    _id: delivery.id,
    messageId: messageIdOf(delivery.id),
    eventType: type as WebhookEventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: delivery.createdAt.toISOString(),
    log: attempts
      .filter((row) => row.deliveryId === delivery.id)
      .map((row) => ({
        attempt: row.attempt,
        at: row.at.toISOString(),
        ok: row.ok,
        responseStatus: row.responseStatus,
        responseBody: row.responseBody,
        durationMs: row.durationMs,
        error: row.error,
      })),
  }));
}

/**
 * POST /api/admin/webhooks/deliveries/:id/replay: the same delivery due again at once, with its retries
 * anew and the same `webhook-id` (receivers drop a message they already handled). Refused while its endpoint
 * is off (`409 webhooks.endpointDisabled`). Audited.
 */
export async function replayDelivery(
  deps: Pick<WebhookDeps, 'db' | 'clock'>,
  deliveryId: string,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .for('update', { of: webhookDeliveries });
    if (!row) throw new AppError(404, 'webhooks.deliveryNotFound');
    if (!row.enabled) throw new AppError(409, 'webhooks.endpointDisabled');
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: deps.clock() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await recordAudit(tx, [
      {
        action: 'webhook.replay',
        target: `webhook:${row.delivery.endpointId}`,
        before: { delivery: deliveryId, status: row.delivery.status },
        actor,
      },
    ]);
  });
}
