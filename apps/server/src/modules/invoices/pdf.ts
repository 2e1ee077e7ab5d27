import { isCountryCode, shortOrderId } from '@shop/contracts';
import { intlLocale, type Language } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../lib/db/schema';
import { formatMoment, perLanguage, translator } from '../../lib/i18n';
import { formatEuros } from '../../lib/money';

export type { InvoiceDocument };

const dateFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocale(language), {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);
const regionNames = perLanguage((language) => new Intl.DisplayNames([language], { type: 'region' }));
const rateFormat = perLanguage(
  (language) => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }),
);

function pdfDate(date: string, language: Language): string {
  return dateFormat(language).format(new Date(date));
}

/** An ISO code becomes its name in the invoice language; an older free-text country is printed as is. */
function countryName(country: string, language: Language): string {
  if (!isCountryCode(country)) return country;
  return regionNames(language).of(country) ?? country;
}

/**
 * Renders the invoice with pdfkit's built-in Helvetica. The output depends on the document alone (the creation
 * date is its issue date, not the clock), so a PDF lost after the commit is rendered again identical.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { language } = invoice;
  const t = translator(language, 'documents:invoice.');
  const credit = translator(language, 'documents:creditNote.');
  const money = (cents: number) => formatEuros(cents, language);
  const receipt = invoice.kind === 'receipt';
  // A credit note (docs/rules/refunds.md) is laid out as the invoice it cites, with its own title and number.
  const creditNote = invoice.kind === 'creditNote';
  const title = receipt ? t('receiptTitle') : creditNote ? credit('title') : t('title');
  const numberLine = creditNote
    ? credit('number', { number: invoice.number })
    : t('number', { number: invoice.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: receipt ? title : numberLine,
      Author: invoice.seller.name,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(title.toUpperCase(), 50, 50);
  doc.font('Helvetica').fontSize(10);
  if (!receipt) doc.text(numberLine, 250, 50, { align: 'right' });
  doc.text(t('date', { date: pdfDate(invoice.issuedAt, language) }), 350, 65, { align: 'right' });
  doc.text(t('order', { id: shortOrderId(invoice.orderId) }), 250, 80, { align: 'right' });
  doc.text(t('paidOn', { date: pdfDate(invoice.paidAt, language) }), 350, 95, { align: 'right' });

  // Seller and buyer side by side; long addresses and e-mails wrap inside their column, and the table
  // starts under the taller of the two.
  const top = 130;
  const { seller, buyer } = invoice;
  doc.font('Helvetica-Bold').text(t('seller'), 50, top);
  doc.font('Helvetica').text(seller.name, 50, top + 15, { width: 230 });
  doc.text(t('legalForm', { form: seller.legalForm, capital: seller.shareCapital }), { width: 230 });
  doc.text(seller.address, { width: 230 });
  doc.text(t('rcs', { city: seller.rcsCity, number: seller.rcsNumber }), { width: 230 });
  doc.text(t('siret', { siret: seller.siret }), { width: 230 });
  doc.text(t('vatNumber', { vat: seller.vat }), { width: 230 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').text(t('buyer'), 320, top);
  doc.font('Helvetica').text(buyer.name, 320, top + 15, { width: 225 });
  for (const line of buyer.lines) doc.text(line, { width: 225 });
  if (buyer.country) doc.text(countryName(buyer.country, language), { width: 225 });
  doc.text(buyer.email, { width: 225 });
  if (buyer.vat) doc.text(t('vatNumber', { vat: buyer.vat }), { width: 225 });

  let y = Math.max(sellerBottom, doc.y) + 25;
  if (creditNote) {
    doc.font('Helvetica-Bold').text(credit('cites', { number: invoice.invoiceNumber ?? '' }), 50, y);
    if (invoice.reason)
      doc.font('Helvetica').text(credit('reason', { reason: invoice.reason }), { width: 495 });
    y = doc.y + 15;
  }
  const columns = {
    name: { x: 50, width: 185 },
    qty: { x: 240, width: 35 },
    unitNet: { x: 280, width: 85 },
    unitGross: { x: 370, width: 85 },
    total: { x: 460, width: 85 },
  };
  const cell = (text: string, column: keyof typeof columns, align: 'left' | 'right' = 'right') =>
    doc.text(text, columns[column].x, y, { width: columns[column].width, align });
  doc.font('Helvetica-Bold');
  const headerHeight = doc.heightOfString(t('unitPriceNet'), { width: columns.unitNet.width });
  cell(t('description'), 'name', 'left');
  cell(t('quantity'), 'qty');
  cell(t('unitPriceNet'), 'unitNet');
  cell(t('unitPrice'), 'unitGross');
  cell(t('lineTotal'), 'total');
  y += headerHeight + 8;
  doc
    .moveTo(50, y - 5)
    .lineTo(545, y - 5)
    .stroke();
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const free = line.unitPriceCents === 0;
    cell(line.name, 'name', 'left');
    const rowHeight = Math.max(15, doc.heightOfString(line.name, { width: columns.name.width }));
    cell(String(line.quantity), 'qty');
    cell(free ? t('free') : money(line.unitNetCents), 'unitNet');
    cell(free ? t('free') : money(line.unitPriceCents), 'unitGross');
    cell(money(line.unitPriceCents * line.quantity), 'total');
    y += rowHeight + 5;
  }
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 10;
  const rate = rateFormat(language).format(invoice.vatRatePercent);
  const vatLabel = invoice.vatCountry
    ? t('vatCountry', { rate, country: countryName(invoice.vatCountry, language) })
    : t('vat', { rate });
  const totals: [string, number][] = [
    [t('net'), invoice.netCents],
    [vatLabel, invoice.vatCents],
    [t('gross'), invoice.grossCents],
  ];
  for (const [label, cents] of totals) {
    doc.font(label === t('gross') ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 150, align: 'right' });
    cell(money(cents), 'total');
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(receipt ? t('receiptNote') : creditNote ? credit('note') : t('legal'), 50, y + 30, { width: 495 });
  // Late-payment terms are mandatory between businesses (C. com. L441-9, L441-10): a VAT number given.
  if (buyer.vat) doc.moveDown(0.5).text(t('legalBusiness'), { width: 495 });
  if (invoice.reverseCharge) doc.moveDown(0.5).text(t('reverseCharge'), { width: 495 });
  const consent = invoice.withdrawalConsent;
  if (consent) {
    const date = formatMoment(new Date(consent.at), language).replace(/[\u202f\u00a0]/g, ' ');
    doc.moveDown(0.5).text(t('withdrawalConsent', { date, version: consent.version }), { width: 495 });
  }
  doc.end();
  return done;
}
