import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { invoices, type users } from '../../lib/db/schema';
import { InvoiceNumberAllocator, percentToBps, splitVat } from './numbering';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

export type InvoiceRow = typeof invoices.$inferSelect;

const allocator = new InvoiceNumberAllocator();

export const invoiceFileKey = (number: string) => `invoices/${number}.pdf`;
export const receiptFileKey = (orderId: string) => `receipts/${orderId}.pdf`;

export interface InvoiceOrder {
  id: string;
  language: 'fr' | 'en';
  totalCents: number;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
}

/**
 * Issues the invoice of an order being marked paid, inside the caller's transaction: allocates the next
 * number, renders the PDF (billed to `buyer`, the order's user row the caller has loaded), stores it under
 * `invoices/<number>.pdf` and inserts the invoice row. The file is written with overwrite, so if the
 * transaction rolls back and the number is handed out again, the new PDF replaces the orphan.
 */
export async function issueInvoice(
  app: FastifyInstance,
  tx: Executor,
  order: InvoiceOrder,
  buyer: typeof users.$inferSelect | undefined,
  paidAt: Date,
): Promise<InvoiceRow> {
  const vatRateBps = percentToBps(app.config.vatRatePercent);
  const { netCents, vatCents } = splitVat(order.totalCents, vatRateBps);
  const { year, sequence, number } = await allocator.next(tx, paidAt);
  const pdf = await renderInvoicePdf(orderDocument(app, order, buyer, paidAt, 'invoice', number));
  const fileKey = invoiceFileKey(number);
  await app.storage.put(fileKey, pdf, { overwrite: true });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      number,
      year,
      sequence,
      language: order.language,
      netCents,
      vatCents,
      grossCents: order.totalCents,
      vatRateBps,
      fileKey,
      issuedAt: paidAt,
    })
    .returning();
  return invoice!;
}

/**
 * The document of a free order: a receipt, stored under `receipts/<order id>.pdf`. It consumes no invoice
 * number (a sale without payment is not invoiced) and says so.
 */
export async function issueReceipt(
  app: FastifyInstance,
  order: InvoiceOrder,
  buyer: typeof users.$inferSelect | undefined,
  paidAt: Date,
): Promise<{ fileKey: string }> {
  const pdf = await renderInvoicePdf(orderDocument(app, order, buyer, paidAt, 'receipt', ''));
  const fileKey = receiptFileKey(order.id);
  await app.storage.put(fileKey, pdf, { overwrite: true });
  return { fileKey };
}

function orderDocument(
  app: FastifyInstance,
  order: InvoiceOrder,
  buyer: typeof users.$inferSelect | undefined,
  paidAt: Date,
  kind: 'invoice' | 'receipt',
  number: string,
): InvoiceDocument {
  const vatRateBps = percentToBps(app.config.vatRatePercent);
  const { netCents, vatCents } = splitVat(order.totalCents, vatRateBps);
  const address = [
    buyer?.billingAddress,
    [buyer?.billingZip, buyer?.billingCity].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line);
  return {
    kind,
    number,
    language: order.language,
    issuedAt: paidAt,
    paidAt,
    orderId: order.id,
    seller: app.config.seller,
    buyer: {
      name: buyer?.billingName || buyer?.name || '',
      email: buyer?.email ?? '',
      lines: address,
      country: buyer?.billingCountry,
      vat: buyer?.billingVat,
    },
    lines: order.lines.map((line) => ({
      ...line,
      unitNetCents: splitVat(line.unitPriceCents, vatRateBps).netCents,
    })),
    netCents,
    vatCents,
    grossCents: order.totalCents,
    vatRatePercent: app.config.vatRatePercent,
  };
}

export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
