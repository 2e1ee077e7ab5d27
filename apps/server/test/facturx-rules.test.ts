import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, users } from '../src/lib/db/schema';
import { creditNoteDocument } from '../src/modules/credit-notes/service';
import { facturXml } from '../src/modules/invoices/facturx/cii';
import { type InvoiceOrder, type InvoiceRow, orderDocument } from '../src/modules/invoices/service';
import { splitVat } from '../src/modules/vat';
import { en16931Rules } from './helpers/en16931-rules';
import { type CiiTree, parseCii, schemaErrors } from './helpers/facturx';
import { testSeller } from './helpers/invoice-document';

/**
 * The EN 16931 business rules that apply to our documents, each a test of its own named by the rule, over
 * snapshots built by the shop's own builders (orderDocument, creditNoteDocument) for every kind of sale; then
 * proof that each kind of check fails on a file that breaks it.
 */
const config = { vatRatePercent: 20 };
const paidAt = new Date('2026-03-02T10:00:00Z');
const consumer = {
  name: 'Ada Buyer',
  email: 'ada@example.test',
  billingName: 'Ada Buyer',
  billingAddress: '3 rue des Tests',
  billingZip: '75011',
  billingCity: 'Paris',
  billingCountry: 'FR',
  billingVat: null,
  billingCompany: null,
} as unknown as typeof users.$inferSelect;
const business = {
  ...consumer,
  billingCountry: 'DE',
  billingZip: '10115',
  billingCity: 'Berlin',
  billingVat: 'DE123456789',
  billingCompany: 'Käufer GmbH',
} as typeof users.$inferSelect;

function order(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  const lines = overrides.lines ?? [{ name: 'VWAP Premium', quantity: 7, unitPriceCents: 1999 }];
  const discount = overrides.discount ?? null;
  const totalCents =
    lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) - (discount?.amountCents ?? 0);
  return {
    id: '01a2080b-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
    language: 'fr',
    totalCents,
    paidAt,
    lines,
    discount,
    vat: { mode: 'fr', rateBps: 2000, country: 'FR', reverseCharge: false },
    currency: 'eur',
    exchangeRate: null,
    withdrawalConsent: null,
    vies: null,
    ...overrides,
  };
}

const invoiceOf = (sale: InvoiceOrder, buyer = consumer): InvoiceDocument => ({
  ...orderDocument(config, { order: sale, buyer, seller: testSeller }, paidAt, 'invoice'),
  number: 'FA-2026-000042',
});

const sales: Record<string, InvoiceDocument> = {
  // 7 × 19,99 €: the net unit prices add up to a cent more than the net of the total (a rounding allowance).
  'euro consumer': invoiceOf(order()),
  'dollar consumer': invoiceOf(
    order({ currency: 'usd', exchangeRate: { eurPerUsdMicros: 920_000, date: '2026-11-20' } }),
  ),
  'reverse-charge business': invoiceOf(
    order({
      lines: [{ name: 'VWAP Premium', quantity: 2, unitPriceCents: 5750 }],
      vat: { mode: 'fr', rateBps: 0, country: 'DE', reverseCharge: true },
    }),
    business,
  ),
  coupon: invoiceOf(
    order({
      lines: [
        { name: 'VWAP Premium', quantity: 1, unitPriceCents: 6900 },
        { name: 'Volume Profile', quantity: 2, unitPriceCents: 4900 },
      ],
      discount: { code: 'WELCOME10', amountCents: 1670 },
    }),
  ),
  bundle: invoiceOf(
    order({
      lines: [
        { name: 'Pack Sessions', quantity: 1, unitPriceCents: 9900 },
        { name: 'Trading Sessions', quantity: 1, unitPriceCents: 0, included: true },
        { name: 'Asian Session Levels', quantity: 1, unitPriceCents: 0, included: true },
      ],
    }),
  ),
  'lease period': invoiceOf(
    order({
      lines: [
        {
          name: 'Asian Session Levels, du 2 mars au 1 avril 2026',
          names: {
            fr: 'Asian Session Levels, location du 2 mars au 1 avril 2026',
            en: 'Asian Session Levels, lease from 2 March to 1 April 2026',
          },
          quantity: 1,
          unitPriceCents: 1900,
        },
      ],
    }),
  ),
};
const invoiceRow = { orderId: order().id, number: 'FA-2026-000042', vatRateBps: 2000 } as InvoiceRow;
// A credit note of all 7 units after 10,00 € were refunded as an amount: its lines cost more than it gives back.
sales['credit note'] = {
  ...creditNoteDocument(
    invoiceRow,
    sales['euro consumer']!,
    {
      refundId: 'refund',
      reason: 'Duplicate purchase',
      amountCents: 12993,
      lines: [{ name: 'VWAP Premium', quantity: 7, unitPriceCents: 1999 }],
    },
    new Date('2026-03-05T10:00:00Z'),
    testSeller,
  ),
  number: 'AV-2026-000001',
};

const parsed: Record<string, CiiTree> = Object.fromEntries(
  Object.entries(sales).map(([kind, document]) => [kind, parseCii(facturXml(document))]),
);

describe('EN 16931 business rules, on every kind of document', () => {
  for (const [rule, check] of Object.entries(en16931Rules)) {
    it(rule, () => {
      const broken = Object.entries(parsed)
        .map(([kind, cii]) => [kind, check(cii)])
        .filter(([, problem]) => problem !== null);
      expect(broken).toEqual([]);
    });
  }

  it('every document is valid against the Factur-X EN 16931 schema', async () => {
    for (const document of Object.values(sales)) expect(await schemaErrors(facturXml(document))).toEqual([]);
  });

  it('reads the seller’s one-line address as street, postcode and city, and names SIRET and SIREN', () => {
    const seller =
      parsed['euro consumer']!.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.SellerTradeParty;
    expect(seller.PostalTradeAddress).toEqual({
      PostcodeCode: '69002',
      LineOne: '3 quai des Pavots',
      CityName: 'Lyon',
      CountryID: 'FR',
    });
    expect(seller.GlobalID['#text']).toBe('12345678900012');
    expect(seller.SpecifiedLegalOrganization.ID['#text']).toBe('123456789');
  });

  it('escapes what XML reserves in names and keeps them as typed', async () => {
    const company = 'Dupont & Fils "Trading" <SARL>';
    const xml = facturXml(invoiceOf(order(), { ...business, billingCompany: company }));
    expect(await schemaErrors(xml)).toEqual([]);
    const buyerParty =
      parseCii(xml).SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerTradeParty;
    expect(buyerParty.Name).toBe(company);
  });

  it('states a line-rounding gap and a credit note’s adjustment as allowances of their own', () => {
    const reasons = (kind: string) =>
      parsed[
        kind
      ]!.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.SpecifiedTradeAllowanceCharge.map(
        (part: CiiTree) => [part.ChargeIndicator.Indicator, part.Reason, part.ActualAmount],
      );
    expect(splitVat(7 * 1999, 2000).netCents).toBe(7 * splitVat(1999, 2000).netCents - 1);
    expect(reasons('euro consumer')).toEqual([['false', expect.stringContaining('Arrondi'), '0.01']]);
    expect(reasons('credit note')).toEqual([['false', expect.stringContaining('Ajustement'), '8.34']]);
  });
});

describe('each check fails on a file that breaks its rule', () => {
  const xml = facturXml(sales.coupon!);
  const broken = (from: string, to: string) => {
    expect(xml).toContain(from);
    return parseCii(xml.replace(from, to));
  };
  const failing = (cii: CiiTree) =>
    Object.entries(en16931Rules)
      .filter(([, check]) => check(cii) !== null)
      .map(([rule]) => rule.split(' ')[0]);

  it('a line amount changed breaks BR-CO-10 and the category basis (BR-S-08)', () => {
    expect(
      failing(
        broken(
          '<ram:LineTotalAmount>57.50</ram:LineTotalAmount>',
          '<ram:LineTotalAmount>57.51</ram:LineTotalAmount>',
        ),
      ),
    ).toEqual(['BR-CO-10', 'BR-S-08']);
  });

  it('a VAT total changed breaks BR-CO-14 and BR-CO-15', () => {
    const vat = sales.coupon!.vatCents;
    const text = `currencyID="EUR">${(vat / 100).toFixed(2)}<`;
    expect(failing(broken(text, `currencyID="EUR">${((vat + 1) / 100).toFixed(2)}<`))).toEqual([
      'BR-CO-14',
      'BR-CO-15',
    ]);
  });

  it('the seller’s VAT number and SIRET left out break BR-S-02 and the French identifiers', () => {
    const cii = parseCii(
      xml
        .replace(
          /<ram:SpecifiedTaxRegistration>\n<ram:ID schemeID="VA">FR12123456789<\/ram:ID>\n<\/ram:SpecifiedTaxRegistration>/,
          '',
        )
        .replace(/<ram:GlobalID schemeID="0009">\d+<\/ram:GlobalID>/, ''),
    );
    expect(failing(cii)).toEqual(['BR-S-02', 'French']);
  });

  it('reverse charge without its reason or with VAT breaks BR-AE-10 and BR-AE-09', () => {
    const reverse = facturXml(sales['reverse-charge business']!);
    const cii = parseCii(
      reverse.replace('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>', ''),
    );
    expect(failing(cii)).toEqual(['BR-AE-10']);
    const taxed = parseCii(reverse.replace('<ram:CalculatedAmount>0.00<', '<ram:CalculatedAmount>23.00<'));
    expect(failing(taxed)).toEqual(expect.arrayContaining(['BR-AE-09', 'BR-CO-14']));
  });
});
