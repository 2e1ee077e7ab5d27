import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './pdf';
import type { RenderReply, RenderRequest } from './pdf-pool';

/** A PDF render thread (`PdfRenderPool`): one document in, its bytes (or the error) out. */
parentPort!.on('message', async ({ id, document }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, pdf: await renderInvoicePdf(document) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
