import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceDocument } from '../../../test/helpers/invoice-document';
import type { InvoiceDocument } from '../../lib/db/schema';
import { renderInvoicePdf } from './pdf';
import { PdfRenderPool } from './pdf-pool';

const pool = new PdfRenderPool(1);
afterAll(() => pool.close());

const textOf = async (pdf: Buffer) => (await new PDFParse({ data: pdf }).getText()).text;

/** Four different documents: French and English, an invoice with two lines, a business buyer, a receipt. */
const documents: InvoiceDocument[] = [
  invoiceDocument(),
  invoiceDocument({
    language: 'en',
    number: 'FA-2026-000043',
    buyer: { ...invoiceDocument().buyer, vat: 'DE1' },
  }),
  invoiceDocument({
    number: 'FA-2026-000044',
    lines: [
      { name: 'Order Flow Pro', quantity: 1, unitPriceCents: 12000, unitNetCents: 10000 },
      { name: 'Free Pivot', quantity: 1, unitPriceCents: 0, unitNetCents: 0 },
    ],
  }),
  invoiceDocument({ kind: 'receipt', number: '', grossCents: 0, netCents: 0, vatCents: 0 }),
];

describe('PdfRenderPool (invoice PDFs off the main thread)', () => {
  it('renders the same bytes as the main thread, each document its own, when many arrive at once', async () => {
    const [offThread, onMain] = await Promise.all([
      Promise.all(documents.map((document) => pool.render(document))),
      Promise.all(documents.map((document) => renderInvoicePdf(document))),
    ]);
    offThread.forEach((pdf, index) => {
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(pdf.equals(onMain[index]!)).toBe(true);
    });
    // Parsed back: the invoice it was asked for, not a neighbour's.
    expect(await textOf(offThread[0]!)).toContain('Facture n° FA-2026-000042');
    expect(await textOf(offThread[1]!)).toContain('Invoice no. FA-2026-000043');
    expect(await textOf(offThread[2]!)).toContain('Order Flow Pro');
  });

  it('fails the one document that cannot render and keeps rendering the next ones', async () => {
    const broken = { ...invoiceDocument(), lines: null } as unknown as InvoiceDocument;
    const [failed, fine] = await Promise.allSettled([pool.render(broken), pool.render(documents[0]!)]);
    expect(failed.status).toBe('rejected');
    expect(fine.status).toBe('fulfilled');
    const again = await pool.render(documents[1]!);
    expect(again.equals(await renderInvoicePdf(documents[1]!))).toBe(true);
  });

  it('fails the document of a thread that dies, and renders the next one on a new thread', async () => {
    const dying = new PdfRenderPool(1);
    const lost = dying.render(documents[0]!);
    // The thread is started and handed the document synchronously; kill it under the render.
    const [thread] = (dying as unknown as { threads: { worker: { terminate(): Promise<number> } }[] })
      .threads;
    await thread!.worker.terminate();
    await expect(lost).rejects.toThrow('exited');
    const next = await dying.render(documents[1]!);
    expect(next.equals(await renderInvoicePdf(documents[1]!))).toBe(true);
    await dying.close();
  });

  it('on close, finishes the documents already handed over, then refuses new ones', async () => {
    const closing = new PdfRenderPool(1);
    const handedOver = [closing.render(documents[0]!), closing.render(documents[2]!)];
    await closing.close();
    const rendered = await Promise.all(handedOver);
    expect(rendered.map((pdf) => pdf.length > 0)).toEqual([true, true]);
    await expect(closing.render(documents[1]!)).rejects.toThrow('closed');
  });
});
