import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: primaryId(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    /** True once the double opt-in link was followed and until unsubscribed. */
    isActive: boolean('is_active').notNull().default(false),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    source: text('source').notNull().default('website'),
    language: text('language', { enum: languages }).notNull().default('fr'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the last confirmation e-mail was queued: one unanswered confirmation per address per 24 h. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_subscribers_subscribed_idx').on(t.subscribedAt),
    index('newsletter_subscribers_active_idx').on(t.isActive, t.subscribedAt),
    index('newsletter_subscribers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: primaryId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language', { enum: languages }).notNull().default('fr'),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Outgoing e-mail waits here until a worker has handed it to the transport: an SMTP outage delays, never loses. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: primaryId(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Optional attachments: storage keys with the file name shown to the recipient. */
    attachments: text('attachments'),
    /** Extra headers as a JSON object (e.g. List-Unsubscribe for newsletter mail). */
    headers: text('headers'),
    template: text('template').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set, and committed, when a worker claims the row, before the hand-over: only that attempt may record the result. */
    attemptId: uuid('attempt_id'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    // The admin outbox view: newest first, all or of one status.
    index('mail_queue_created_idx').on(t.createdAt),
    index('mail_queue_status_created_idx').on(t.status, t.createdAt),
  ],
);
