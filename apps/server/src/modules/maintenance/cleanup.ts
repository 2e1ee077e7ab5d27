import { and, count, getTableName, inArray, isNull, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../lib/db/client';
import {
  downloadLog,
  invoices,
  licenceRequests,
  orderItems,
  orders,
  passwordResetTokens,
  pendingSignUps,
  processedWebhookEvents,
  sandboxCheckoutSessions,
  signInFailures,
} from '../../lib/db/schema';
import type { KeysUnder } from '../../lib/i18n';
import { THROTTLE } from '../users';

/** Stripe retries a webhook for up to 3 days: a processed event id older than this cannot come back. */
const WEBHOOK_EVENT_RETENTION_DAYS = 30;
/** An expired payment-sandbox session is kept this long for support questions, then dropped. */
const SANDBOX_SESSION_RETENTION_DAYS = 7;

/**
 * One kind of dead row `maintenanceDB` deletes and `maintenanceDryRun` counts: the same condition serves
 * both, so the dry run announces exactly what the real run removes.
 */
type CleanupKey = KeysUnder<'reports:maintenance.cleanup.'>;

export interface CleanupStep {
  /** Its report line: `reports:maintenance.cleanup.<key>`. */
  key: CleanupKey;
  table: PgTable;
  where: () => SQL;
}

export const cleanupSteps: CleanupStep[] = [
  {
    // Password reset links past their hour (or used): they can never be followed again.
    key: 'resetTokens',
    table: passwordResetTokens,
    where: () =>
      or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} IS NOT NULL`)!,
  },
  {
    // Sign-ups whose link expired (24 hours): it can never create the account (docs/rules/accounts.md).
    key: 'pendingSignUps',
    table: pendingSignUps,
    where: () => lt(pendingSignUps.expiresAt, sql`now()`),
  },
  {
    // Expired payment-sandbox sessions no pending order waits on (the abandoned-order expiry reads those).
    key: 'sandboxSessions',
    table: sandboxCheckoutSessions,
    where: () =>
      and(
        sql`${sandboxCheckoutSessions.status} <> 'complete'`,
        lt(
          sandboxCheckoutSessions.expiresAt,
          sql`now() - make_interval(days => ${SANDBOX_SESSION_RETENTION_DAYS})`,
        ),
        notExists(
          sql`(SELECT 1 FROM ${orders} WHERE ${orders.stripeSessionId} = ${sandboxCheckoutSessions.id}
               AND ${orders.status} = 'pending')`,
        ),
      )!,
  },
  {
    // Failed sign-in counters the throttle has already forgotten and that block nobody.
    key: 'signInFailures',
    table: signInFailures,
    where: () =>
      and(
        lt(signInFailures.lastFailureAt, sql`now() - make_interval(hours => ${THROTTLE.FORGET_AFTER_HOURS})`),
        or(isNull(signInFailures.blockedUntil), lt(signInFailures.blockedUntil, sql`now()`)),
      )!,
  },
  {
    key: 'webhookEvents',
    table: processedWebhookEvents,
    where: () =>
      lt(
        processedWebhookEvents.processedAt,
        sql`now() - make_interval(days => ${WEBHOOK_EVENT_RETENTION_DAYS})`,
      ),
  },
  {
    // Failed or expired orders left without any line (nothing was bought, nothing refers to them).
    key: 'emptyOrders',
    table: orders,
    where: () =>
      and(
        inArray(orders.status, ['failed', 'expired']),
        notExists(sql`(SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`),
        notExists(sql`(SELECT 1 FROM ${invoices} WHERE ${invoices.orderId} = ${orders.id})`),
        notExists(sql`(SELECT 1 FROM ${licenceRequests} WHERE ${licenceRequests.orderId} = ${orders.id})`),
      )!,
  },
  {
    // Download log rows whose user, product and order are all gone: they no longer say anything.
    key: 'orphanDownloads',
    table: downloadLog,
    where: () => and(isNull(downloadLog.userId), isNull(downloadLog.productId), isNull(downloadLog.orderId))!,
  },
];

export interface CleanupCount {
  key: CleanupKey;
  table: string;
  rows: number;
}

/** How many rows each step would delete: one count after another, as a transaction's one connection runs them. */
export async function countCleanup(db: Executor): Promise<CleanupCount[]> {
  const counts: CleanupCount[] = [];
  for (const step of cleanupSteps) {
    const [row] = await db.select({ value: count() }).from(step.table).where(step.where());
    counts.push({ key: step.key, table: getTableName(step.table), rows: row?.value ?? 0 });
  }
  return counts;
}

/** Deletes every step's rows (call it inside the run's transaction) and says how many went. */
export async function purgeCleanup(tx: Executor): Promise<CleanupCount[]> {
  const removed: CleanupCount[] = [];
  for (const step of cleanupSteps) {
    const rows = await tx.delete(step.table).where(step.where()).returning({ found: sql`1` });
    removed.push({ key: step.key, table: getTableName(step.table), rows: rows.length });
  }
  return removed;
}
