import type {
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
  webhookEndpointBodySchema,
} from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../lib/db/client';
import { webhookEndpoints } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import { allowedAddresses } from './addresses';
import type { WebhookDeps } from './deps';
import { newWebhookSecret } from './signing';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type EndpointSettings = z.output<typeof webhookEndpointBodySchema>;

/** How long a rotated-out secret still signs, so receivers can switch without losing a message. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

export function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    allowPrivateAddresses: row.allowPrivateAddresses,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: its settings, never its secrets. */
const audited = (row: EndpointRow) => {
  const { url, description, events, enabled, allowPrivateAddresses } = row;
  return { url, description, events, enabled, allowPrivateAddresses };
};

type EndpointDeps = Pick<WebhookDeps, 'db' | 'clock' | 'publicUrl' | 'resolve'>;

const checkTarget = (deps: EndpointDeps, settings: EndpointSettings) =>
  allowedAddresses(
    settings.url,
    { allowPrivateAddresses: settings.allowPrivateAddresses, shopUrl: deps.publicUrl },
    deps.resolve,
  );

export async function listEndpoints(deps: Pick<WebhookDeps, 'db'>): Promise<WebhookEndpoint[]> {
  const rows = await deps.db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointView);
}

async function lockedEndpoint(tx: Executor, id: string): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!row) throw new AppError(404, 'webhooks.notFound');
  return row;
}

/** POST /api/admin/webhooks: the URL checked (addresses.ts), a new secret answered once; audited. */
export async function createEndpoint(
  deps: EndpointDeps,
  settings: EndpointSettings,
  actor: AuditActor,
): Promise<WebhookEndpointWithSecret> {
  await checkTarget(deps, settings);
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...settings, secret })
      .returning();
    await recordAudit(tx, [
      { action: 'webhook.create', target: `webhook:${row!.id}`, after: audited(row!), actor },
    ]);
    return { endpoint: endpointView(row!), secret };
  });
}

/**
 * PUT /api/admin/webhooks/:id: new settings, the URL checked again; turning an endpoint the shop disabled
 * back on clears its failure record. Audited with before and after (the private-address leave among them).
 */
export async function updateEndpoint(
  deps: EndpointDeps,
  id: string,
  settings: EndpointSettings,
  actor: AuditActor,
): Promise<WebhookEndpoint> {
  await checkTarget(deps, settings);
  return deps.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, id);
    const reenabled = settings.enabled && !before.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...settings,
        ...(reenabled
          ? { failedDeliveries: 0, failingSince: null, disabledAt: null, disabledReason: null }
          : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, [
      {
        action: 'webhook.update',
        target: `webhook:${id}`,
        before: audited(before),
        after: audited(row!),
        actor,
      },
    ]);
    return endpointView(row!);
  });
}

/** DELETE /api/admin/webhooks/:id: the endpoint, its deliveries and their log; audited. */
export async function deleteEndpoint(
  deps: Pick<WebhookDeps, 'db'>,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, [
      { action: 'webhook.delete', target: `webhook:${id}`, before: audited(before), actor },
    ]);
  });
}

/**
 * POST /api/admin/webhooks/:id/secret: a new secret, answered once; the one it replaces keeps signing beside
 * it for a day (Standard Webhooks' several signatures). Audited without either secret.
 */
export async function rotateSecret(
  deps: Pick<WebhookDeps, 'db' | 'clock'>,
  id: string,
  actor: AuditActor,
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, id);
    const previousSecretUntil = new Date(deps.clock().getTime() + PREVIOUS_SECRET_MS);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret, previousSecret: before.secret, previousSecretUntil })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, [
      {
        action: 'webhook.rotateSecret',
        target: `webhook:${id}`,
        after: { previousSecretUntil: previousSecretUntil.toISOString() },
        actor,
      },
    ]);
    return { endpoint: endpointView(row!), secret };
  });
}
