import { type CiiTree, cents } from './facturx';

/**
 * The EN 16931 business rules that apply to the shop's invoices and credit notes (one VAT category each, S or AE;
 * document-level allowances and charges; paid when issued), restated over the parsed CII from the standard's
 * CII binding. Each returns what is wrong, or null. BR-CO-17 and BR-S-09 are checked to the cent, stricter than
 * the official tolerance of one currency unit, since our VAT is exact to the cent.
 */
export type Rule = (invoice: CiiTree) => string | null;

const settlement = (invoice: CiiTree) => invoice.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
const agreement = (invoice: CiiTree) => invoice.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement;
const totals = (invoice: CiiTree) => settlement(invoice).SpecifiedTradeSettlementHeaderMonetarySummation;
const lines = (invoice: CiiTree): CiiTree[] =>
  invoice.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem ?? [];
const breakdown = (invoice: CiiTree): CiiTree[] => settlement(invoice).ApplicableTradeTax ?? [];
const allowancesAndCharges = (invoice: CiiTree, charge: boolean): CiiTree[] =>
  (settlement(invoice).SpecifiedTradeAllowanceCharge ?? []).filter(
    (part: CiiTree) => part.ChargeIndicator.Indicator === String(charge),
  );
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const lineNet = (line: CiiTree) =>
  cents(line.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount);
const lineCategory = (line: CiiTree) => line.SpecifiedLineTradeSettlement.ApplicableTradeTax[0].CategoryCode;
const currency = (invoice: CiiTree) => settlement(invoice).InvoiceCurrencyCode;
/** BT-110: the VAT total in the invoice's currency. */
const taxTotal = (invoice: CiiTree) =>
  cents(
    totals(invoice).TaxTotalAmount.find((amount: CiiTree) => amount['@_currencyID'] === currency(invoice)),
  );
const optionalCents = (value: unknown) => (value === undefined ? 0 : cents(value));
const vatIds = (party: CiiTree): string[] =>
  (party.SpecifiedTaxRegistration ?? [])
    .map((registration: CiiTree) => registration.ID)
    .filter((id: CiiTree) => id['@_schemeID'] === 'VA')
    .map((id: CiiTree) => id['#text']);
const expect = (ok: boolean, message: string) => (ok ? null : message);

/** What BR-S-08 and BR-AE-08 say of a category: its basis is its lines less its allowances plus its charges. */
function categoryBasis(invoice: CiiTree, category: string): string | null {
  const row = breakdown(invoice).find((tax) => tax.CategoryCode === category);
  if (!row) return null;
  const ofCategory = (parts: CiiTree[]) =>
    sum(
      parts
        .filter((part) => part.CategoryTradeTax.CategoryCode === category)
        .map((part) => cents(part.ActualAmount)),
    );
  const expected =
    sum(
      lines(invoice)
        .filter((line) => lineCategory(line) === category)
        .map(lineNet),
    ) -
    ofCategory(allowancesAndCharges(invoice, false)) +
    ofCategory(allowancesAndCharges(invoice, true));
  return expect(
    cents(row.BasisAmount) === expected,
    `${category} basis ${cents(row.BasisAmount)} ≠ ${expected}`,
  );
}

const hasCategory = (invoice: CiiTree, category: string) =>
  breakdown(invoice).some((tax) => tax.CategoryCode === category) ||
  lines(invoice).some((line) => lineCategory(line) === category);

/** Applies only when the document uses the category: otherwise it holds. */
const whenCategory =
  (category: string, rule: Rule): Rule =>
  (invoice) =>
    hasCategory(invoice, category) ? rule(invoice) : null;

export const en16931Rules: Record<string, Rule> = {
  'BR-01 specification identifier': (invoice) =>
    expect(!!invoice.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID, 'no BT-24'),
  'BR-02 invoice number': (invoice) => expect(!!invoice.ExchangedDocument.ID, 'no BT-1'),
  'BR-03 issue date': (invoice) =>
    expect(
      /^\d{8}$/.test(invoice.ExchangedDocument.IssueDateTime.DateTimeString['#text']),
      'no BT-2 in format 102',
    ),
  'BR-04 type code': (invoice) =>
    expect(['380', '381'].includes(invoice.ExchangedDocument.TypeCode), 'BT-3 neither 380 nor 381'),
  'BR-05 invoice currency': (invoice) => expect(/^[A-Z]{3}$/.test(currency(invoice)), 'no BT-5'),
  'BR-06 seller name': (invoice) => expect(!!agreement(invoice).SellerTradeParty.Name, 'no BT-27'),
  'BR-07 buyer name': (invoice) => expect(!!agreement(invoice).BuyerTradeParty.Name, 'no BT-44'),
  'BR-08 BR-09 seller address and country': (invoice) =>
    expect(/^[A-Z]{2}$/.test(agreement(invoice).SellerTradeParty.PostalTradeAddress?.CountryID), 'no BT-40'),
  'BR-10 BR-11 buyer address and country': (invoice) =>
    expect(/^[A-Z]{2}$/.test(agreement(invoice).BuyerTradeParty.PostalTradeAddress?.CountryID), 'no BT-55'),
  'BR-16 at least one line': (invoice) => expect(lines(invoice).length > 0, 'no line'),
  'BR-21 to BR-27 each line complete': (invoice) =>
    lines(invoice)
      .map((line, index) => {
        const quantity = line.SpecifiedLineTradeDelivery.BilledQuantity;
        const price = cents(line.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount);
        const complete =
          !!line.AssociatedDocumentLineDocument.LineID &&
          Number(quantity['#text']) > 0 &&
          !!quantity['@_unitCode'] &&
          !!line.SpecifiedTradeProduct.Name &&
          price >= 0;
        return complete ? null : `line ${index + 1} incomplete`;
      })
      .find((problem) => problem !== null) ?? null,
  'BR-CO-09 VAT identifiers start with a country code': (invoice) => {
    const ids = [
      ...vatIds(agreement(invoice).SellerTradeParty),
      ...vatIds(agreement(invoice).BuyerTradeParty),
    ];
    return expect(
      ids.every((id) => /^[A-Z]{2}[0-9A-Z]+$/.test(id)),
      `VAT ids ${ids.join(', ')}`,
    );
  },
  'BR-CO-10 sum of line net amounts': (invoice) => {
    const expected = sum(lines(invoice).map(lineNet));
    return expect(cents(totals(invoice).LineTotalAmount) === expected, `BT-106 ≠ ${expected}`);
  },
  'BR-CO-11 sum of allowances': (invoice) =>
    expect(
      optionalCents(totals(invoice).AllowanceTotalAmount) ===
        sum(allowancesAndCharges(invoice, false).map((part) => cents(part.ActualAmount))),
      'BT-107 ≠ the allowances',
    ),
  'BR-CO-12 sum of charges': (invoice) =>
    expect(
      optionalCents(totals(invoice).ChargeTotalAmount) ===
        sum(allowancesAndCharges(invoice, true).map((part) => cents(part.ActualAmount))),
      'BT-108 ≠ the charges',
    ),
  'BR-CO-13 total without VAT': (invoice) => {
    const summary = totals(invoice);
    const expected =
      cents(summary.LineTotalAmount) -
      optionalCents(summary.AllowanceTotalAmount) +
      optionalCents(summary.ChargeTotalAmount);
    return expect(cents(summary.TaxBasisTotalAmount) === expected, `BT-109 ≠ ${expected}`);
  },
  'BR-CO-14 VAT total is the breakdown': (invoice) => {
    const expected = sum(breakdown(invoice).map((tax) => cents(tax.CalculatedAmount)));
    return expect(taxTotal(invoice) === expected, `BT-110 ≠ ${expected}`);
  },
  'BR-CO-15 total with VAT': (invoice) =>
    expect(
      cents(totals(invoice).GrandTotalAmount) ===
        cents(totals(invoice).TaxBasisTotalAmount) + taxTotal(invoice),
      'BT-112 ≠ BT-109 + BT-110',
    ),
  'BR-CO-16 amount due': (invoice) => {
    const summary = totals(invoice);
    const expected =
      cents(summary.GrandTotalAmount) -
      optionalCents(summary.TotalPrepaidAmount) +
      optionalCents(summary.RoundingAmount);
    return expect(cents(summary.DuePayableAmount) === expected, `BT-115 ≠ ${expected}`);
  },
  'BR-CO-17 VAT of each category is its basis times its rate': (invoice) =>
    breakdown(invoice)
      .map((tax) => {
        const expected = Math.round((cents(tax.BasisAmount) * Number(tax.RateApplicablePercent)) / 100);
        return Math.abs(cents(tax.CalculatedAmount) - expected) <= 1
          ? null
          : `${tax.CategoryCode} VAT ≠ ${expected}`;
      })
      .find((problem) => problem !== null) ?? null,
  'BR-CO-18 at least one VAT breakdown': (invoice) => expect(breakdown(invoice).length > 0, 'no BG-23'),
  'BR-CO-26 seller identified': (invoice) => {
    const seller = agreement(invoice).SellerTradeParty;
    return expect(
      !!(seller.GlobalID || seller.SpecifiedLegalOrganization?.ID || vatIds(seller).length),
      'no BT-29/30/31',
    );
  },
  'BR-53 VAT total in the accounting currency': (invoice) => {
    const taxCurrency = settlement(invoice).TaxCurrencyCode;
    if (!taxCurrency) return null;
    const inIt = totals(invoice).TaxTotalAmount.some(
      (amount: CiiTree) => amount['@_currencyID'] === taxCurrency,
    );
    return expect(inIt && taxCurrency !== currency(invoice), 'no BT-111 in BT-6');
  },
  'BR-55 preceding invoice reference': (invoice) => {
    const reference = settlement(invoice).InvoiceReferencedDocument;
    if (invoice.ExchangedDocument.TypeCode !== '381') return null;
    return expect(!!reference?.IssuerAssignedID, 'a credit note without BT-25');
  },
  'BR-S-02 seller VAT identifier for standard rate': whenCategory('S', (invoice) =>
    expect(vatIds(agreement(invoice).SellerTradeParty).length > 0, 'no BT-31'),
  ),
  'BR-S-05 standard rate above zero on lines': whenCategory('S', (invoice) =>
    expect(
      lines(invoice).every(
        (line) =>
          lineCategory(line) !== 'S' ||
          Number(line.SpecifiedLineTradeSettlement.ApplicableTradeTax[0].RateApplicablePercent) > 0,
      ),
      'an S line at 0 %',
    ),
  ),
  'BR-S-08 standard rate basis': whenCategory('S', (invoice) => categoryBasis(invoice, 'S')),
  'BR-S-10 no exemption reason for standard rate': whenCategory('S', (invoice) =>
    expect(
      breakdown(invoice).every(
        (tax) => tax.CategoryCode !== 'S' || (!tax.ExemptionReason && !tax.ExemptionReasonCode),
      ),
      'S with an exemption reason',
    ),
  ),
  'BR-AE-01 one reverse-charge breakdown': whenCategory('AE', (invoice) =>
    expect(breakdown(invoice).filter((tax) => tax.CategoryCode === 'AE').length === 1, 'not one AE row'),
  ),
  'BR-AE-02 seller and buyer VAT identifiers under reverse charge': whenCategory('AE', (invoice) =>
    expect(
      vatIds(agreement(invoice).SellerTradeParty).length > 0 &&
        vatIds(agreement(invoice).BuyerTradeParty).length > 0,
      'a VAT identifier missing',
    ),
  ),
  'BR-AE-05 reverse-charge lines at 0 %': whenCategory('AE', (invoice) =>
    expect(
      lines(invoice).every(
        (line) => Number(line.SpecifiedLineTradeSettlement.ApplicableTradeTax[0].RateApplicablePercent) === 0,
      ),
      'an AE line above 0 %',
    ),
  ),
  'BR-AE-08 reverse-charge basis': whenCategory('AE', (invoice) => categoryBasis(invoice, 'AE')),
  'BR-AE-09 no VAT under reverse charge': whenCategory('AE', (invoice) =>
    expect(
      breakdown(invoice).every((tax) => tax.CategoryCode !== 'AE' || cents(tax.CalculatedAmount) === 0),
      'AE with VAT',
    ),
  ),
  'BR-AE-10 reverse-charge exemption reason': whenCategory('AE', (invoice) =>
    expect(
      breakdown(invoice).every(
        (tax) =>
          tax.CategoryCode !== 'AE' || (!!tax.ExemptionReason && tax.ExemptionReasonCode === 'VATEX-EU-AE'),
      ),
      'AE without its reason',
    ),
  ),
  'French seller identifiers: SIRET (BT-29, 0009) and SIREN (BT-30, 0002)': (invoice) => {
    const seller = agreement(invoice).SellerTradeParty;
    const siret = seller.GlobalID;
    const siren = seller.SpecifiedLegalOrganization?.ID;
    return expect(
      siret?.['@_schemeID'] === '0009' &&
        /^\d{14}$/.test(siret['#text']) &&
        siren?.['@_schemeID'] === '0002' &&
        siren['#text'] === siret['#text'].slice(0, 9),
      'SIRET / SIREN missing or not matching',
    );
  },
};

/** Every rule's failure, by rule: empty when the document keeps them all. */
export function brokenRules(invoice: CiiTree): Record<string, string> {
  return Object.fromEntries(
    Object.entries(en16931Rules)
      .map(([name, rule]) => [name, rule(invoice)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null),
  );
}
