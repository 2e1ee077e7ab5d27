import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConcurrencyLimit } from '../../lib/concurrency';
import type { InvoiceDocument } from '../../lib/db/schema';

export interface RenderRequest {
  id: number;
  document: InvoiceDocument;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

interface Thread {
  worker: Worker;
  job?: { id: number; resolve(pdf: Buffer): void; reject(error: Error): void };
}

/** A plain-JavaScript entry that registers tsx, then loads `pdf-worker.ts` (see the entry's comment). */
const workerUrl = new URL('./pdf-worker-entry.mjs', import.meta.url);

/**
 * Renders invoice and receipt PDFs (`renderInvoicePdf`, synchronous pdfkit: tens of ms of CPU each) on
 * `size` worker threads, so a burst of paid orders does not stall the event loop that answers the
 * storefront. Same function, same input: the bytes are those the main thread would produce. Threads start
 * on the first render; at most `size` documents render at once, the others wait their turn. A thread that
 * dies fails its document (the caller retries as it would any failed render) and is replaced.
 */
export class PdfRenderPool {
  private readonly limit: ConcurrencyLimit;
  private readonly threads: Thread[] = [];
  private nextId = 0;
  private closed = false;

  constructor(size: number) {
    this.limit = new ConcurrencyLimit(size);
  }

  render(document: InvoiceDocument): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('PDF renderer closed'));
    // The limit guarantees a free thread (or room to start one) inside.
    return this.limit.run(() => this.renderOn(this.freeThread(), document));
  }

  /** Lets the documents already handed over finish, then stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    await this.limit.idle();
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  private freeThread(): Thread {
    const idle = this.threads.find((thread) => !thread.job);
    if (idle) return idle;
    const worker = new Worker(workerUrl);
    // An idle thread does not keep the process alive (`renderOn` holds it while a document renders).
    worker.unref();
    const thread: Thread = { worker };
    worker.on('message', (reply: RenderReply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = undefined;
      thread.worker.unref();
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    const lost = (error: Error) => {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      thread.job?.reject(error);
      thread.job = undefined;
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`PDF render thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private renderOn(thread: Thread, document: InvoiceDocument): Promise<Buffer> {
    const id = ++this.nextId;
    return new Promise<Buffer>((resolve, reject) => {
      thread.job = { id, resolve, reject };
      thread.worker.ref();
      thread.worker.postMessage({ id, document } satisfies RenderRequest);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders invoice and receipt PDFs off the main thread. */
    pdfRenderer: PdfRenderPool;
  }
}

/**
 * `app.pdfRenderer`. Its threads stop in onClose, after the mail worker (stopped in preClose) has finished the
 * message, and the PDF, it was on.
 */
export const pdfRendererPlugin = fp(
  async (app: FastifyInstance, options: { threads: number }) => {
    const pool = new PdfRenderPool(options.threads);
    app.decorate('pdfRenderer', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'pdf-renderer' },
);
