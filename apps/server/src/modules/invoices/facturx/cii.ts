import { isCountryCode } from '@shop/contracts';
import type { InvoiceDocument } from '../../../lib/db/schema';
import { translator } from '../../../lib/i18n';
import { printedLanguages } from '../languages';
import { pdfDate } from '../pdf-format';
import { lineTexts, termsSentences } from '../pdf-labels';
import { type AllowanceOrCharge, type CiiAmounts, ciiAmounts, decimal } from './amounts';
import { el, type XmlPart } from './xml';

/** The EN 16931 profile of Factur-X (BT-24). */
const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const namespaces = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The XML is written in French, the seller's language of account, as the documents are (invoices.md). */
const fr = translator('fr', 'documents:');

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
/** A date in format 102 (YYYYMMDD), the day in Paris as the PDF prints it. */
const date102 = (iso: string) =>
  el('udt:DateTimeString', parisDay.format(new Date(iso)).replaceAll('-', ''), { format: '102' });

/** A VAT number as VIES writes it (no spaces, capitals), or none when the field is not a number (not set yet). */
function vatId(vat: string | null | undefined): string | null {
  const compact = (vat ?? '').replace(/[\s.-]/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) ? compact : null;
}

/**
 * The seller's one-line address read as a French one ("3 quai des Pavots, 69002 Lyon, France"): the street,
 * then the postcode and city; kept whole as the street when it does not read so. The seller is in France.
 */
function sellerAddress(address: string): XmlPart {
  const match = /^(.*?)[\s,]*\b(\d{5})\s+([^,]+?)\s*(?:,[^,]*)?$/.exec(address);
  return el('ram:PostalTradeAddress', [
    match && el('ram:PostcodeCode', match[2]!),
    el('ram:LineOne', match ? match[1]! : address),
    match && el('ram:CityName', match[3]!),
    el('ram:CountryID', 'FR'),
  ]);
}

function sellerParty(seller: InvoiceDocument['seller']): string {
  const siret = seller.siret.replace(/\s/g, '');
  const siren = /^\d{14}$/.test(siret) ? siret.slice(0, 9) : null;
  const vat = vatId(seller.vat);
  return el('ram:SellerTradeParty', [
    // BT-29: the SIRET (ICD 0009); BT-30: the SIREN (ICD 0002), as French e-invoicing names them.
    siren && el('ram:GlobalID', siret, { schemeID: '0009' }),
    el('ram:Name', seller.name),
    // BT-33, the additional legal information the PDF prints under the name.
    el(
      'ram:Description',
      [
        fr('invoice.legalForm', { form: seller.legalForm, capital: seller.shareCapital }),
        fr('invoice.rcs', { city: seller.rcsCity, number: seller.rcsNumber }),
      ].join(', '),
    ),
    siren && el('ram:SpecifiedLegalOrganization', [el('ram:ID', siren, { schemeID: '0002' })]),
    sellerAddress(seller.address),
    el('ram:URIUniversalCommunication', [el('ram:URIID', seller.email, { schemeID: 'EM' })]),
    vat && el('ram:SpecifiedTaxRegistration', [el('ram:ID', vat, { schemeID: 'VA' })]),
  ]);
}

function buyerParty(invoice: InvoiceDocument): string {
  const { buyer } = invoice;
  // A buyer without a billing country is billed as in France (docs/rules/vat.md).
  const country =
    buyer.country && isCountryCode(buyer.country) ? buyer.country : (invoice.vatCountry ?? 'FR');
  const postal = buyer.postal;
  const vat = vatId(buyer.vat);
  return el('ram:BuyerTradeParty', [
    el('ram:Name', buyer.company || buyer.name),
    buyer.company && el('ram:DefinedTradeContact', [el('ram:PersonName', buyer.name)]),
    el('ram:PostalTradeAddress', [
      postal?.postcode && el('ram:PostcodeCode', postal.postcode),
      el('ram:LineOne', postal ? (postal.street ?? '') : (buyer.lines[0] ?? '')),
      !postal && el('ram:LineTwo', buyer.lines.slice(1).join(', ')),
      postal?.city && el('ram:CityName', postal.city),
      el('ram:CountryID', country),
    ]),
    buyer.email && el('ram:URIUniversalCommunication', [el('ram:URIID', buyer.email, { schemeID: 'EM' })]),
    vat && el('ram:SpecifiedTaxRegistration', [el('ram:ID', vat, { schemeID: 'VA' })]),
  ]);
}

/** The VAT of a line, an allowance or charge: its category and rate (BT-151/152, BT-95/96, BT-102/103). */
function taxCategory(name: string, amounts: CiiAmounts): string {
  return el(name, [
    el('ram:TypeCode', 'VAT'),
    el('ram:CategoryCode', amounts.category),
    el('ram:RateApplicablePercent', String(amounts.ratePercent)),
  ]);
}

function lineItems(invoice: InvoiceDocument, amounts: CiiAmounts): string[] {
  const printed = printedLanguages(invoice);
  return invoice.lines.map((line, index) => {
    const [name, ...translations] = lineTexts(line, printed);
    const figures = amounts.lines[index]!;
    return el('ram:IncludedSupplyChainTradeLineItem', [
      el('ram:AssociatedDocumentLineDocument', [el('ram:LineID', String(index + 1))]),
      el('ram:SpecifiedTradeProduct', [
        el('ram:Name', name!),
        el('ram:Description', translations.join(' / ')),
      ]),
      el('ram:SpecifiedLineTradeAgreement', [
        el('ram:NetPriceProductTradePrice', [el('ram:ChargeAmount', decimal(figures.netPriceCents))]),
      ]),
      // C62: "one", a unit of the indicator's licence.
      el('ram:SpecifiedLineTradeDelivery', [
        el('ram:BilledQuantity', String(line.quantity), { unitCode: 'C62' }),
      ]),
      el('ram:SpecifiedLineTradeSettlement', [
        taxCategory('ram:ApplicableTradeTax', amounts),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', [
          el('ram:LineTotalAmount', decimal(figures.netCents)),
        ]),
      ]),
    ]);
  });
}

function allowanceOrCharge(part: AllowanceOrCharge, charge: boolean, amounts: CiiAmounts): string {
  const { key, code } = part.reason;
  return el('ram:SpecifiedTradeAllowanceCharge', [
    el('ram:ChargeIndicator', [el('udt:Indicator', String(charge))]),
    el('ram:ActualAmount', decimal(part.cents)),
    // UNTDID 5189 95: a discount.
    key === 'coupon' && el('ram:ReasonCode', '95'),
    el('ram:Reason', fr(`facturX.${key}`, { code })),
    taxCategory('ram:CategoryTradeTax', amounts),
  ]);
}

/** BG-23, the VAT breakdown: one category per document. Reverse charge says why no VAT is charged (BR-AE-10). */
function vatBreakdown(amounts: CiiAmounts): string {
  const reverse = amounts.category === 'AE';
  return el('ram:ApplicableTradeTax', [
    el('ram:CalculatedAmount', decimal(amounts.taxCents)),
    el('ram:TypeCode', 'VAT'),
    reverse && el('ram:ExemptionReason', fr('facturX.reverseCharge')),
    el('ram:BasisAmount', decimal(amounts.taxBasisCents)),
    el('ram:CategoryCode', amounts.category),
    reverse && el('ram:ExemptionReasonCode', 'VATEX-EU-AE'),
    el('ram:RateApplicablePercent', String(amounts.ratePercent)),
  ]);
}

/** The notes (BT-21/22) of the PDF's mentions a machine reader may show: terms, business terms, a credit's reason. */
function notes(invoice: InvoiceDocument): XmlPart[] {
  const note = (content: string, subject: string) =>
    el('ram:IncludedNote', [el('ram:Content', content), el('ram:SubjectCode', subject)]);
  if (invoice.kind === 'creditNote')
    return [
      note(fr('creditNote.note'), 'AAI'),
      invoice.reason && note(fr('creditNote.reason', { reason: invoice.reason }), 'ACD'),
    ];
  return [
    note(
      termsSentences(invoice)
        .map((key) => fr(`invoice.${key}`))
        .join(' '),
      'AAB',
    ),
    invoice.buyer.vat && note(fr('invoice.legalBusiness'), 'PMD'),
  ];
}

/**
 * The invoice or credit note as Factur-X's EN 16931 CII XML, from the snapshot the PDF is printed from, so
 * the two cannot disagree (docs/rules/invoices.md: which fields, which codes). Paid when issued: the whole
 * amount is prepaid (BT-113) and nothing is due; a credit note is refunded when issued, alike.
 */
export function facturXml(invoice: InvoiceDocument): string {
  const amounts = ciiAmounts(invoice);
  const currency = (invoice.currency ?? 'eur').toUpperCase();
  const credit = invoice.kind === 'creditNote';
  const euroVat = currency !== 'EUR' ? invoice.euroVat : undefined;
  const summation = el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
    el('ram:LineTotalAmount', decimal(amounts.lineTotalCents)),
    amounts.charges.length > 0 && el('ram:ChargeTotalAmount', decimal(amounts.chargeTotalCents)),
    amounts.allowances.length > 0 && el('ram:AllowanceTotalAmount', decimal(amounts.allowanceTotalCents)),
    el('ram:TaxBasisTotalAmount', decimal(amounts.taxBasisCents)),
    el('ram:TaxTotalAmount', decimal(amounts.taxCents), { currencyID: currency }),
    // BT-111: a foreign-currency document's VAT in euros, at the order's recorded rate (currencies.md).
    euroVat && el('ram:TaxTotalAmount', decimal(euroVat.vatCents), { currencyID: 'EUR' }),
    el('ram:GrandTotalAmount', decimal(amounts.grandTotalCents)),
    el('ram:TotalPrepaidAmount', decimal(amounts.grandTotalCents)),
    el('ram:DuePayableAmount', decimal(0)),
  ]);
  const settledOn = credit
    ? fr('facturX.refundedOn', { date: pdfDate(invoice.issuedAt, 'fr') })
    : fr('facturX.paidOn', { date: pdfDate(invoice.paidAt, 'fr') });
  const document = el(
    'rsm:CrossIndustryInvoice',
    [
      el('rsm:ExchangedDocumentContext', [
        el('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', EN16931_GUIDELINE)]),
      ]),
      el('rsm:ExchangedDocument', [
        el('ram:ID', invoice.number),
        // UNTDID 1001: 380 a commercial invoice, 381 a credit note.
        el('ram:TypeCode', credit ? '381' : '380'),
        el('ram:IssueDateTime', [date102(invoice.issuedAt)]),
        ...notes(invoice),
      ]),
      el('rsm:SupplyChainTradeTransaction', [
        ...lineItems(invoice, amounts),
        el('ram:ApplicableHeaderTradeAgreement', [
          sellerParty(invoice.seller),
          buyerParty(invoice),
          // BT-14: the shop's order this document invoices.
          el('ram:SellerOrderReferencedDocument', [el('ram:IssuerAssignedID', invoice.orderId)]),
        ]),
        // BT-72: a digital product is delivered when it is paid.
        el('ram:ApplicableHeaderTradeDelivery', [
          el('ram:ActualDeliverySupplyChainEvent', [el('ram:OccurrenceDateTime', [date102(invoice.paidAt)])]),
        ]),
        el('ram:ApplicableHeaderTradeSettlement', [
          euroVat && el('ram:TaxCurrencyCode', 'EUR'),
          el('ram:InvoiceCurrencyCode', currency),
          // UNTDID 4461 48: a bank card, paid online through the payment provider.
          el('ram:SpecifiedTradeSettlementPaymentMeans', [
            el('ram:TypeCode', '48'),
            el('ram:Information', fr('facturX.paymentMeans')),
          ]),
          vatBreakdown(amounts),
          ...amounts.allowances.map((part) => allowanceOrCharge(part, false, amounts)),
          ...amounts.charges.map((part) => allowanceOrCharge(part, true, amounts)),
          el('ram:SpecifiedTradePaymentTerms', [el('ram:Description', settledOn)]),
          summation,
          // BT-25: the invoice a credit note corrects.
          credit &&
            el('ram:InvoiceReferencedDocument', [el('ram:IssuerAssignedID', invoice.invoiceNumber ?? '')]),
        ]),
      ]),
    ],
    namespaces,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${document}\n`;
}
