import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { mailQueue } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { MailTransport, TransportMessage } from './transport';
import type { OutgoingMail } from './types';

export const MAX_ATTEMPTS = 10;
const BATCH_SIZE = 20;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

type QueuedRow = typeof mailQueue.$inferSelect;

/** Delay before the next try after `attempts` failed tries: 30 s · 2^(attempts-1), capped at 1 h, plus up to 10 % jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base + base * 0.1 * random());
}

/** The domain of the From address, used in the Message-IDs the shop generates. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export interface MailQueueOptions {
  db: Database;
  transport: MailTransport;
  storage: FileStorage;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * The outgoing mail queue: rows in mail_queue, claimed atomically (FOR UPDATE SKIP LOCKED) so several
 * instances never send one message twice, retried with exponential backoff, never deleted.
 */
export class MailQueue {
  private flushing: Promise<number> | undefined;
  private again = false;

  constructor(private readonly options: MailQueueOptions) {}

  /** Queues a message; pass the open transaction so the mail exists only if the write commits. */
  async enqueue(mail: OutgoingMail, executor: Executor = this.options.db): Promise<string> {
    const [row] = await executor
      .insert(mailQueue)
      .values({
        toAddress: mail.to,
        fromAddress: this.options.from,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
        template: mail.template,
      })
      .returning({ id: mailQueue.id });
    return row!.id;
  }

  /** Sends every due message now (a second call while one runs waits for it and runs once more). */
  async flush(): Promise<number> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    let total = 0;
    this.flushing = (async () => {
      do {
        this.again = false;
        for (;;) {
          const batch = await this.claim();
          for (const row of batch) if (await this.deliver(row)) total += 1;
          if (batch.length < BATCH_SIZE) break;
        }
      } while (this.again);
      return total;
    })();
    try {
      return await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  /** Marks up to one batch of due rows as sending, atomically, and returns them. */
  private async claim(): Promise<QueuedRow[]> {
    const { db } = this.options;
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        or(
          and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, sql`now()`)),
          and(eq(mailQueue.status, 'sending'), lt(mailQueue.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailQueue.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({
        status: 'sending',
        lockedUntil: sql`now() + interval '2 minutes'`,
        attempts: sql`${mailQueue.attempts} + 1`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  private async deliver(row: QueuedRow): Promise<boolean> {
    const { db, transport, log } = this.options;
    try {
      const messageId = await transport.send(await this.toMessage(row));
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: sql`now()`, messageId, lockedUntil: null, lastError: null })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending')));
      log.info({ mailId: row.id, template: row.template, transport: transport.kind }, 'mail sent');
      return true;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailQueue)
        .set({
          status: failed ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: lastError.slice(0, 2000),
          nextAttemptAt: failed ? row.nextAttemptAt : new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending')));
      log.warn({ mailId: row.id, attempts: row.attempts, failed, err: lastError }, 'mail not sent');
      return false;
    }
  }

  private async toMessage(row: QueuedRow): Promise<TransportMessage> {
    const attachments = row.attachments
      ? ((JSON.parse(row.attachments) as NonNullable<OutgoingMail['attachments']>) ?? [])
      : [];
    const files = await Promise.all(
      attachments.map(async (attachment) => {
        const content = await this.options.storage.get(attachment.storageKey);
        if (!content) throw new Error(`Attachment missing from storage: ${attachment.storageKey}`);
        return { filename: attachment.filename, contentType: attachment.contentType, content };
      }),
    );
    return {
      id: row.id,
      from: row.fromAddress,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
      attachments: files,
      // One stable Message-ID per queued row: a retry after an unclear failure is recognisable as a duplicate.
      messageId: `<${row.id}@${domainOf(row.fromAddress)}>`,
    };
  }
}
