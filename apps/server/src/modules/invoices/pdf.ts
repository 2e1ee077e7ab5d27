import type { SupportedLanguage } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import { translate } from '../../lib/i18n';
import { formatEuros } from '../../lib/money';

export interface InvoiceDocument {
  number: string;
  language: SupportedLanguage;
  issuedAt: Date;
  paidAt: Date;
  orderId: string;
  seller: { name: string; address: string; vat: string; siret: string };
  buyer: { name: string; email: string; lines: string[]; vat?: string | null };
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRatePercent: number;
}

function pdfDate(date: Date, language: SupportedLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
}

/** Renders the invoice with pdfkit's built-in Helvetica; the bytes are stored once and never re-rendered. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { language } = invoice;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(language, `checkout:pdf.${key}`, params);
  const money = (cents: number) => formatEuros(cents, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('number', { number: invoice.number }), Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(t('title').toUpperCase(), 50, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(t('number', { number: invoice.number }), 350, 50, { align: 'right' });
  doc.text(t('date', { date: pdfDate(invoice.issuedAt, language) }), 350, 65, { align: 'right' });
  doc.text(t('order', { id: invoice.orderId }), 250, 80, { align: 'right' });
  doc.text(t('paidOn', { date: pdfDate(invoice.paidAt, language) }), 350, 95, { align: 'right' });

  const top = 130;
  doc.font('Helvetica-Bold').text(t('seller'), 50, top);
  doc.font('Helvetica').text(invoice.seller.name, 50, top + 15, { width: 230 });
  doc.text(invoice.seller.address, { width: 230 });
  doc.text(t('vatNumber', { vat: invoice.seller.vat }), { width: 230 });
  doc.text(t('siret', { siret: invoice.seller.siret }), { width: 230 });

  doc.font('Helvetica-Bold').text(t('buyer'), 320, top);
  doc.font('Helvetica').text(invoice.buyer.name, 320, top + 15, { width: 230 });
  for (const line of invoice.buyer.lines) doc.text(line, { width: 230 });
  doc.text(invoice.buyer.email, { width: 230 });
  if (invoice.buyer.vat) doc.text(t('vatNumber', { vat: invoice.buyer.vat }), { width: 230 });

  let y = 260;
  const columns = { name: 50, qty: 300, unit: 350, total: 460 };
  doc.font('Helvetica-Bold');
  doc.text(t('description'), columns.name, y, { width: 240 });
  doc.text(t('quantity'), columns.qty, y, { width: 40, align: 'right' });
  doc.text(t('unitPrice'), columns.unit, y, { width: 100, align: 'right' });
  doc.text(t('lineTotal'), columns.total, y, { width: 85, align: 'right' });
  y += 20;
  doc
    .moveTo(50, y - 5)
    .lineTo(545, y - 5)
    .stroke();
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const unit = line.unitPriceCents === 0 ? t('free') : money(line.unitPriceCents);
    doc.text(line.name, columns.name, y, { width: 240 });
    const rowHeight = Math.max(15, doc.heightOfString(line.name, { width: 240 }));
    doc.text(String(line.quantity), columns.qty, y, { width: 40, align: 'right' });
    doc.text(unit, columns.unit, y, { width: 100, align: 'right' });
    doc.text(money(line.unitPriceCents * line.quantity), columns.total, y, { width: 85, align: 'right' });
    y += rowHeight + 5;
  }
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 10;
  const totals: [string, number][] = [
    [t('net'), invoice.netCents],
    [t('vat', { rate: invoice.vatRatePercent }), invoice.vatCents],
    [t('gross'), invoice.grossCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === t('gross') ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 150, align: 'right' });
    doc.text(money(cents), columns.total, y, { width: 85, align: 'right' });
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(t('legal'), 50, y + 30, { width: 495 });
  doc.end();
  return done;
}
