import type { SellerIdentity } from '@shop/contracts';
import { PDFParse } from 'pdf-parse';
import type { InvoiceDocument } from '../../src/lib/db/schema';
import { renderInvoicePdf } from '../../src/modules/invoices/pdf';

/** A complete seller identity, as the back-office stores it. */
export const testSeller: SellerIdentity = {
  name: 'Acme Trading Tools',
  legalForm: 'SARL',
  shareCapital: '5 000 €',
  address: '3 quai des Pavots, 69002 Lyon, France',
  rcsCity: 'Lyon',
  rcsNumber: '123 456 789',
  siret: '123 456 789 00012',
  vat: 'FR12123456789',
  hosting: 'OVH',
  email: 'help@acme.test',
  publisher: 'Jeanne Martin',
};

/** An invoice snapshot as `invoices.document` stores it (French, a consumer in Germany), with overrides. */
export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: 'FA-2026-000042',
    language: 'fr',
    issuedAt: '2026-03-02T10:00:00.000Z',
    paidAt: '2026-03-02T10:00:00.000Z',
    orderId: '01a2080b-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
    seller: testSeller,
    buyer: {
      name: 'Ada Buyer',
      email: 'ada@example.test',
      lines: ['3 rue des Tests', '75011 Paris'],
      country: 'DE',
    },
    lines: [{ name: 'VWAP Premium', quantity: 2, unitPriceCents: 6900, unitNetCents: 5750 }],
    netCents: 11500,
    vatCents: 2300,
    grossCents: 13800,
    vatRatePercent: 20,
    ...overrides,
  };
}

/** A document's PDF text with line breaks folded to spaces, so a mention wrapped over two lines still matches. */
export async function pdfTextOf(document: InvoiceDocument): Promise<string> {
  const pdf = await renderInvoicePdf(document);
  return (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, ' ');
}
