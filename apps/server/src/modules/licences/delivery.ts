import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/client';
import { licenceRequests } from '../../lib/db/schema';
import { hmacSign } from '../../lib/hmac';
import { backoffMs, MAX_ATTEMPTS } from '../../lib/mail/queue';
import type { FileStorage } from '../../lib/storage/storage';

const BATCH_SIZE = 20;
const REQUEST_TIMEOUT_MS = 10_000;

/** Header carrying `t=<unix seconds>,v1=<HMAC-SHA256 base64url of "<t>.<body>">`, checked by the receiver. */
export const SIGNATURE_HEADER = 'x-licence-signature';

export function signDelivery(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacSign(secret, `${timestamp}.${body}`)}`;
}

export interface DeliveryOptions {
  db: Database;
  storage: FileStorage;
  url: string;
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * POSTs exported licences to LICENSE_EXPORT_URL: rows of license_requests whose delivery is queued, claimed
 * with FOR UPDATE SKIP LOCKED (several instances never post one twice at once), retried with the mail
 * queue's backoff until MAX_ATTEMPTS, the outcome kept on the request for the admin to see.
 */
export class LicenceDeliveryQueue {
  private flushing: Promise<number> | undefined;

  constructor(private readonly options: DeliveryOptions) {}

  flush(): Promise<number> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await this.claim();
      for (const row of batch) if (await this.deliver(row)) delivered += 1;
      if (batch.length < BATCH_SIZE) return delivered;
    }
  }

  private async claim() {
    const { db } = this.options;
    const due = db
      .select({ id: licenceRequests.id })
      .from(licenceRequests)
      .where(
        or(
          and(
            eq(licenceRequests.deliveryStatus, 'queued'),
            lte(licenceRequests.deliveryNextAttemptAt, sql`now()`),
          ),
          and(
            eq(licenceRequests.deliveryStatus, 'queued'),
            lt(licenceRequests.deliveryLockedUntil, sql`now()`),
          ),
        ),
      )
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(licenceRequests)
      .set({
        deliveryLockedUntil: sql`now() + interval '2 minutes'`,
        deliveryNextAttemptAt: null,
        deliveryAttempts: sql`${licenceRequests.deliveryAttempts} + 1`,
      })
      .where(inArray(licenceRequests.id, due))
      .returning();
  }

  private async deliver(row: typeof licenceRequests.$inferSelect): Promise<boolean> {
    const { db, storage, url, secret, log } = this.options;
    const settle = (values: Parameters<ReturnType<typeof db.update<typeof licenceRequests>>['set']>[0]) =>
      db
        .update(licenceRequests)
        .set({ deliveryLockedUntil: null, ...values })
        .where(and(eq(licenceRequests.id, row.id), eq(licenceRequests.deliveryStatus, 'queued')));
    try {
      const licence = row.licenceFileKey ? await storage.get(row.licenceFileKey) : undefined;
      if (!licence) throw new Error('licence file missing from storage');
      const body = JSON.stringify({
        requestId: row.id,
        machineId: row.machineId,
        machineName: row.machineName,
        licence: licence.toString('utf8'),
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signDelivery(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await settle({ deliveryStatus: 'delivered', deliveredAt: sql`now()`, deliveryLastError: null });
      log.info({ licenceId: row.id }, 'licence delivered');
      return true;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.deliveryAttempts >= MAX_ATTEMPTS;
      await settle({
        deliveryStatus: failed ? 'failed' : 'queued',
        deliveryLastError: lastError,
        deliveryNextAttemptAt: failed ? null : new Date(Date.now() + backoffMs(row.deliveryAttempts)),
      });
      log.warn(
        { licenceId: row.id, attempts: row.deliveryAttempts, failed, err: lastError },
        'licence not delivered',
      );
      return false;
    }
  }
}
