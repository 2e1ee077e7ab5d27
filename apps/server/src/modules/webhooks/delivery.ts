import { pageLinks } from '@shop/contracts';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { webhookDisabledMail } from '../../lib/mail/templates';
import { recordAudit } from '../audit';
import { SUPPORT_LANGUAGE } from '../contact';
import { allowedAddresses } from './addresses';
import type { WebhookDeps } from './deps';
import { failingTooLong, retryAt } from './retry-rules';
import { SEND_TIMEOUT_MS, type SendOutcome } from './sender';
import { messageIdOf, signedHeaders } from './signing';

/** The webhooks' due task, by name (lib/due-work.ts): recording an event and a replay wake it. */
export const WEBHOOK_DELIVERIES = 'webhook deliveries';

/** A claimed delivery is someone's for this long: past it (an instance died mid-send), another may send it. */
const CLAIM_MS = SEND_TIMEOUT_MS + 50_000;
const BATCH = 10;

type Endpoint = typeof webhookEndpoints.$inferSelect;
interface Claimed {
  deliveryId: string;
  attempt: number;
  payload: unknown;
  endpoint: Endpoint;
}

const due = (now: Date) =>
  and(
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, now),
    eq(webhookEndpoints.enabled, true),
  );

/** Takes up to a batch of due deliveries of enabled endpoints, each counted a try and hidden from other senders. */
async function claimDue(deps: Pick<WebhookDeps, 'db'>, now: Date): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(due(now))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((row) => row.delivery.id),
        ),
      );
    return rows.map((row) => ({
      deliveryId: row.delivery.id,
      attempt: row.delivery.attempts + 1,
      payload: row.payload,
      endpoint: row.endpoint,
    }));
  });
}

/** Signs with every live secret and sends to the address checked just now (a name re-pointed since is caught). */
async function attempt(deps: WebhookDeps, claimed: Claimed, now: Date): Promise<SendOutcome> {
  const { endpoint } = claimed;
  const rules = { allowPrivateAddresses: endpoint.allowPrivateAddresses, shopUrl: deps.publicUrl };
  const addresses = await allowedAddresses(endpoint.url, rules, deps.resolve).catch(
    (error: unknown) => error,
  );
  if (!Array.isArray(addresses)) {
    const code = addresses instanceof AppError ? addresses.code : 'webhooks.urlInvalid';
    return { ok: false, responseStatus: null, responseBody: null, durationMs: 0, error: `refused: ${code}` };
  }
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
    secrets.push(endpoint.previousSecret);
  }
  const body = JSON.stringify(claimed.payload);
  // The wall clock, not the due-work clock: receivers check the timestamp against their own time.
  const headers = signedHeaders(messageIdOf(claimed.deliveryId), new Date(), body, secrets);
  return deps.send({ url: endpoint.url, address: addresses[0]!, headers, body });
}

/** Turns the endpoint off and tells the owner, in the transaction that recorded its last failure. */
async function disable(deps: WebhookDeps, tx: Executor, endpoint: Endpoint, lastError: string, now: Date) {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'failures' })
    .where(eq(webhookEndpoints.id, endpoint.id));
  await recordAudit(tx, [
    {
      action: 'webhook.disable',
      target: `webhook:${endpoint.id}`,
      after: { reason: 'failures' },
      actor: null,
    },
  ]);
  const seller = await deps.sellerIdentity.current();
  await deps.mail.enqueue(
    webhookDisabledMail({
      to: seller.email,
      language: SUPPORT_LANGUAGE,
      url: endpoint.url,
      lastError,
      disabledAt: now,
      link: `${deps.publicUrl}${pageLinks.adminWebhooks}`,
      seller,
    }),
    tx,
  );
}

/** Logs one try and moves the delivery and its endpoint's failure record on, in one transaction. */
async function recordOutcome(deps: WebhookDeps, claimed: Claimed, outcome: SendOutcome, now: Date) {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId: claimed.deliveryId, attempt: claimed.attempt, at: now, ...outcome });
    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, claimed.endpoint.id))
      .for('update');
    if (outcome.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'succeeded', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, claimed.deliveryId));
      if (endpoint) {
        await tx
          .update(webhookEndpoints)
          .set({ failedDeliveries: 0, failingSince: null })
          .where(eq(webhookEndpoints.id, endpoint.id));
      }
      return;
    }
    const next = retryAt(claimed.attempt, now);
    await tx
      .update(webhookDeliveries)
      .set(next ? { nextAttemptAt: next } : { status: 'failed', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, claimed.deliveryId));
    if (!endpoint) return;
    const record = {
      failedDeliveries: endpoint.failedDeliveries + (next ? 0 : 1),
      failingSince: endpoint.failingSince ?? now,
    };
    await tx.update(webhookEndpoints).set(record).where(eq(webhookEndpoints.id, endpoint.id));
    if (endpoint.enabled && failingTooLong(record, now)) {
      const lastError = outcome.error ?? `HTTP ${outcome.responseStatus}`;
      await disable(deps, tx, endpoint, lastError, now);
    }
  });
}

/** Sends every delivery due at `now`, batch by batch, until none is left due (docs/rules/webhooks.md). */
export async function deliverDue(deps: WebhookDeps, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(deps, now);
    if (batch.length === 0) return sent;
    for (const claimed of batch) {
      const outcome = await attempt(deps, claimed, now);
      await recordOutcome(deps, claimed, outcome, now);
      sent += 1;
    }
  }
}

/** When the next delivery of an enabled endpoint falls due after `now`, or null when none waits. */
export async function nextDeliveryAt(deps: Pick<WebhookDeps, 'db'>, now: Date): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), eq(webhookEndpoints.enabled, true)));
  const at = row?.at ? new Date(row.at) : null;
  return at && at < now ? now : at;
}
