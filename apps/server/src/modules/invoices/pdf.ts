import { shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../lib/db/schema';
import { facturXml } from './facturx/cii';
import {
  attachFacturX,
  builtInFonts,
  embeddedFonts,
  pdfaOptions,
  registerEmbeddedFonts,
  xmpSafe,
} from './facturx/pdfa';
import { printedLanguages } from './languages';
import { countryName, inEach, pdfAmount, pdfDate, rateFormat } from './pdf-format';
import { lineTexts, totalLabels } from './pdf-labels';
import { writeMentions } from './pdf-mentions';

export type { InvoiceDocument };

/** A translation under the second, smaller line of a bilingual label. */
const SECOND_SIZE = 8;
const SECOND_COLOUR = '#555555';

/**
 * What a credit note's lines cost beyond what it gives back, after the coupon's share: money an earlier
 * amount-only refund (the Stripe dashboard's) already returned, docs/rules/refunds.md. Printed as a line of its
 * own so that the lines add up to the total, as the Factur-X XML states it (refundAdjustment).
 */
function refundedEarlier(invoice: InvoiceDocument): { netCents: number; grossCents: number } | undefined {
  const priced = invoice.lines.filter((line) => !line.included);
  const sum = (cents: (line: (typeof priced)[number]) => number) =>
    priced.reduce((total, line) => total + cents(line) * line.quantity, 0);
  const grossCents =
    sum((line) => line.unitPriceCents) - (invoice.discount?.amountCents ?? 0) - invoice.grossCents;
  if (grossCents <= 0) return undefined;
  const netCents = sum((line) => line.unitNetCents) - (invoice.discount?.netCents ?? 0) - invoice.netCents;
  return { netCents, grossCents };
}

/**
 * Renders the invoice, receipt or credit note. The output depends on the document alone (the creation date is
 * its issue date, not the clock), so a PDF lost after the commit is rendered again identical. A Factur-X
 * snapshot (`facturX`) makes a PDF/A-3 in embedded fonts, an invoice or credit note carrying its EN 16931 XML
 * built from the same snapshot (`facturx/`); one from before is printed in pdfkit's built-in Helvetica, as it
 * was. It is printed in French, with each label's English under it when the snapshot says so (`printedIn`,
 * docs/rules/invoices.md); a snapshot from before prints in its own language alone, laid out as it was.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const printed = printedLanguages(invoice);
  const [main] = printed as [Language, ...Language[]];
  const bilingual = printed.length > 1;
  const t = inEach(printed, 'documents:invoice.');
  const labels = totalLabels(invoice);
  const credit = inEach(printed, 'documents:creditNote.');
  const money = (cents: number) => pdfAmount(cents, invoice.currency ?? 'eur', main);
  const receipt = invoice.kind === 'receipt';
  // A credit note (docs/rules/refunds.md) is laid out as the invoice it cites, with its own title and number.
  const creditNote = invoice.kind === 'creditNote';
  const title = receipt ? t('receiptTitle') : creditNote ? credit('title') : t('title');
  const numberLine = creditNote
    ? credit('number', () => ({ number: invoice.number }))
    : t('number', () => ({ number: invoice.number }));
  const facturX = invoice.facturX === true;
  const fonts = facturX ? embeddedFonts : builtInFonts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    ...(facturX ? pdfaOptions : {}),
    info: {
      Title: (receipt ? title : numberLine).join(' / '),
      Author: facturX ? xmpSafe(invoice.seller.name) : invoice.seller.name,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  if (facturX) registerEmbeddedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /**
   * The first language's text where pdfkit would put it, the others each on a smaller grey line below, in
   * the same column; the font and size are then those of the first line again.
   */
  const stack = (texts: string[], x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) => {
    const [first, ...others] = texts;
    if (x === undefined) doc.text(first!, options);
    else doc.text(first!, x, y, options);
    if (others.length === 0) return;
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    doc.fontSize(Math.min(size, SECOND_SIZE)).fillColor(SECOND_COLOUR);
    for (const other of others) doc.text(other, options);
    doc.fontSize(size).fillColor('black');
  };
  /** The height `stack` takes for these texts in a column of this width. */
  const stackHeight = (texts: string[], width: number) => {
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    let height = doc.heightOfString(texts[0]!, { width });
    doc.fontSize(Math.min(size, SECOND_SIZE));
    for (const other of texts.slice(1)) height += doc.heightOfString(other, { width });
    doc.fontSize(size);
    return height;
  };

  doc.font(fonts.bold).fontSize(20).text(title[0]!.toUpperCase(), 50, 50);
  if (bilingual) doc.fontSize(12).fillColor(SECOND_COLOUR).text(title.slice(1).join(' / ').toUpperCase());
  doc.font(fonts.regular).fontSize(10);
  if (bilingual) doc.fillColor('black');
  // The heading lines, right-aligned; one under the other at fixed steps when printed in one language.
  const heading: [string[], number][] = [
    ...(receipt ? [] : [[numberLine, 250] as [string[], number]]),
    [t('date', (language) => ({ date: pdfDate(invoice.issuedAt, language) })), 350],
    [t('order', () => ({ id: shortOrderId(invoice.orderId) })), 250],
    [t('paidOn', (language) => ({ date: pdfDate(invoice.paidAt, language) })), 350],
  ];
  let headingY = receipt && !bilingual ? 65 : 50;
  for (const [texts, x] of heading) {
    stack(texts, x, headingY, { align: 'right' });
    headingY = bilingual ? doc.y + 3 : headingY + 15;
  }

  // Seller and buyer side by side; long addresses and e-mails wrap inside their column, and the table
  // starts under the taller of the two.
  const top = bilingual ? Math.max(130, doc.y + 20) : 130;
  const { seller, buyer } = invoice;
  const sellerColumn = { width: 230 };
  doc.font(fonts.bold);
  stack(t('seller'), 50, top);
  doc.font(fonts.regular).text(seller.name, 50, bilingual ? doc.y + 3 : top + 15, sellerColumn);
  stack(
    t('legalForm', () => ({ form: seller.legalForm, capital: seller.shareCapital })),
    undefined,
    undefined,
    sellerColumn,
  );
  doc.text(seller.address, sellerColumn);
  stack(
    t('rcs', () => ({ city: seller.rcsCity, number: seller.rcsNumber })),
    undefined,
    undefined,
    sellerColumn,
  );
  // SIRET has no English name: printed once.
  doc.text(t('siret', () => ({ siret: seller.siret }))[0]!, sellerColumn);
  stack(
    t('vatNumber', () => ({ vat: seller.vat })),
    undefined,
    undefined,
    sellerColumn,
  );
  const sellerBottom = doc.y;

  const buyerColumn = { width: 225 };
  doc.font(fonts.bold);
  stack(t('buyer'), 320, top);
  const buyerFirstY = bilingual ? doc.y + 3 : top + 15;
  if (buyer.company) doc.font(fonts.bold).text(buyer.company, 320, buyerFirstY, buyerColumn);
  doc.font(fonts.regular);
  if (buyer.company) doc.text(buyer.name, buyerColumn);
  else doc.text(buyer.name, 320, buyerFirstY, buyerColumn);
  for (const line of buyer.lines) doc.text(line, buyerColumn);
  if (buyer.country) {
    const names = printed.map((language) => countryName(buyer.country!, language));
    doc.text([...new Set(names)].join(' / '), buyerColumn);
  }
  doc.text(buyer.email, buyerColumn);
  if (buyer.vat)
    stack(
      t('vatNumber', () => ({ vat: buyer.vat })),
      undefined,
      undefined,
      buyerColumn,
    );

  let y = Math.max(sellerBottom, doc.y) + 25;
  if (creditNote) {
    doc.font(fonts.bold);
    stack(
      credit('cites', () => ({ number: invoice.invoiceNumber ?? '' })),
      50,
      y,
    );
    if (invoice.reason) {
      doc.font(fonts.regular);
      stack(
        credit('reason', () => ({ reason: invoice.reason })),
        undefined,
        undefined,
        { width: 495 },
      );
    }
    y = doc.y + 15;
  }
  const columns = {
    name: { x: 50, width: 185 },
    qty: { x: 240, width: 35 },
    unitNet: { x: 280, width: 85 },
    unitGross: { x: 370, width: 85 },
    total: { x: 460, width: 85 },
  };
  type Column = keyof typeof columns;
  const cell = (texts: string[], column: Column, align: 'left' | 'right' = 'right') =>
    stack(texts, columns[column].x, y, { width: columns[column].width, align });
  doc.font(fonts.bold);
  const headers: [string[], Column, 'left' | 'right'][] = [
    [t('description'), 'name', 'left'],
    [t('quantity'), 'qty', 'right'],
    [t('unitPriceNet'), 'unitNet', 'right'],
    [t(labels.unitPrice), 'unitGross', 'right'],
    [t(labels.lineTotal), 'total', 'right'],
  ];
  const headerHeight = bilingual
    ? Math.max(...headers.map(([texts, column]) => stackHeight(texts, columns[column].width)))
    : doc.heightOfString(t('unitPriceNet')[0]!, { width: columns.unitNet.width });
  for (const [texts, column, align] of headers) cell(texts, column, align);
  y += headerHeight + 8;
  doc
    .moveTo(50, y - 5)
    .lineTo(545, y - 5)
    .stroke();
  doc.font(fonts.regular);
  // "Gratuit / Free" on one line, so a row keeps the height of its name; a bundle's indicator is "Inclus / Included".
  const free = [t('free').join(' / ')];
  const included = [t('included').join(' / ')];
  for (const line of invoice.lines) {
    const isFree = line.unitPriceCents === 0;
    const name = lineTexts(line, printed);
    cell(name, 'name', 'left');
    const rowHeight = Math.max(
      15,
      name.length > 1
        ? stackHeight(name, columns.name.width)
        : doc.heightOfString(name[0]!, { width: columns.name.width }),
    );
    cell([String(line.quantity)], 'qty');
    cell(line.included ? included : isFree ? free : [money(line.unitNetCents)], 'unitNet');
    cell(line.included ? included : isFree ? free : [money(line.unitPriceCents)], 'unitGross');
    cell(line.included ? included : [money(line.unitPriceCents * line.quantity)], 'total');
    y += rowHeight + 5;
  }
  /** A line taken off the lines above, before the VAT is worked out on what is left. */
  const deduction = (label: string, netCents: number, grossCents: number) => {
    cell([label], 'name', 'left');
    const rowHeight = Math.max(15, doc.heightOfString(label, { width: columns.name.width }));
    cell(['1'], 'qty');
    cell([money(-netCents)], 'unitNet');
    cell([money(-grossCents)], 'unitGross');
    cell([money(-grossCents)], 'total');
    y += rowHeight + 5;
  };
  const discount = invoice.discount;
  if (discount)
    deduction(
      t('discount', () => ({ code: discount.code })).join(' / '),
      discount.netCents,
      discount.amountCents,
    );
  const earlier = creditNote ? refundedEarlier(invoice) : undefined;
  if (earlier) deduction(credit('refundedEarlier').join(' / '), earlier.netCents, earlier.grossCents);
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 10;
  const vatLabel = (language: Language) => ({
    rate: rateFormat(language).format(invoice.vatRatePercent),
    country: invoice.vatCountry ? countryName(invoice.vatCountry, language) : '',
  });
  const totals: [string[], number][] = [
    [t('net'), invoice.netCents],
    [invoice.vatCountry ? t('vatCountry', vatLabel) : t('vat', vatLabel), invoice.vatCents],
    [t(labels.gross), invoice.grossCents],
  ];
  for (const [index, [label, cents]] of totals.entries()) {
    doc.font(index === totals.length - 1 ? fonts.bold : fonts.regular);
    stack(label, 300, y, { width: 150, align: 'right' });
    cell([money(cents)], 'total');
    y += bilingual ? 28 : 18;
  }
  writeMentions({ doc, invoice, t, credit, y, font: fonts.regular });
  // A receipt is not an invoice: it carries no invoice data.
  if (facturX && !receipt) attachFacturX(doc, facturXml(invoice), new Date(invoice.issuedAt));
  doc.end();
  return done;
}
