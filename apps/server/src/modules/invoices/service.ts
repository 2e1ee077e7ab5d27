import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { invoices, type users } from '../../lib/db/schema';
import { InvoiceNumberAllocator, percentToBps, splitVat } from './numbering';
import { renderInvoicePdf } from './pdf';

export type InvoiceRow = typeof invoices.$inferSelect;

const allocator = new InvoiceNumberAllocator();

export const invoiceFileKey = (number: string) => `invoices/${number}.pdf`;

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
  const address = [
    buyer?.billingAddress,
    [buyer?.billingZip, buyer?.billingCity].filter(Boolean).join(' '),
    buyer?.billingCountry,
  ].filter((line): line is string => !!line);
  const pdf = await renderInvoicePdf({
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
      vat: buyer?.billingVat,
    },
    lines: order.lines,
    netCents,
    vatCents,
    grossCents: order.totalCents,
    vatRatePercent: app.config.vatRatePercent,
  });
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

export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
