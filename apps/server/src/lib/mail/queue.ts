import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Executor } from '../db/client';
import { mailQueue } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { MailTransport, TransportMessage } from './transport';
import type { OutgoingMail } from './types';

export const MAX_ATTEMPTS = 10;
const INTERRUPTED =
  'interrupted while being handed to the SMTP server: not sent again, so it cannot arrive twice';
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

type QueuedRow = typeof mailQueue.$inferSelect;

/** Produces (and stores) a file a message attaches that is not in storage yet; undefined when it cannot. */
export type AttachmentRenderer = (storageKey: string) => Promise<Buffer | undefined>;

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
  /** Called on each failed hand-over (metrics). */
  onFailure?: (template: string) => void;
  /** Asked before each claim: true ends the flush early, leaving the rest for a later one. */
  shouldYield?: () => boolean;
}

/**
 * The outgoing mail queue: rows in mail_queue, retried with exponential backoff, never deleted.
 *
 * Delivery is claimed one message at a time: the claim (status `sending`, a fresh attempt id, a lease)
 * is committed before the hand-over, and only that attempt may record the result. So a crash leaves at
 * most one message per worker in doubt, and every other queued message goes out as soon as a worker runs
 * again. What happens to the message in doubt once its lease has run out depends on the transport:
 * - idempotent transports (the outbox writes `<date>-<id>.eml`, one file per message) hand it over
 *   again: at-least-once, and a second hand-over rewrites the same file;
 * - SMTP cannot tell whether the server kept it, so it is not sent again but marked `failed` with the
 *   reason: at-most-once. A confirmation e-mail received twice is worse than one an admin re-sends from
 *   the outbox view, and the crash window is the few milliseconds of one SMTP exchange.
 * Several instances never send one message twice: claims use FOR UPDATE SKIP LOCKED.
 */
export class MailQueue {
  private flushing: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly renderers = new Map<string, AttachmentRenderer>();

  constructor(private readonly options: MailQueueOptions) {}

  /**
   * Attachments under `prefix` may be queued before their file exists (an invoice PDF is rendered after the
   * commit that queued its e-mail): when the file is missing at send time, `render` produces it. A message is
   * never sent without its attachment: if neither storage nor the renderer has it, the hand-over fails and is
   * retried later.
   */
  renderMissingAttachments(prefix: string, render: AttachmentRenderer): void {
    this.renderers.set(prefix, render);
  }

  private async attachment(storageKey: string): Promise<Buffer | undefined> {
    const stored = await this.options.storage.get(storageKey);
    if (stored) return stored;
    const prefix = [...this.renderers.keys()].find((candidate) => storageKey.startsWith(candidate));
    return prefix ? this.renderers.get(prefix)!(storageKey) : undefined;
  }

  /**
   * Queues messages in one statement and returns their ids in the same order; pass the open transaction
   * so they exist only if the write commits.
   */
  async enqueueAll(mails: readonly OutgoingMail[], executor: Executor = this.options.db): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = await executor
      .insert(mailQueue)
      .values(
        mails.map((mail) => ({
          toAddress: mail.to,
          fromAddress: this.options.from,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
          template: mail.template,
        })),
      )
      .returning({ id: mailQueue.id });
    return rows.map((row) => row.id);
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
        await this.giveUpInterrupted();
        for (let row = await this.claimNext(); row; row = await this.claimNext()) {
          if (await this.deliver(row)) total += 1;
        }
      } while (this.again && !this.stopped);
      return total;
    })();
    try {
      return await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  /** Stops after the message being handed over; resolves when the queue is idle. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flushing;
  }

  /** A non-idempotent transport's message whose attempt outlived its lease is not sent again (see above). */
  private async giveUpInterrupted(): Promise<void> {
    if (this.options.transport.idempotent) return;
    const given = await this.options.db
      .update(mailQueue)
      .set({ status: 'failed', lockedUntil: null, lastError: INTERRUPTED })
      .where(and(eq(mailQueue.status, 'sending'), lt(mailQueue.lockedUntil, sql`now()`)))
      .returning({ id: mailQueue.id });
    for (const { id } of given) this.options.log.warn({ mailId: id }, INTERRUPTED);
  }

  /** Claims the oldest due message, committed before the hand-over, or returns undefined. */
  private async claimNext(): Promise<QueuedRow | undefined> {
    if (this.stopped || this.options.shouldYield?.()) return undefined;
    const { db, transport } = this.options;
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        or(
          and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, sql`now()`)),
          transport.idempotent
            ? and(eq(mailQueue.status, 'sending'), lt(mailQueue.lockedUntil, sql`now()`))
            : undefined,
        ),
      )
      .orderBy(asc(mailQueue.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailQueue)
      .set({
        status: 'sending',
        attemptId: uuidv7(),
        lockedUntil: sql`now() + make_interval(secs => ${transport.leaseSeconds})`,
        attempts: sql`${mailQueue.attempts} + 1`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
    return row;
  }

  private async deliver(row: QueuedRow): Promise<boolean> {
    const { db, transport, log } = this.options;
    const ours = and(eq(mailQueue.id, row.id), eq(mailQueue.attemptId, row.attemptId!));
    try {
      const messageId = await transport.send(await this.toMessage(row));
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: sql`now()`, messageId, lockedUntil: null, lastError: null })
        .where(ours);
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
        .where(ours);
      log.warn({ mailId: row.id, attempts: row.attempts, failed, err: lastError }, 'mail not sent');
      this.options.onFailure?.(row.template);
      return false;
    }
  }

  private async toMessage(row: QueuedRow): Promise<TransportMessage> {
    const attachments = row.attachments
      ? ((JSON.parse(row.attachments) as NonNullable<OutgoingMail['attachments']>) ?? [])
      : [];
    const files = await Promise.all(
      attachments.map(async (attachment) => {
        const content = await this.attachment(attachment.storageKey);
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
      date: row.createdAt,
      // One stable Message-ID per queued row: a retry after an unclear failure is recognisable as a duplicate.
      messageId: `<${row.id}@${domainOf(row.fromAddress)}>`,
    };
  }
}
