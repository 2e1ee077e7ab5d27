import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

/**
 * An endpoint the owner registered for outbound webhooks (docs/rules/webhooks.md): where, which events, its
 * signing secret (kept readable: the shop signs with it) and, for a day after a rotation, the previous one.
 * `failedDeliveries` counts whole deliveries given up in a row and `failingSince` the start of the current
 * run of failed attempts; either past its limit turns the endpoint off (`disabledAt`).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: primaryId(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  allowPrivateAddresses: boolean('allow_private_addresses').notNull().default(false),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  failedDeliveries: integer('failed_deliveries').notNull().default(0),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason', { enum: ['failures'] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One shop event (the transactional outbox): written in the transaction of the change it reports. */
export const webhookEvents = pgTable('webhook_events', {
  id: primaryId(),
  type: text('type').notNull(),
  /** The body sent, as signed: `{ type, timestamp, data }`. */
  payload: jsonb('payload').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
});

/**
 * An event owed to one endpoint: `pending` until it succeeds or its retries run out. `nextAttemptAt` is when
 * it falls due; a sender claims it by moving that time past the send's time-out, so one instance sends it.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** Tries since it was recorded or last replayed: the backoff's step. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** The delivery log: every try, with the answer's status, its first 2 kB and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: primaryId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
