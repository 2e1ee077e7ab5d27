import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedYield } from '../concurrency';
import type { Executor } from '../db/client';
import { type AttachmentRenderer, MailQueue } from './queue';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from './transport';
import type { OutgoingMail } from './types';

export interface MailService {
  /** Queues a message; pass the open transaction so the mail exists only if the write commits. Returns the queue id. */
  enqueue(mail: OutgoingMail, executor?: Executor): Promise<string>;
  /** Queues several messages in one statement, as `enqueue` does one. */
  enqueueAll(mails: readonly OutgoingMail[], executor?: Executor): Promise<string[]>;
  /** Renders attachments under `prefix` missing from storage at send time (see `MailQueue`). */
  renderMissingAttachments(prefix: string, render: AttachmentRenderer): void;
  /** Sends every due message now and returns how many went out (tests call it with the worker off). */
  flush(): Promise<number>;
  /** `outbox` (`.eml` files under `outboxDir`) or `smtp`. */
  readonly transport: MailTransport['kind'];
  readonly outboxDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  workerEnabled: boolean;
  /** How often the background worker looks for due messages. */
  pollIntervalMs?: number;
  /**
   * True while work that matters more runs (payments being applied): the worker then waits, up to
   * `YIELD_MS` at a stretch (`BoundedYield`), so rendering invoices and sending confirmations never
   * slows a burst of payments or the storefront beside it.
   */
  busy?: () => boolean;
}

const YIELD_MS = 5_000;

function yieldTo(busy: () => boolean): () => boolean {
  const policy = new BoundedYield(busy, YIELD_MS);
  return () => policy.shouldYield();
}

/**
 * `app.mail`: the queue plus a background worker that polls every ~2 s (and right after a message is
 * queued outside a transaction), started when the app is ready and stopped when it closes.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const outboxDir = join(options.dataDir, 'outbox');
    const transport = options.smtpUrl
      ? createSmtpTransport(options.smtpUrl)
      : createOutboxTransport(outboxDir);
    const queue = new MailQueue({
      db: app.db,
      transport,
      storage: app.storage,
      from: options.from,
      log: app.log,
      onFailure: (template) => app.metrics.mailFailures.inc({ template }),
      ...(options.busy ? { shouldYield: yieldTo(options.busy) } : {}),
    });

    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (stopped || running) return;
      running = queue
        .flush()
        .catch((error: unknown) => app.log.error({ err: error }, 'mail worker failed'))
        .finally(() => {
          running = undefined;
        });
    };

    const enqueueAll = async (mails: readonly OutgoingMail[], executor?: Executor) => {
      const ids = await queue.enqueueAll(mails, executor);
      // Inside a transaction the rows are not visible yet: the next poll picks them up after the commit.
      if (options.workerEnabled && timer && (!executor || executor === app.db)) setImmediate(tick);
      return ids;
    };
    app.decorate('mail', {
      async enqueue(mail: OutgoingMail, executor?: Executor) {
        const [id] = await enqueueAll([mail], executor);
        return id!;
      },
      enqueueAll,
      renderMissingAttachments: (prefix, render) => queue.renderMissingAttachments(prefix, render),
      flush: () => queue.flush(),
      transport: transport.kind,
      outboxDir,
    } satisfies MailService);

    if (options.workerEnabled) {
      app.addHook('onReady', async () => {
        timer = setInterval(tick, options.pollIntervalMs ?? 2000);
        timer.unref();
        setImmediate(tick);
      });
    }
    // Graceful shutdown: the message being handed over finishes, the rest waits for the next start. The
    // worker stops in preClose, before any onClose hook: a message's attachment may still need a plugin
    // registered after this one (the invoice PDF renderer), whose onClose runs first.
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await queue.stop();
      await running;
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['database', 'storage', 'metrics'] },
);
